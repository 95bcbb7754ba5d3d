import { describe, expect, it } from 'vitest';
import { matchPath, matchRoutes } from 'react-router-dom';
import { paths } from '@/config/paths';
import { CATEGORIES } from '@/features/catalog/categories';
import { APP_SHELL_FILE, prerenderPages, PRODUCT_FRAME_FILE } from './prerender-pages';
import { routerBasename, routes } from './router';

describe('prerenderPages', () => {
  const pages = prerenderPages();

  it('renders home into index.html, the info pages, and every category with the whole catalogue', () => {
    expect(pages.map((page) => [page.url, page.file])).toEqual(
      expect.arrayContaining([
        ['/', 'index.html'],
        ['/about', 'about.html'],
        ['/contactUs', 'contactUs.html'],
        ['/terms', 'terms.html'],
        ['/shop/category/all', 'shop/category/all.html'],
        ...CATEGORIES.map((category) => [
          `/shop/category/${category.key}`,
          `shop/category/${category.key}.html`,
        ]),
      ]),
    );
  });

  it('serves one product frame for every product URL, with no product in it', () => {
    const frames = pages.filter((page) => page.file === PRODUCT_FRAME_FILE);
    expect(frames).toEqual([
      { url: paths.product.path, route: paths.product.path, file: PRODUCT_FRAME_FILE },
    ]);
    expect(matchPath(frames[0]?.route ?? '', '/shop/category/soap/9')).not.toBeNull();
  });

  it('leaves accounts, the cart, order tracking and the admin area to the SPA shell', () => {
    for (const path of ['/auth', '/cart', '/cart/order', '/track-order', '/adminLogin', '/admin/dashboard']) {
      expect(pages.some((page) => matchPath(page.route, path))).toBe(false);
    }
    expect(pages.map((page) => page.file)).not.toContain(APP_SHELL_FILE);
  });

  it('gives every page its own file, for a URL of the route table that the page answers', () => {
    expect(new Set(pages.map((page) => page.file)).size).toBe(pages.length);
    for (const page of pages) {
      expect(matchPath(page.route, page.url)).not.toBeNull();
      expect(matchRoutes(routes, page.url, routerBasename(page.url).basename)?.at(-1)?.route.path).not.toBe(
        '*',
      );
    }
  });
});

describe('the Hindi pages', () => {
  const pages = prerenderPages();

  it('are every English page again under /hi/, in dist/hi/', () => {
    const english = pages.filter((page) => !page.url.startsWith('/hi'));
    const hindi = pages.filter((page) => page.url.startsWith('/hi'));
    expect(hindi.map((page) => [page.url, page.file])).toEqual(
      english.map((page) => [page.url === '/' ? '/hi' : `/hi${page.url}`, `hi/${page.file}`]),
    );
    expect(hindi.find((page) => page.file === `hi/${PRODUCT_FRAME_FILE}`)?.route).toBe(
      `/hi${paths.product.path}`,
    );
  });
});
