import type { MessagePart } from './parts';

/**
 * The shopper's languages. English pages keep today's paths; Hindi pages live under /hi/…
 * (one URL per language, both pre-rendered). The admin area is English only.
 */
export const LOCALES = ['en', 'hi'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** The path prefix of a language's pages ('' for English). */
export const LOCALE_PREFIX: Record<Locale, string> = { en: '', hi: '/hi' };

/** For Intl (₹, Indian digit grouping, dates): both with Latin digits, as Indian shops print prices. */
export const INTL_LOCALE: Record<Locale, string> = { en: 'en-IN', hi: 'hi-IN' };

/** The language's own name, as the switch offers it. */
export const LANGUAGE_NAME: Record<Locale, string> = { en: 'English', hi: 'हिन्दी' };

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The language of a URL path: /hi and /hi/… are Hindi, everything else English. */
export function localeOfPath(pathname: string): Locale {
  return pathname === '/hi' || pathname.startsWith('/hi/') ? 'hi' : 'en';
}

/** A path without its language prefix: /hi/cart → /cart, /hi → /. */
export function stripLocale(pathname: string): string {
  const locale = localeOfPath(pathname);
  if (locale === 'en') return pathname;
  const rest = pathname.slice(LOCALE_PREFIX[locale].length);
  return rest === '' ? '/' : rest;
}

/** The same page in another language: /shop/category/soap?sort=x → /hi/shop/category/soap?sort=x. */
export function localizePath(path: string, locale: Locale): string {
  const [pathname, rest] = splitPath(path);
  const bare = stripLocale(pathname);
  const prefix = LOCALE_PREFIX[locale];
  return `${prefix && bare === '/' ? prefix : `${prefix}${bare}`}${rest}`;
}

function splitPath(path: string): [string, string] {
  const cut = path.search(/[?#]/);
  return cut === -1 ? [path, ''] : [path.slice(0, cut), path.slice(cut)];
}

/**
 * The catalogue modules a page in a language loads for these parts (the pre-render preloads them, and
 * the app shell its language's `shared`: vite.config.ts):
 * English's one catalogue with `shared`, another language's module per part.
 */
export function catalogModules(locale: Locale, parts: readonly MessagePart[]): string[] {
  if (locale === DEFAULT_LOCALE) return parts.includes('shared') ? ['src/locales/en/messages.po'] : [];
  return parts.map((part) => `src/locales/${locale}/${part}.part.po`);
}
