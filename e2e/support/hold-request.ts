import type { Page, Request } from '@playwright/test';

/** The app's entry script (index-<hash>.js); everything else the page runs comes after it. */
export const APP_ENTRY = /\/assets\/index-[\w-]+\.js$/;

/**
 * Holds back the requests to `url` that `held` accepts (all by default) until the page has sent a
 * request `awaited` accepts, or 10 s have passed: a request that waited for a held one could never
 * be sent meanwhile. `held` says whether a request was held, `sentWhileHeld` whether the awaited
 * one was sent while it was.
 */
export async function holdUntilSent(
  page: Page,
  url: RegExp,
  awaited: (request: Request) => boolean,
  held: (request: Request) => boolean = () => true,
) {
  const state = { held: false, sentWhileHeld: false };
  let sawAwaited: () => void = () => undefined;
  const sent = new Promise<boolean>((resolve) => {
    sawAwaited = () => {
      resolve(true);
    };
  });
  page.on('request', (request) => {
    if (awaited(request)) sawAwaited();
  });
  await page.route(url, async (route) => {
    if (held(route.request())) {
      state.held = true;
      state.sentWhileHeld = await Promise.race([
        sent,
        new Promise<boolean>((resolve) =>
          setTimeout(() => {
            resolve(false);
          }, 10_000),
        ),
      ]);
    }
    await route.continue();
  });
  return state;
}

/**
 * Holds back the requests to `url` (the app's entry by default) until the returned `release()`:
 * until then a pre-rendered page is its HTML alone, as on a phone whose code has not arrived or run.
 */
export async function holdUntilReleased(page: Page, url: RegExp = APP_ENTRY): Promise<() => void> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}
