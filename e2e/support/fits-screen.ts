import type { Page } from '@playwright/test';
import { expect } from './test';

/**
 * What makes the page scroll sideways, or null when nothing does: the page's and the screen's
 * widths and the outermost elements reaching past the screen's right edge, each a short selector
 * with its text (a strip that scrolls in its own box, such as the category chips, is left out: its
 * box clips it, and it does not widen the page).
 */
export async function widerThanScreen(page: Page): Promise<string | null> {
  const { pageWidth, screenWidth, past } = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const inClippingBox = (element: Element) => {
      for (
        let parent = element.parentElement;
        parent && parent !== document.body;
        parent = parent.parentElement
      ) {
        if (getComputedStyle(parent).overflowX !== 'visible') return true;
      }
      return false;
    };
    const outermost: Element[] = [];
    for (const element of document.querySelectorAll('body *')) {
      if (element.getBoundingClientRect().right <= width + 0.5) continue;
      if (outermost.some((outer) => outer.contains(element))) continue;
      if (getComputedStyle(element).position !== 'fixed' && !inClippingBox(element)) outermost.push(element);
    }
    return {
      pageWidth: document.documentElement.scrollWidth,
      screenWidth: width,
      past: outermost
        .slice(0, 5)
        .map(
          (element) =>
            `${element.localName}.${[...element.classList].join('.')} "${element.textContent.trim().slice(0, 30)}"`,
        ),
    };
  });
  if (pageWidth <= screenWidth) return null;
  return `${String(pageWidth)} px wide on a ${String(screenWidth)} px screen; past its edge: ${past.join(', ')}`;
}

/**
 * Nothing is wider than the screen: the page cannot be scrolled sideways (WCAG 1.4.10, reflow, asks
 * this down to 320 CSS px). On failure, the elements reaching past the screen's edge are named.
 */
export async function expectFitsScreen(page: Page, what = page.url()) {
  expect(await widerThanScreen(page), what).toBeNull();
}
