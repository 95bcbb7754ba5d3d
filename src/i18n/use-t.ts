import { useSyncExternalStore } from 'react';
import { i18n } from './i18n';
import { messageValues } from './message-values';
import { INTL_LOCALE, type Locale } from './locale';

export type Translate = (text: string, values?: Record<string, unknown>) => string;

const subscribe = (onChange: () => void) => i18n.on('change', onChange);
const currentLocale = () => i18n.locale as Locale;

/** The page's language; a component re-renders when it changes. */
export function useLocale(): Locale {
  return useSyncExternalStore(subscribe, currentLocale, currentLocale);
}

/**
 * The message function of the page's language: `t(m.placeOrder)`, `t(m.showing, { shown })`.
 * Its argument is the English text from a messages module, which is also its id.
 */
export function useT(): Translate {
  return translatorOf(useLocale());
}

/** One function per language: stable while the language stays, new (re-rendering memoised children) when it changes. */
const translators = new Map<Locale, Translate>();
function translatorOf(locale: Locale): Translate {
  let translator = translators.get(locale);
  if (!translator) {
    translator = (text, values) => i18n._(text, messageValues(values));
    translators.set(locale, translator);
  }
  return translator;
}

/** The page's language for Intl (dates, numbers). */
export function useIntlLocale(): string {
  return INTL_LOCALE[useLocale()];
}
