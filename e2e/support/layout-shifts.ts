import type { Page } from '@playwright/test';

/** A layout shift as CLS counts it, with what moved, so that a failing test says where to look. */
export interface LayoutShift {
  value: number;
  /** Each moved element: a short selector, and its box before → after (x, y, width, height). */
  moved: string[];
}

/**
 * Starts watching a page's layout shifts from its first paint on, as CLS counts them (none right
 * after an input). Call before `goto`; the returned function reads the shifts of the page shown.
 */
export async function watchLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: { value: number; moved: string[] }[] = [];
    Object.defineProperty(window, '__layoutShifts', { value: shifts });
    const describe = (node: Node | null) => {
      if (!(node instanceof Element)) return node ? node.nodeName : '(gone)';
      const path: string[] = [];
      for (let element: Element | null = node; element && path.length < 4; element = element.parentElement) {
        const classes = [...element.classList].slice(0, 2).map((name) => `.${name}`);
        path.unshift(element.localName + (element.id ? `#${element.id}` : '') + classes.join(''));
      }
      return path.join(' > ');
    };
    const box = (rect: DOMRectReadOnly) =>
      [rect.x, rect.y, rect.width, rect.height].map((n) => Math.round(n)).join(',');
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources?: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
      })[]) {
        if (entry.hadRecentInput) continue;
        shifts.push({
          value: entry.value,
          moved: (entry.sources ?? []).map(
            (source) => `${describe(source.node)} (${box(source.previousRect)} → ${box(source.currentRect)})`,
          ),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return () =>
    page.evaluate(
      () => (window as unknown as { __layoutShifts: { value: number; moved: string[] }[] }).__layoutShifts,
    );
}
