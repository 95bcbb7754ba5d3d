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
