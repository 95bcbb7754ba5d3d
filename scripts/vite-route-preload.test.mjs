import path from 'node:path';
import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import { localeOfPath, stripLocale } from '../src/i18n/locale.ts';
import { routePathPattern, routePreload } from './vite-route-preload.mjs';

const root = '/project';
const chunk = (fileName, extra = {}) => ({ type: 'chunk', fileName, imports: [], isEntry: false, ...extra });

function transform(
  bundle,
  routes = [{ path: '/shop/category/:categoryName', module: 'src/app/routes/shop/category.tsx' }],
  languages = [],
) {
  const plugin = routePreload(routes, languages);
  plugin.configResolved({ base: '/', root });
  const html = '<head><title>t</title><script type="module" src="/assets/index.js"></script></head>';
  return plugin.transformIndexHtml.handler(html, { bundle });
}

/** The route table the shell's script carries: [pattern, hrefs]. */
const routeTable = (html) => JSON.parse(/,t=(\[.*\]);function a\(/.exec(html)?.[1] ?? '[]');

describe('routePathPattern', () => {
  it('matches the URLs of a route pattern and nothing deeper or shallower', () => {
    const product = new RegExp(routePathPattern('/shop/category/:categoryName/:productId'));
    expect(product.test('/shop/category/soaps/12')).toBe(true);
    expect(product.test('/shop/category/soaps/12/')).toBe(true);
    expect(product.test('/shop/category/soaps')).toBe(false);
    expect(product.test('/shop/category/soaps/12/more')).toBe(false);
    expect(product.test('/shop/category//12')).toBe(false);
  });
});

describe('routePreload', () => {
  const bundle = {
    'assets/index.js': chunk('assets/index.js', { isEntry: true, imports: ['assets/react.js'] }),
    'assets/react.js': chunk('assets/react.js'),
    'assets/category.js': chunk('assets/category.js', {
      facadeModuleId: path.resolve(root, 'src/app/routes/shop/category.tsx'),
      imports: ['assets/react.js', 'assets/firestore-lite.js'],
      viteMetadata: { importedCss: new Set(['assets/category.css']) },
    }),
    'assets/firestore-lite.js': chunk('assets/firestore-lite.js'),
  };

  it('preloads a route’s own chunks and CSS, not what the entry loads anyway', () => {
    const html = transform(bundle);
    const table = routeTable(html);
    expect(table).toEqual([
      [
        '^/shop/category/[^/]+/?$',
        ['/assets/category.js', '/assets/firestore-lite.js', '/assets/category.css'],
      ],
    ]);
  });

  it('preloads every module of a route that loads several (a layout, its page, its guard’s code), each file once', () => {
    const admin = {
      ...bundle,
      'assets/admin-layout.js': chunk('assets/admin-layout.js', {
        facadeModuleId: path.resolve(root, 'src/app/routes/admin/admin-layout.tsx'),
        imports: ['assets/react.js', 'assets/firestore.js'],
        viteMetadata: { importedCss: new Set(['assets/admin-layout.css']) },
      }),
      'assets/firestore.js': chunk('assets/firestore.js'),
      'assets/orders.js': chunk('assets/orders.js', {
        facadeModuleId: path.resolve(root, 'src/app/routes/admin/orders.tsx'),
        imports: ['assets/firestore.js', 'assets/admin-table.js'],
      }),
      'assets/admin-table.js': chunk('assets/admin-table.js'),
      'assets/get-current-admin.js': chunk('assets/get-current-admin.js', {
        facadeModuleId: path.resolve(root, 'src/features/session/api/get-current-admin.ts'),
      }),
    };
    const html = transform(admin, [
      {
        path: '/admin/orders',
        modules: [
          'src/app/routes/admin/admin-layout.tsx',
          'src/app/routes/admin/orders.tsx',
          'src/features/session/api/get-current-admin.ts',
        ],
      },
    ]);
    const table = routeTable(html);
    expect(table).toEqual([
      [
        '^/admin/orders/?$',
        [
          '/assets/admin-layout.js',
          '/assets/firestore.js',
          '/assets/admin-layout.css',
          '/assets/orders.js',
          '/assets/admin-table.js',
          '/assets/get-current-admin.js',
        ],
      ],
    ]);
  });

  it('runs before the entry script, so no stylesheet holds it up', () => {
    const html = transform(bundle);
    const preload = html.indexOf('<script data-route-preload>(function(){');
    expect(preload).toBeGreaterThan(-1);
    expect(preload).toBeLessThan(html.indexOf('<script type="module"'));
  });

  it('fails the build when a route module has no chunk', () => {
    const withoutRoute = { ...bundle };
    delete withoutRoute['assets/category.js'];
    expect(() => transform(withoutRoute)).toThrow(/no chunk for src\/app\/routes\/shop\/category.tsx/);
  });

  describe('the page language’s catalogue', () => {
    // The default language first: the plugin, not its caller, puts its prefix ('') last.
    const languages = [
      { prefix: '', modules: ['src/locales/en/messages.po'] },
      { prefix: '/hi', modules: ['src/locales/hi/shared.part.po'] },
    ];
    const withCatalogues = {
      ...bundle,
      'assets/shared.part.js': chunk('assets/shared.part.js', {
        facadeModuleId: path.resolve(root, 'src/locales/hi/shared.part.po'),
      }),
      'assets/messages.js': chunk('assets/messages.js', {
        facadeModuleId: path.resolve(root, 'src/locales/en/messages.po'),
      }),
    };
    const html = transform(withCatalogues, undefined, languages);

    /** What the shell's script preloads on a page at this path: [rel, href] per link it adds. */
    function preloadsAt(pathname) {
      const script = /<script data-route-preload>([\s\S]*?)<\/script>/.exec(html)?.[1];
      const head = [];
      const document = { createElement: () => ({}), head: { appendChild: (link) => head.push(link) } };
      vm.runInNewContext(script ?? '', { location: { pathname }, document });
      return head.map((link) => [link.rel, link.href]);
    }

    it('asks for every file in the CORS mode of Vite’s own links, so the app’s stylesheet uses the preloaded file', () => {
      // Vite's loader adds a route's stylesheet as <link rel="stylesheet" crossorigin>; Chromium
      // does not use a preload made in another mode, and downloads the file again.
      const script = /<script data-route-preload>([\s\S]*?)<\/script>/.exec(html)?.[1];
      const head = [];
      const document = { createElement: () => ({}), head: { appendChild: (link) => head.push(link) } };
      vm.runInNewContext(script ?? '', { location: { pathname: '/hi/shop/category/soaps' }, document });
      expect(head.map((link) => [link.href, link.crossOrigin])).toEqual([
        ['/assets/shared.part.js', ''],
        ['/assets/category.js', ''],
        ['/assets/firestore-lite.js', ''],
        ['/assets/category.css', ''],
      ]);
    });

    it('preloads English’s catalogue on an English page and the Hindi shared part on a Hindi one', () => {
      expect(preloadsAt('/cart')).toEqual([['modulepreload', '/assets/messages.js']]);
      expect(preloadsAt('/hi/cart')).toEqual([['modulepreload', '/assets/shared.part.js']]);
      expect(preloadsAt('/hi')).toEqual([['modulepreload', '/assets/shared.part.js']]);
      // Only a whole segment is a language's prefix.
      expect(preloadsAt('/hindi')).toEqual([['modulepreload', '/assets/messages.js']]);
    });

    it('matches a route without the language prefix, so a Hindi deep link preloads its route too', () => {
      const route = [
        ['modulepreload', '/assets/category.js'],
        ['modulepreload', '/assets/firestore-lite.js'],
        ['preload', '/assets/category.css'],
      ];
      expect(preloadsAt('/shop/category/soaps')).toEqual([
        ['modulepreload', '/assets/messages.js'],
        ...route,
      ]);
      expect(preloadsAt('/hi/shop/category/soaps')).toEqual([
        ['modulepreload', '/assets/shared.part.js'],
        ...route,
      ]);
      expect(preloadsAt('/hi/hi/shop/category/soaps')).toEqual([['modulepreload', '/assets/shared.part.js']]);
    });

    it('reads a path’s language and its path without the prefix as the app does (localeOfPath, stripLocale)', () => {
      const catalogue = { en: '/assets/messages.js', hi: '/assets/shared.part.js' };
      for (const pathname of ['/', '/hi', '/hi/', '/hindi', '/hi/cart', '/shop/hi', '/hi/shop/category/x']) {
        const [language, ...route] = preloadsAt(pathname);
        expect(language?.[1], pathname).toBe(catalogue[localeOfPath(pathname)]);
        expect(route.length > 0, pathname).toBe(stripLocale(pathname) === '/shop/category/x');
      }
    });
  });
});
