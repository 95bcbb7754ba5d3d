import { describe, expect, it } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { globPattern, hostingFile } from './serve-dist.mjs';

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
