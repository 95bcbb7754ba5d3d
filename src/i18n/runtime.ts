/**
 * The shop's message runtime: it formats the catalogues that scripts/i18n-catalog.mjs compiles at
 * build time (Lingui's compiled form: a text, or a list of texts and `[name, type?, cases?]`
 * placeholders), so the browser never parses ICU. It does what the shop's messages use —
 * placeholders, plural (cardinal; exact `=n` cases), selectordinal and select — in a few hundred
 * bytes, where a general runtime costs every page a few kilobytes of its JS budget.
 * A plural's `#` arrives compiled as its count's text (`count#`, src/i18n/message-values.ts).
 * The build refuses a message with any other placeholder type (FORMATTED_TYPES in
 * scripts/i18n-catalog.mjs), so a placeholder with a type here is a plural, selectordinal or select.
 */

import { messageKey, swapDevanagari } from './message-key.mjs';

/** A placeholder: `[name]`, or `[name, 'plural' | 'selectordinal' | 'select', cases]`. */
export type Placeholder = [name: string, type?: string, cases?: Record<string, CompiledMessage>];
export type CompiledMessage = string | readonly (string | Placeholder)[];
/** A compiled catalogue: each message under its key, a hash of its id (src/i18n/message-key.mjs). */
export type Messages = Record<number, CompiledMessage>;

/**
 * A catalogue as its module packs it (packMessages in scripts/i18n-catalog.mjs): the Devanagari
 * swapped back, and each message under its key, the sum of the steps up to it.
 */
export function unpackMessages(packed: string): Messages {
  const [steps, list] = JSON.parse(swapDevanagari(packed)) as [string, CompiledMessage[]];
  const keys = steps.split(',');
  let key = 0;
  return Object.fromEntries(
    list.map((message, index) => [(key += parseInt(keys[index] as string, 36)), message]),
  );
}

type Values = Record<string, unknown> | undefined;

const pluralRules = new Map<string, Intl.PluralRules>();
/** The CLDR plural category of a count in a language (cached per language and kind). */
function pluralCategory(locale: string, type: 'cardinal' | 'ordinal', count: number): string {
  const key = `${locale}:${type}`;
  let rules = pluralRules.get(key);
  if (!rules) {
    rules = new Intl.PluralRules(locale, { type });
    pluralRules.set(key, rules);
  }
  return rules.select(count);
}

function caseOf(locale: string, placeholder: Placeholder, value: unknown): CompiledMessage | undefined {
  const [, type, cases = {}] = placeholder;
  if (type === 'select') return cases[String(value)] ?? cases.other;
  const count = Number(value);
  const kind = type === 'selectordinal' ? 'ordinal' : 'cardinal';
  return cases[String(count)] ?? cases[pluralCategory(locale, kind, count)] ?? cases.other;
}

/** A compiled message with its values, in a language (the language picks the plural forms). */
export function formatMessage(locale: string, message: CompiledMessage, values: Values): string {
  if (typeof message === 'string') return message;
  let text = '';
  for (const token of message) {
    if (typeof token === 'string') {
      text += token;
      continue;
    }
    const [name, type] = token;
    const value = values?.[name];
    if (!type) {
      if (value != null) text += typeof value === 'string' ? value : JSON.stringify(value);
      continue;
    }
    const chosen = caseOf(locale, token, value);
    if (chosen !== undefined) text += formatMessage(locale, chosen, values);
  }
  return text;
}

export interface I18n {
  /** The active language. */
  readonly locale: string;
  /** Whether the active language's catalogue has the message of this id. */
  has(id: string): boolean;
  /** A message by its id (its English text) in the active language, formatted with its values. */
  _(id: string, values?: Record<string, unknown>): string;
  /** Adds compiled messages (by key, src/i18n/message-key.mjs) to a language's catalogue (parts load one by one). */
  load(locale: string, messages: Messages): void;
  activate(locale: string): void;
  /** Called when the active language changes; returns the unsubscribe. */
  on(event: 'change', listener: () => void): () => void;
}

interface Options {
  locale: string;
  messages: Record<string, Messages>;
  /** What to show for an id the active catalogue lacks. */
  missing: (locale: string, id: string) => string;
}

export function createI18n({ locale, messages, missing }: Options): I18n {
  const catalogues: Record<string, Messages> = { ...messages };
  const listeners = new Set<() => void>();
  let active = locale;
  const changed = () => {
    for (const listener of listeners) listener();
  };
  return {
    get locale() {
      return active;
    },
    has(id) {
      return catalogues[active]?.[messageKey(id)] !== undefined;
    },
    _(id, values) {
      const message = catalogues[active]?.[messageKey(id)];
      // A missing message shows as the text `missing` gives (an English id is its own text).
      return message === undefined ? missing(active, id) : formatMessage(active, message, values);
    },
    load(target, added) {
      catalogues[target] = { ...catalogues[target], ...added };
      changed();
    },
    activate(target) {
      active = target;
      changed();
    },
    on(_event, listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
