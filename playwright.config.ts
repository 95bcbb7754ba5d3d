import { defineConfig, devices } from '@playwright/test';
import { CHROME_FLAGS, chromePath } from './scripts/chromium.mjs';
import { ports } from './scripts/ports.mjs';

/** Debian's Chromium (or CHROME_PATH) when present; Playwright's own browser otherwise. */
const executablePath = chromePath();

const { e2e: PORT, dev: DEV_PORT } = ports();

/** Specs that only the phone and the dev-server projects run. */
const PHONE_SPECS = /phone-journey\.spec\.ts$/;
const DEV_SPECS = /dev-smoke\.spec\.ts$/;

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
  projects: [
    {
      name: 'desktop',
      testIgnore: [PHONE_SPECS, DEV_SPECS],
      use: { ...devices['Desktop Chrome'], channel: undefined },
    },
    // Most shoppers are on phones: the main journey at a phone's size, with touch (one long test).
    {
      name: 'phone',
      testMatch: PHONE_SPECS,
      timeout: 60_000,
      use: { ...devices['Pixel 7'], channel: undefined },
    },
    // `npm start` serves the app from the dev server, where React's StrictMode mounts twice.
    {
      name: 'dev-smoke',
      testMatch: DEV_SPECS,
      // The dev server compiles each module on its first request.
      timeout: 60_000,
      use: { ...devices['Desktop Chrome'], channel: undefined, baseURL: `http://127.0.0.1:${DEV_PORT}` },
    },
  ],
  // Both run inside the emulator run, so both talk to the seeded emulators.
  webServer: [
    {
      // The production build, served locally; `npm test` builds it first.
      command: `node scripts/serve-dist.mjs --port ${PORT}`,
      url: `http://127.0.0.1:${PORT}`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      // The Vite dev server as `npm start` serves it (vite.config.ts: port, emulator ports).
      command: 'node node_modules/vite/bin/vite.js',
      url: `http://127.0.0.1:${DEV_PORT}`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ],
});
