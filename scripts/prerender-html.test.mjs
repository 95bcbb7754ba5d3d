import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import { localeOfPath, localizePath } from '../src/i18n/locale.ts';
import { bootScript, earlyTogglesScript, frameLanguageLinkScript, pageHtml } from './prerender-html.mjs';

const TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <meta
      name="description"
      content="The shop's own description."
    />
    <title>Prakriti Ayurveda</title>
    <script data-route-preload>(function(){})()</script>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-1.js">
    <link rel="modulepreload" crossorigin href="/assets/store-2.js">
    <link rel="stylesheet" crossorigin href="/assets/index-abc.css">
  </head>
  <body>
    <div id="root">
      <p class="loading-fallback" role="status">Loading....</p>
    </div>
  </body>
</html>
`;

const page = { html: '<main><h1>Soaps</h1></main>', route: '/shop/category/soap', title: 'Shop' };

describe('pageHtml', () => {
  it('puts the page into #root in place of the loading text, marked with its route', () => {
    const out = pageHtml(TEMPLATE, page);
    expect(out).toContain(
      '<div id="root" data-prerendered="/shop/category/soap"><main><h1>Soaps</h1></main></div>',
    );
    expect(out).not.toContain('Loading....');
  });

  it("writes the page's title and description, escaped, in place of the shop's", () => {
    const out = pageHtml(TEMPLATE, {
      ...page,
      title: 'Soap & "more" <b>',
      description: 'Neem & tulsi "soap"',
    });
    expect(out).toContain('<title>Soap &amp; &quot;more&quot; &lt;b&gt;</title>');
    expect(out).toContain('<meta name="description" content="Neem &amp; tulsi &quot;soap&quot;" />');
    expect(out.match(/<title>/g)).toHaveLength(1);
    expect(out.match(/name="description"/g)).toHaveLength(1);
  });

  it("keeps the shop's description when the page has none", () => {
    expect(pageHtml(TEMPLATE, page)).toContain('content="The shop\'s own description."');
  });

  it('links the route stylesheets in the head after the entry, each once', () => {
    const out = pageHtml(TEMPLATE, {
      ...page,
      stylesheets: ['/assets/category-1.css', '/assets/index-abc.css'],
    });
    const head = out.slice(0, out.indexOf('</head>'));
    expect(head.indexOf('<link rel="stylesheet" href="/assets/category-1.css">')).toBeGreaterThan(
      head.indexOf('/assets/index-abc.css'),
    );
    expect(out.match(/index-abc\.css/g)).toHaveLength(1);
  });

  it('moves the resource hints React renders before the page into the head', () => {
    const hint = '<link rel="preconnect" href="https://firestore.googleapis.com" crossorigin=""/>';
    const out = pageHtml(TEMPLATE, { ...page, html: `${hint}${page.html}` });
    expect(out).toContain('<div id="root" data-prerendered="/shop/category/soap"><main>');
    expect(out.indexOf(hint)).toBeLessThan(out.indexOf('</head>'));
  });

  it('keeps text that looks like a replacement pattern as it is', () => {
    expect(pageHtml(TEMPLATE, { ...page, html: '<p>$& $1</p>' })).toContain('<p>$& $1</p></div>');
  });

  it('blocks no rendering: a page is drawn as it is read (a header read in part hides itself, index.css)', () => {
    // A render-blocking <link rel="expect"> held about a third of Lighthouse's loads' first frame
    // for ~1.2 s in Chromium, though the page had been painted.
    const withHeader = pageHtml(TEMPLATE, {
      ...page,
      html: '<header><a class="brand">Shop</a><nav id="main-menu">Menu</nav></header><main>Soaps</main>',
    });
    expect(withHeader).not.toMatch(/blocking=|rel="expect"/);
  });

  it('refuses a template without a plain #root', () => {
    expect(() => pageHtml(TEMPLATE.replace('<div id="root">', '<div id="app">'), page)).toThrow(/root/);
  });

  it('inlines the entry and route stylesheets in order, each beside a disabled link the browser does not fetch', () => {
    const sheets = {
      '/assets/index-abc.css': 'body{margin:0}',
      '/assets/category-1.css': '.grid{content:"</style>"}',
    };
    const out = pageHtml(TEMPLATE, {
      ...page,
      stylesheets: ['/assets/category-1.css'],
      css: (href) => sheets[href],
    });
    const head = out.slice(0, out.indexOf('</head>'));
    expect(head).not.toContain('crossorigin href="/assets/index-abc.css"');
    expect(head).toContain(
      '<style>body{margin:0}</style><link rel="stylesheet" href="/assets/index-abc.css" disabled>',
    );
    expect(head).toContain(
      '<style>.grid{content:"<\\/style>"}</style><link rel="stylesheet" href="/assets/category-1.css" disabled>',
    );
    expect(head.indexOf('body{margin:0}')).toBeLessThan(head.indexOf('.grid{'));
  });

  it("starts the app from a script at the end of the body: the entry and its chunks leave the head, the page's chunks join them", () => {
    const out = pageHtml(TEMPLATE, { ...page, scripts: ['/assets/category-3.js', '/assets/store-2.js'] });
    const head = out.slice(0, out.indexOf('</head>'));
    expect(head).not.toContain('<script type="module"');
    expect(head).not.toContain('modulepreload');
    expect(out).not.toContain('data-route-preload');
    const boot = bootScript('/assets/index-abc.js', [
      '/assets/react-1.js',
      '/assets/store-2.js',
      '/assets/category-3.js',
    ]);
    expect(out).toContain(`<script>${boot}</script>\n  </body>`);
  });
});

describe('bootScript', () => {
  /** Runs the script on a fake page; what it added to the head, and how to run the next frame. */
  function boot(firstPaint) {
    const added = [];
    const frames = [];
    const errors = [];
    const timers = [];
    const context = {
      console: { error: (...args) => errors.push(args) },
      window: { __shopFirstPaint: firstPaint },
      document: {
        createElement: () => ({}),
        head: { appendChild: (element) => added.push(element) },
      },
      requestAnimationFrame: (callback) => frames.push(callback),
      // At once, or (with a delay) when the test says the time has come.
      setTimeout: (callback, delay) => (delay ? timers.push(callback) : callback()),
    };
    vm.runInNewContext(bootScript('/assets/index-abc.js', ['/assets/react-1.js']), context);
    return {
      added,
      errors,
      nextFrame: () => frames.splice(0).forEach((callback) => callback()),
      later: () => timers.splice(0).forEach((callback) => callback()),
    };
  }

  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

  it('adds the chunks as modulepreload and then the entry as a module script, after the next frame', () => {
    const { added, nextFrame } = boot(undefined);
    expect(added).toEqual([]);
    nextFrame();
    expect(added).toEqual([
      { rel: 'modulepreload', crossOrigin: '', href: '/assets/react-1.js' },
      { type: 'module', crossOrigin: '', src: '/assets/index-abc.js' },
    ]);
  });

  it('starts the app in a tab that draws no frames (in the background) too, once', () => {
    const { added, nextFrame, later } = boot(undefined);
    later();
    expect(added).toHaveLength(2);
    nextFrame();
    expect(added).toHaveLength(2);
  });

  it("waits for the first read's first image when there is one, and starts the app even if painting it failed", async () => {
    let paint = () => undefined;
    const painting = boot(new Promise((resolve) => (paint = resolve)));
    await settle();
    painting.nextFrame();
    expect(painting.added).toEqual([]);
    paint();
    await settle();
    painting.nextFrame();
    expect(painting.added.map((element) => element.src ?? element.href)).toEqual([
      '/assets/react-1.js',
      '/assets/index-abc.js',
    ]);

    const failed = boot(Promise.reject(new Error('bad answer')));
    await settle();
    failed.nextFrame();
    expect(failed.added).toHaveLength(2);
    expect(failed.errors[0]?.[1]).toEqual(new Error('bad answer'));
    expect(painting.errors).toEqual([]);
  });
});

describe('frameLanguageLinkScript', () => {
  const run = (pathname, search = '') => {
    const links = [
      {
        href: '/hi/shop/category/:categoryName/:productId',
        setAttribute(_name, value) {
          this.href = value;
        },
      },
    ];
    const context = {
      location: { pathname, search, hash: '' },
      document: { querySelectorAll: () => links },
    };
    vm.runInNewContext(frameLanguageLinkScript(), context);
    return links[0].href;
  };

  it('points the language switch of a product frame at this product in the other language', () => {
    expect(run('/shop/category/soap/9', '?x=1')).toBe('/hi/shop/category/soap/9?x=1');
    expect(run('/hi/shop/category/soap/9')).toBe('/shop/category/soap/9');
  });

  it('points it where the app’s switch does (localizePath), on every kind of path', () => {
    for (const [pathname, search] of [
      ['/', ''],
      ['/hi', ''],
      ['/hi/', '?sort=x'],
      ['/hindi', ''],
      ['/shop/hi', ''],
      ['/hi/cart', '?a=1'],
    ]) {
      const other = localeOfPath(pathname) === 'hi' ? 'en' : 'hi';
      expect(run(pathname, search), pathname).toBe(localizePath(`${pathname}${search}`, other));
    }
  });

  it('is in every pre-rendered page', () => {
    const html = pageHtml(TEMPLATE, { html: '<p>x</p>', route: '/about', title: 'About' });
    expect(html).toContain(`<script>${frameLanguageLinkScript()}</script>`);
  });
});

// Its behaviour with the app's header and hydration: src/app/start.test.tsx.
describe('earlyTogglesScript', () => {
  it('is in every pre-rendered page, before the script that starts the app', () => {
    const html = pageHtml(TEMPLATE, { html: '<p>x</p>', route: '/about', title: 'About' });
    const early = html.indexOf(`<script>${earlyTogglesScript()}</script>`);
    expect(early).toBeGreaterThan(html.indexOf('<div id="root">'));
    expect(early).toBeLessThan(html.indexOf('index-abc.js'));
  });
});
