import type { Page } from '@playwright/test';

/** The shop's entry script: held, no code of the app runs. */
const ENTRY = /\/assets\/index-[\w-]+\.js$/;

/**
 * Holds the page's requests for the scripts `pattern` matches (the entry by default) until the
 * returned `release()`: until then the page is its pre-rendered HTML, as on a phone whose code has
 * not arrived or run yet.
 */
export async function holdScripts(page: Page, pattern: RegExp | string = ENTRY): Promise<() => void> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}
