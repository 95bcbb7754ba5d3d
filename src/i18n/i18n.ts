import { messages as englishMessages } from '../locales/en/messages.po';
import { DEFAULT_LOCALE, type Locale } from './locale';
import { messageValues } from './message-values';
import { createI18n, type Messages } from './runtime';

/**
 * The shop's one message instance (src/i18n/runtime.ts). A message's id is its English text (from the features'
 * messages modules, verbatim from the spec): English shows it as it is, or formatted when it has
 * ICU values (the English catalogue holds just those); Hindi shows its catalogue's text.
 * Catalogues are compiled at build time (scripts/vite-i18n-catalog.mjs); Hindi's is loaded only
 * on Hindi pages.
 */
export const i18n = createI18n({
  locale: DEFAULT_LOCALE,
  messages: { [DEFAULT_LOCALE]: englishMessages },
  missing: (locale, id) => {
    // English: a plain text is its own message. Hindi: the build refuses a catalogue that lacks a
    // text, so this one was never added to the catalogues (src/i18n/sources.ts).
    if (locale !== DEFAULT_LOCALE) console.error(`No ${locale} text for the message "${id}"`);
    return id;
  },
});

const loaders: Record<Exclude<Locale, 'en'>, () => Promise<{ messages: Messages }>> = {
  hi: () => import('../locales/hi/messages.po'),
};

const loaded = new Set<Locale>([DEFAULT_LOCALE]);

/** Loads a language's catalogue (once) and makes it the active one. */
export async function activateLocale(locale: Locale): Promise<void> {
  if (!loaded.has(locale) && locale !== 'en') {
    const { messages } = await loaders[locale]();
    i18n.load(locale, messages);
    loaded.add(locale);
  }
  i18n.activate(locale);
}

/** The language of the page. */
export function activeLocale(): Locale {
  return i18n.locale as Locale;
}

/** A message in the active language (outside React; components use `useT`). */
export function translate(text: string, values?: Record<string, unknown>): string {
  return i18n._(text, messageValues(values));
}

/**
 * A text in the active language when it is one of the catalogues' (a toast's text may also be one
 * formatted already, or an admin's, which are English only): otherwise the text as it is.
 */
export function translateKnown(text: string): string {
  return text in i18n.messages ? i18n._(text) : text;
}
