import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { watchLayoutShifts } from './support/layout-shifts';
import { expect, test } from './support/test';

/**
 * A slow network delivers a page in pieces, and the browser paints what it has read so far. A
 * pre-rendered page's header must not be painted half read: its later controls (the language link,
 * the menu button) would push the earlier ones aside and wrap the shop's name, a layout shift
 * (index.css hides a header that nothing follows yet).
 */
test.describe('a page that arrives in pieces', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  for (const path of ['/', '/hi']) {
    test(`${path}: cut in the middle of its header, it paints nothing that moves`, async ({
      page,
      baseURL,
    }) => {
      const shop = new URL(baseURL ?? '');
      const html = await (await fetch(new URL(path, shop))).text();
      const cut = html.indexOf('<a class="language-switch"');
      expect(cut, 'the header has its language link').toBeGreaterThan(html.indexOf('<header'));
      // The page's first bytes up to the language link, the rest a second later; anything else
      // from the shop's server.
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
      try {
        const shifts = await watchLayoutShifts(page);
        const { port } = server.address() as AddressInfo;
        await page.goto(`http://127.0.0.1:${String(port)}${path}`);
        await expect(
          page.getByRole('button', { name: path === '/' ? 'Open menu' : 'मेन्यू खोलें' }),
        ).toBeVisible();
        await page.waitForLoadState('networkidle');
        expect(await shifts()).toEqual([]);
      } finally {
        server.close();
      }
    });
  }
});
