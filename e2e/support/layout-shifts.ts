import type { Page } from '@playwright/test';

/**
 * Starts watching a page's layout shifts from its first paint on, as CLS counts them (none right
 * after an input). Call before `goto`; the returned function reads the shifts of the page shown.
 */
export async function watchLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    Object.defineProperty(window, '__layoutShifts', { value: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[]) {
        if (!entry.hadRecentInput) shifts.push(entry.value);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return () => page.evaluate(() => (window as unknown as { __layoutShifts: number[] }).__layoutShifts);
}
