import { useEffect, useState, useSyncExternalStore, type RefObject } from 'react';

const noChanges = () => () => undefined;
const lacksObserver = () => typeof IntersectionObserver === 'undefined';
// A page pre-rendered at build time (no browser, no IntersectionObserver) and its hydration: not near.
const onServer = () => false;

/**
 * True once the element comes within `margin` of the viewport (and stays true): for content
 * whose code or data can wait until the shopper scrolls towards it.
 */
export function useNearViewport(ref: RefObject<Element | null>, margin = '300px'): boolean {
  // Without IntersectionObserver (old browsers, jsdom) everything counts as near.
  const everythingNear = useSyncExternalStore(noChanges, lacksObserver, onServer);
  const [seen, setNear] = useState(false);
  const near = seen || everythingNear;
  useEffect(() => {
    const element = ref.current;
    // Without an observer the next render is near (everythingNear; during a hydration it was not yet).
    if (near || !element || lacksObserver()) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
    };
  }, [ref, margin, near]);
  return near;
}
