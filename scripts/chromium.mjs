// The one place that says which Chromium the tests, screenshots and bench drive, and how.
import fs from 'node:fs';

/** Flags for headless Chromium on machines without a GPU, sandbox or outside network. */
export const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** CHROME_PATH, else Debian's /usr/bin/chromium, else undefined (Playwright's own browser). */
export function chromePath() {
  if (process.env.CHROME_PATH) return process.env.CHROME_PATH;
  return fs.existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined;
}

/**
 * The fonts Chromium drew an element's text with (CDP), e.g. [{ familyName, isCustomFont, glyphCount }].
 * @param {import('@playwright/test').Page} page
 * @param {string} selector
 */
export async function renderedFonts(page, selector) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument');
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
  await cdp.detach();
  return fonts;
}
