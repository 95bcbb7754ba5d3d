/**
 * Hindi text takes the self-hosted web font (devanagari-font.css) once the page's largest picture
 * has painted: on a slow phone network 50–100 KB of font would otherwise compete with the product
 * photo, which is the product page's largest contentful paint. Until then Hindi text shows in the
 * visitor's own Devanagari font where there is one (phones sold in India ship one).
 */
export const DEVANAGARI_FONT_CLASS = 'devanagari-font';

/** Pages whose largest paint is not a picture (the cart) get the font this long after `load`. */
const WITHOUT_PICTURE_MS = 2000;

/**
 * A click, not the press that starts it: the font changes the width of Hindi words, and a swap
 * between a press and its release would move the link under the pointer, so the click is lost.
 */
const INPUT_EVENTS = ['click', 'keydown'] as const;

export function enableDevanagariFontAfterLargestPicture(root: HTMLElement = document.documentElement) {
  const supported = PerformanceObserver.supportedEntryTypes.includes('largest-contentful-paint');
  if (!supported) {
    root.classList.add(DEVANAGARI_FONT_CLASS);
    return;
  }
  let timer: number | undefined;
  const enable = () => {
    observer.disconnect();
    window.clearTimeout(timer);
    for (const type of INPUT_EVENTS) window.removeEventListener(type, enable, true);
    window.removeEventListener('load', startTimer);
    // The next frame, so that the picture's paint is not shared with the font's request.
    requestAnimationFrame(() => {
      root.classList.add(DEVANAGARI_FONT_CLASS);
    });
  };
  const startTimer = () => {
    timer = window.setTimeout(enable, WITHOUT_PICTURE_MS);
  };
  const observer = new PerformanceObserver((list) => {
    if (
      list.getEntries().some((entry) => (entry as LargestContentfulPaint).element instanceof HTMLImageElement)
    )
      enable();
  });
  observer.observe({ type: 'largest-contentful-paint', buffered: true });
  // The browser stops reporting largest paints at the first input; a click may also lead to Hindi text.
  for (const type of INPUT_EVENTS) window.addEventListener(type, enable, { capture: true, once: true });
  if (document.readyState === 'complete') startTimer();
  else window.addEventListener('load', startTimer, { once: true });
}
