import { isLocale, type Locale } from '@/i18n';

/** Where the shopper's choice of language is kept (this browser). */
export const LANGUAGE_CHOICE_KEY = 'prakriti.language';

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null; // storage blocked by the browser: the choice lasts for the page only
  }
}

/** The language the shopper chose in this browser, or null if they never chose. */
export function readLanguageChoice(): Locale | null {
  const value = storage()?.getItem(LANGUAGE_CHOICE_KEY);
  return isLocale(value) ? value : null;
}

export function rememberLanguageChoice(locale: Locale): void {
  storage()?.setItem(LANGUAGE_CHOICE_KEY, locale);
}

/** The shop's language a browser prefers: the first of its languages that the shop has. */
export function suggestedLocale(languages: readonly string[]): Locale {
  for (const language of languages) {
    const base = language.toLowerCase().split('-')[0];
    if (isLocale(base)) return base;
  }
  return 'en';
}
