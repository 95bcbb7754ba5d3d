import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

interface TopOnNewPageOptions {
  /** How the window goes to the top: a smooth glide in the shop, a jump in the admin area. */
  behavior: ScrollBehavior;
  /**
   * Pages that place themselves (the order form scrolls itself into view). Give a module-level
   * function: the effect depends on it.
   */
  placesItself?: (pathname: string) => boolean;
}

/**
 * Opens each new page at its top: the window keeps its scroll between pages, so a link far down
 * one page opened the next part-way down. The page the app starts on keeps the browser's own
 * scroll, and a page's own search (filters, sort, tabs) keeps its place.
 */
export function useTopOnNewPage({ behavior, placesItself }: TopOnNewPageOptions) {
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    if (placesItself?.(pathname)) return;
    window.scrollTo({ top: 0, behavior });
  }, [pathname, behavior, placesItself]);
}
