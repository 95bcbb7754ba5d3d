import path from 'node:path';
import vm from 'node:vm';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { firstReadRequest } from '@/features/catalog/api/first-read-request';
import { restTarget } from '@/lib/firebase/firestore-rest';
import { compileFirstRead, firstRead } from './vite-first-read.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const options = {
  entry: 'src/features/catalog/api/first-read-script.ts',
  configModule: 'src/config/firebase.ts',
};
let script = '';

beforeAll(async () => {
  script = await compileFirstRead({ root, mode: 'test', alias: { '@': path.join(root, 'src') }, ...options });
}, 60_000);

/** Runs the compiled script on a page address; the requests it sent. */
function run(address) {
  const url = new URL(address, 'http://shop.test');
  const sent = [];
  const context = {
    URLSearchParams,
    setTimeout,
    location: { pathname: url.pathname, search: url.search },
    document: { readyState: 'complete', querySelectorAll: () => [] },
    fetch: (target, init) => {
      sent.push({ url: target, body: init?.body });
      return Promise.resolve({});
    },
  };
  vm.runInNewContext(script, context);
  return { sent, kept: context.__shopFirstRead };
}

describe('the first-read inline script as built', () => {
  it('sends the request the app builds for the page, and keeps its response for the app', () => {
    for (const address of ['/shop/category/all', '/shop/category/soap?sort=RLTH', '/shop/category/soap/3']) {
      const { sent, kept } = run(address);
      const url = new URL(address, 'http://shop.test');
      const expected = firstReadRequest(restTarget, url.pathname, url.search);
      expect(sent).toEqual([{ url: expected?.url, body: expected?.body }]);
      expect([kept?.url, kept?.body]).toEqual([expected?.url, expected?.body]);
      expect(kept?.response).toBeInstanceOf(Promise);
    }
  });

  it('sends nothing on pages that read no catalogue at first', () => {
    expect(run('/').sent).toEqual([]);
    expect(run('/cart').sent).toEqual([]);
  });

  it('stays small: under 5 KB of inline code (the read, and painting its first images)', () => {
    expect(script.length).toBeLessThan(5 * 1024);
  });

  it('goes into the head of index.html, before the stylesheets Vite adds', async () => {
    const plugin = firstRead(options);
    plugin.configResolved({
      root,
      mode: 'test',
      resolve: { alias: [{ find: '@', replacement: path.join(root, 'src') }] },
    });
    const html = await plugin.transformIndexHtml.handler('<head><title>t</title></head><body></body>');
    expect(html).toMatch(/<title>t<\/title>\s*<script>\(function\(\)\{.*\}\)\(\);?<\/script>\s*<\/head>/s);
  });
});
