import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { FIXED_HEADERS, POLICY_FILE } from './security-headers.mjs';
import { globPattern, hostingFile, startServer } from './serve-dist.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const hosting = JSON.parse(fs.readFileSync(path.join(ROOT, 'firebase.json'), 'utf8')).hosting;
const DIST = new Set([
  '/index.html',
  '/app-shell.html',
  '/about.html',
  '/shop/category/soap.html',
  '/shop/product-frame.html',
  '/assets/index-abc.js',
]);
const isFile = (file) => DIST.has(file);
const served = (urlPath) => hostingFile(urlPath, isFile, hosting);

describe('hostingFile (firebase.json as Firebase Hosting applies it)', () => {
  it('serves the pre-rendered pages at their clean URLs', () => {
    expect(served('/')).toBe('/index.html');
    expect(served('/about')).toBe('/about.html');
    expect(served('/shop/category/soap')).toBe('/shop/category/soap.html');
  });

  it('serves the product frame for every product URL', () => {
    expect(served('/shop/category/soap/9')).toBe('/shop/product-frame.html');
    expect(served('/shop/category/all/123')).toBe('/shop/product-frame.html');
  });

  it('serves the SPA shell for pages without a file of their own', () => {
    for (const path of ['/cart', '/admin/dashboard', '/shop/category/unknown', '/shop', '/about/']) {
      expect(served(path)).toBe('/app-shell.html');
    }
  });

  it('serves the Hindi pages, their product frame and their SPA shell under /hi/', () => {
    const hindi = new Set([
      ...DIST,
      '/hi/index.html',
      '/hi/about.html',
      '/hi/shop/product-frame.html',
      '/hi/app-shell.html',
    ]);
    const servedHindi = (urlPath) => hostingFile(urlPath, (file) => hindi.has(file), hosting);
    expect(servedHindi('/hi')).toBe('/hi/index.html');
    expect(servedHindi('/hi/about')).toBe('/hi/about.html');
    expect(servedHindi('/hi/shop/category/soap/9')).toBe('/hi/shop/product-frame.html');
    expect(servedHindi('/hi/cart')).toBe('/hi/app-shell.html');
    expect(servedHindi('/cart')).toBe('/app-shell.html');
  });

  it('serves files as they are, and no page for a missing asset', () => {
    expect(served('/assets/index-abc.js')).toBe('/assets/index-abc.js');
    expect(served('/assets/missing.js')).toBeNull();
  });
});

describe('globPattern', () => {
  it('reads * as one path segment and ** as any path', () => {
    expect(globPattern('/shop/category/*/*').test('/shop/category/soap/9')).toBe(true);
    expect(globPattern('/shop/category/*/*').test('/shop/category/soap')).toBe(false);
    expect(globPattern('/shop/category/*/*').test('/shop/category/soap/9/x')).toBe(false);
    expect(globPattern('**').test('/any/path')).toBe(true);
  });

  it('refuses glob syntax it does not know', () => {
    expect(() => globPattern('/shop/{a,b}')).toThrow(/more than/);
  });
});

describe('the server (headers as the deploy sends them)', () => {
  const POLICY = "default-src 'none'; script-src 'self' 'sha256-abc'; frame-ancestors 'none'";
  let dist = '';
  /** @type {import('node:http').Server} */
  let server;
  let origin = '';

  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-serve-dist-'));
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Home</title>');
    fs.writeFileSync(path.join(dist, 'app-shell.html'), '<!doctype html><title>Shell</title>');
    fs.writeFileSync(path.join(dist, 'assets', 'index-abc.js'), 'export {};');
    fs.writeFileSync(path.join(dist, POLICY_FILE), JSON.stringify({ contentSecurityPolicy: POLICY }));
    server = await startServer(0, { dist });
    const address = server.address();
    if (!address || typeof address === 'string') throw new Error('no port');
    origin = `http://127.0.0.1:${String(address.port)}`;
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it("sends the build's Content-Security-Policy and the fixed headers with every page", async () => {
    for (const page of ['/', '/admin/dashboard', '/index.html']) {
      const response = await fetch(`${origin}${page}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-security-policy')).toBe(POLICY);
      for (const [key, value] of Object.entries(FIXED_HEADERS)) expect(response.headers.get(key)).toBe(value);
      expect(response.headers.get('cache-control')).toBe('no-cache');
    }
  });

  it("sends the fixed headers and firebase.json's long cache with hashed assets", async () => {
    const response = await fetch(`${origin}/assets/index-abc.js`);
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('content-security-policy')).toBeNull();
  });

  it('does not serve dotfiles, as Hosting ignores them', async () => {
    expect((await fetch(`${origin}/${POLICY_FILE}`)).status).toBe(404);
  });

  it('refuses to start without the build’s policy', () => {
    fs.renameSync(path.join(dist, POLICY_FILE), path.join(dist, 'policy.json'));
    try {
      expect(() => startServer(0, { dist })).toThrow(/npm run build/);
    } finally {
      fs.renameSync(path.join(dist, 'policy.json'), path.join(dist, POLICY_FILE));
    }
  });
});
