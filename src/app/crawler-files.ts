import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { languageAlternates } from '@/i18n/alternates';
import { LOCALES, localizePath } from '@/i18n/locale';
import { escapeHtml } from '@/lib/escape-html.mjs';
import { isUrlPattern, prerenderPages } from './prerender-pages';

/**
 * The pages search engines are asked not to crawl, in every language: the cart and the order
 * form, accounts and their forms, order tracking, the search's results (pages of the shop's own
 * search, which a search engine should not list) and the admin area. Each is a path prefix, as
 * robots.txt reads them (`/cart` covers `/cart/order`, `/admin` covers `/adminLogin`).
 */
export const NOT_CRAWLED = [
  paths.cart.path,
  paths.account.path,
  paths.auth.path,
  paths.logout.path,
  paths.forgotPassword.path,
  paths.trackOrder.path,
  paths.search.path,
  paths.admin.path,
  paths.adminLogin.path,
] as const;

/** Every page the build pre-renders with a URL of its own (not the product frame, a pattern), in every language. */
export function sitemapPages(): string[] {
  return prerenderPages()
    .map((page) => page.url)
    .filter((url) => !isUrlPattern(url));
}

/**
 * The sitemap (dist/sitemap.xml): each pre-rendered page at its absolute URL on the shop's site,
 * with the same `hreflang` alternates as its HTML (every language and x-default), so search
 * engines find the Hindi pages and offer each shopper theirs. Product pages are read in the
 * browser and found through the shop's pages.
 */
export function sitemapXml(site = env.VITE_SITE_URL): string {
  const entries = sitemapPages().map((url) => {
    const links = languageAlternates(url, site).map(
      (alternate) =>
        `    <xhtml:link rel="alternate" hreflang="${alternate.hreflang}" href="${escapeHtml(alternate.href)}"/>`,
    );
    return ['  <url>', `    <loc>${escapeHtml(`${site}${url}`)}</loc>`, ...links, '  </url>'].join('\n');
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}

/** robots.txt: every page crawled but NOT_CRAWLED, in every language, and where the sitemap is. */
export function robotsTxt(site = env.VITE_SITE_URL): string {
  const refused = NOT_CRAWLED.flatMap((path) => LOCALES.map((locale) => localizePath(path, locale)));
  return [
    'User-agent: *',
    'Allow: /',
    ...refused.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${site}/sitemap.xml`,
    '',
  ].join('\n');
}

/** The files crawlers read at the site's root, by name: the build writes them into dist/, the dev server serves them. */
export const CRAWLER_FILES: Record<string, { type: string; text: () => string }> = {
  'robots.txt': { type: 'text/plain; charset=utf-8', text: () => robotsTxt() },
  'sitemap.xml': { type: 'application/xml; charset=utf-8', text: () => sitemapXml() },
};
