import { describe, expect, it } from 'vitest';
import { CATEGORIES } from '@/features/catalog/categories';
import { languageAlternates } from '@/i18n/alternates';
import { NOT_CRAWLED, robotsTxt, sitemapPages, sitemapXml } from './crawler-files';

const SITE = 'https://shop.example.in';

/** The Disallow rules of a robots.txt, and whether one refuses a path (a prefix, as crawlers read them). */
function refusedBy(robots: string) {
  const rules = robots
    .split('\n')
    .filter((line) => line.startsWith('Disallow: '))
    .map((line) => line.slice('Disallow: '.length));
  return (path: string) => rules.some((rule) => rule !== '' && path.startsWith(rule));
}

describe('sitemapXml', () => {
  const xml = sitemapXml(SITE);
  const doc = new DOMParser().parseFromString(xml, 'application/xml');
  const entries = [...doc.getElementsByTagNameNS('http://www.sitemaps.org/schemas/sitemap/0.9', 'url')];

  it('is a well-formed sitemap with one entry per pre-rendered page, English and Hindi', () => {
    expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
    const locs = entries.map((entry) => entry.getElementsByTagName('loc')[0]?.textContent);
    expect(locs).toEqual(sitemapPages().map((url) => `${SITE}${url}`));
    expect(locs).toEqual(
      expect.arrayContaining([
        `${SITE}/`,
        `${SITE}/hi`,
        `${SITE}/about`,
        `${SITE}/hi/about`,
        `${SITE}/shop/category/all`,
        ...CATEGORIES.map((category) => `${SITE}/hi/shop/category/${category.key}`),
      ]),
    );
    expect(new Set(locs).size).toBe(locs.length);
  });

  it('leaves out the product frame (a URL pattern, not a page)', () => {
    expect(xml).not.toContain(':productId');
    expect(xml).not.toContain('product-frame');
  });

  it('gives each page the alternates its HTML names: every language and x-default', () => {
    for (const entry of entries) {
      const loc = entry.getElementsByTagName('loc')[0]?.textContent ?? '';
      const links = [...entry.getElementsByTagNameNS('http://www.w3.org/1999/xhtml', 'link')].map((link) => ({
        rel: link.getAttribute('rel'),
        hreflang: link.getAttribute('hreflang'),
        href: link.getAttribute('href'),
      }));
      expect(links).toEqual(
        languageAlternates(loc.slice(SITE.length), SITE).map((alternate) => ({
          rel: 'alternate',
          ...alternate,
        })),
      );
      // The page is among its own alternates (search engines ignore one-way alternates).
      expect(links.map((link) => link.href)).toContain(loc);
    }
    const hindiHome = entries.find(
      (entry) => entry.getElementsByTagName('loc')[0]?.textContent === `${SITE}/hi`,
    );
    expect(hindiHome?.innerHTML).toContain(`hreflang="en" href="${SITE}/"`);
  });
});

describe('robotsTxt', () => {
  const robots = robotsTxt(SITE);
  const refused = refusedBy(robots);

  it('keeps crawlers out of the cart, accounts, order tracking, search results and the admin area, in both languages', () => {
    for (const path of [
      '/cart',
      '/cart/order',
      '/hi/cart',
      '/hi/cart/order',
      '/account',
      '/hi/account',
      '/auth',
      '/hi/auth',
      '/track-order',
      '/hi/track-order',
      '/search',
      '/hi/search',
      '/forgot-password',
      '/hi/forgot-password',
      '/admin/orders',
      '/adminLogin',
    ]) {
      expect(refused(path), path).toBe(true);
    }
    expect(NOT_CRAWLED.length).toBeGreaterThan(0);
  });

  it('lets crawlers read every page of the sitemap, and the product pages', () => {
    for (const url of sitemapPages()) expect(refused(url), url).toBe(false);
    expect(refused('/shop/category/soap/9')).toBe(false);
    expect(refused('/hi/shop/category/soap/9')).toBe(false);
    expect(refused('/products/neem-tulsi-soap-1.svg')).toBe(false);
  });

  it('names the sitemap on the shop’s site', () => {
    expect(robots).toMatch(/^User-agent: \*$/m);
    expect(robots).toContain(`\nSitemap: ${SITE}/sitemap.xml\n`);
  });
});
