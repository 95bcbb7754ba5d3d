import { defineConfig, devices } from '@playwright/test';
import { CHROME_FLAGS, chromePath } from './scripts/chromium.mjs';
import { ports } from './scripts/ports.mjs';

/** Debian's Chromium (or CHROME_PATH) when present; Playwright's own browser otherwise. */
const executablePath = chromePath();

const PORT = ports().e2e;

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 1,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      ...(executablePath ? { executablePath } : {}),
      args: CHROME_FLAGS,
    },
  },
  projects: [{ name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    // The production build, served locally; `npm test` builds it first.
    command: `node scripts/serve-dist.mjs --port ${PORT}`,
    url: `http://127.0.0.1:${PORT}`,
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
