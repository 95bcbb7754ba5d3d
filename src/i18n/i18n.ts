import { DEFAULT_LOCALE, type Locale } from './locale';
import { messageValues } from './message-values';
import { withNeededParts, type MessagePart } from './parts';
import { createI18n, unpackMessages } from './runtime';

/**
 * The shop's one message instance (src/i18n/runtime.ts). A message's id is its English text (from the features'
 * messages modules, verbatim from the spec): English shows it as it is, or formatted when it has
 * ICU values (the English catalogue holds just those); Hindi shows its catalogue's text.
 * Catalogues are compiled at build time (scripts/vite-i18n-catalog.mjs) and each is loaded only on
 * its language's pages: English's whole (it is small), Hindi's in parts: the shared texts, and each
 * route's own (src/i18n/parts.ts). Nothing shows before its language's catalogue is loaded
 * (`activateLocale`).
 */
const missed: string[] = [];

export const i18n = createI18n({
  locale: DEFAULT_LOCALE,
  messages: {},
  missing: (locale, id) => {
    // English: a plain text is its own message, one with ICU values is in the English catalogue,
    // which was not loaded yet. Another language: the build refuses a catalogue that lacks a text,
    // so this one's part was not loaded for the page (its route's `messageParts`), or it was never
    // added to the catalogues (src/i18n/sources.ts).
    if (locale !== DEFAULT_LOCALE || id.includes('{')) {
      missed.push(id);
      console.error(`No ${locale} text for the message "${id}" (is its part of the catalogue loaded?)`);
    }
    return id;
  },
});

/** The texts shown untranslated since the last call (the tests fail on any). */
export function takeMissedMessages(): string[] {
  return missed.splice(0);
}

type CatalogPart = () => Promise<{ messages: string }>;

/**
 * Each part of each language's catalogue (src/i18n/parts.ts), compiled from its .po file. English
 * has one small catalogue (its texts with ICU values), loaded with the shared part; a Hindi page
 * never loads it.
 */
const catalogs: Record<Locale, Partial<Record<MessagePart, CatalogPart>>> = {
  en: { shared: () => import('../locales/en/messages.po') },
  hi: {
    shared: () => import('../locales/hi/shared.part.po'),
    fields: () => import('../locales/hi/fields.part.po'),
    forms: () => import('../locales/hi/forms.part.po'),
    cart: () => import('../locales/hi/cart.part.po'),
    catalog: () => import('../locales/hi/catalog.part.po'),
    search: () => import('../locales/hi/search.part.po'),
    suggestions: () => import('../locales/hi/suggestions.part.po'),
    home: () => import('../locales/hi/home.part.po'),
    checkout: () => import('../locales/hi/checkout.part.po'),
    orders: () => import('../locales/hi/orders.part.po'),
    account: () => import('../locales/hi/account.part.po'),
    toasts: () => import('../locales/hi/toasts.part.po'),
  },
};

/** Parts loaded (or loading), per language. */
const loading = new Map<string, Promise<void>>();

function loadPart(locale: Locale, part: MessagePart): Promise<void> {
  const load = catalogs[locale][part];
  if (!load) return Promise.resolve();
  const key = `${locale}/${part}`;
  const known = loading.get(key);
  if (known) return known;
  const loaded = load().then(({ messages }) => {
    i18n.load(locale, unpackMessages(messages));
  });
  // A failed load (offline?) may be tried again by the next page.
  loaded.catch(() => loading.delete(key));
  loading.set(key, loaded);
  return loaded;
}

/**
 * Loads a language's shared texts and the given parts of its catalogue (once each), then makes it
 * the active language. English loads its one catalogue (its plain texts are their own ids).
 */
export async function activateLocale(locale: Locale, parts: readonly MessagePart[] = []): Promise<void> {
  await loadParts(locale, ['shared', ...parts]);
  i18n.activate(locale);
}

/** Loads parts of the active language's catalogue (a route's, before it renders). */
export async function loadMessageParts(parts: readonly MessagePart[]): Promise<void> {
  await loadParts(i18n.locale as Locale, parts);
}

/** Parts of a language's catalogue, each with the parts it builds on (src/i18n/parts.ts). */
async function loadParts(locale: Locale, parts: readonly MessagePart[]): Promise<void> {
  await Promise.all(withNeededParts(parts).map((part) => loadPart(locale, part)));
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
  return i18n.has(text) ? i18n._(text) : text;
}
