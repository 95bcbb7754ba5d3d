import { env } from '@/config/env';
import { DEFAULT_LOCALE, LOCALES, localizePath, stripLocale } from './locale';

export interface LanguageAlternate {
  hreflang: string;
  href: string;
}

/**
 * The `hreflang` alternates of a page: its URL in every language, and x-default (English), as
 * absolute URLs on the shop's site (VITE_SITE_URL), so search engines offer each shopper theirs.
 */
export function languageAlternates(path: string, site = env.VITE_SITE_URL): LanguageAlternate[] {
  const bare = stripLocale(path.split(/[?#]/)[0] ?? '/');
  return [
    ...LOCALES.map((locale) => ({ hreflang: locale, href: `${site}${localizePath(bare, locale)}` })),
    { hreflang: 'x-default', href: `${site}${localizePath(bare, DEFAULT_LOCALE)}` },
  ];
}
