import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';
import { watchLayoutShifts } from './support/layout-shifts';
import { expect, test } from './support/test';

/**
 * A slow network, or a busy phone whose parser yields, gives the browser a page in pieces, and it
 * paints what it has read so far. Nothing painted from a pre-rendered page's first part may move
 * once the rest has come: its layout must not wait on markup still to be read.
 */

/**
 * Opens `path` served in two pieces: its HTML up to the first `cutBefore`, the rest a second later;
 * anything else from the shop's server. Returns the page's layout shifts once all has arrived.
 */
async function openInPieces(page: Page, baseURL: string | undefined, path: string, cutBefore: string) {
  const shop = new URL(baseURL ?? '');
  const html = await (await fetch(new URL(path, shop))).text();
  const cut = html.indexOf(cutBefore);
  expect(cut, `the page has ${cutBefore}`).toBeGreaterThan(html.indexOf('<body'));
  const server = http.createServer((request, response) => {
    if (request.url === path) {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.write(html.slice(0, cut));
      setTimeout(() => response.end(html.slice(cut)), 1000);
      return;
    }
    void fetch(new URL(request.url ?? '/', shop)).then(async (upstream) => {
      response.writeHead(upstream.status, {
        'content-type': upstream.headers.get('content-type') ?? 'application/octet-stream',
      });
      response.end(Buffer.from(await upstream.arrayBuffer()));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  // Closed with the page, once the test has read what it needs.
  page.once('close', () => server.close());
  const shifts = await watchLayoutShifts(page);
  const { port } = server.address() as AddressInfo;
  await page.goto(`http://127.0.0.1:${String(port)}${path}`);
  return shifts;
}

test.describe('a page that arrives in pieces, on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  // The header's later controls (the language link, the menu button) would push the earlier ones
  // aside and wrap the shop's name (index.css hides a header that nothing follows yet).
  for (const path of ['/', '/hi']) {
    test(`${path}: cut in the middle of its header, it paints nothing that moves`, async ({
      page,
      baseURL,
    }) => {
      const shifts = await openInPieces(page, baseURL, path, '<a class="language-switch"');
      await expect(page.getByRole('button', { name: path === '/' ? 'Open menu' : 'मेन्यू खोलें' })).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(await shifts()).toEqual([]);
    });
  }
});

test.describe('a page that arrives in pieces, on a desktop', () => {
  test.use({ viewport: { width: 1280, height: 720 } });

  // The hero's pictures are centred on its height, which its text sets: read before the text, they
  // were painted on a short hero and moved down as the text came (CLS 0.02 at 1280 × 720). A select
  // is as wide as the options read so far: the sort select grew, and moved, as its options came.
  for (const path of ['/', '/hi']) {
    for (const [part, cutBefore] of [
      ['hero’s heading', '<h1 id="hero-title"'],
      ['hero’s text', '<p class="hero__text"'],
      ['hero’s buttons', '<div class="hero__actions"'],
    ] as const) {
      test(`${path}: cut before the ${part}, nothing moves`, async ({ page, baseURL }) => {
        const shifts = await openInPieces(page, baseURL, path, cutBefore);
        await expect(page.locator('.promises')).toBeVisible();
        await page.waitForLoadState('networkidle');
        expect(await shifts()).toEqual([]);
      });
    }
  }
  for (const path of ['/shop/category/all', '/hi/shop/category/all']) {
    test(`${path}: cut inside the sort select, nothing moves`, async ({ page, baseURL }) => {
      const shifts = await openInPieces(page, baseURL, path, '<option value="PHTL"');
      await expect(page.locator('.product-card').first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(await shifts()).toEqual([]);
    });
  }
});
