import type { Locale } from '@/i18n/locale';

/**
 * Each language's name in English: the admin area's word for it, and the language switch's on a
 * device that cannot draw Devanagari. (Not in src/i18n, whose modules are what a page's i18n
 * allowance counts: this is no runtime and no catalogue.)
 */
export const ENGLISH_LANGUAGE_NAME: Record<Locale, string> = { en: 'English', hi: 'Hindi' };
