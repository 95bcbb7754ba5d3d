import { describe, expect, it } from 'vitest';
import { pageHtml } from './prerender-html.mjs';

const TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <meta
      name="description"
      content="The shop's own description."
    />
    <title>Prakriti Ayurveda</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
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

  it('refuses a template without a plain #root', () => {
    expect(() => pageHtml(TEMPLATE.replace('<div id="root">', '<div id="app">'), page)).toThrow(/root/);
  });
});
