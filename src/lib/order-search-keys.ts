/**
 * The search keys an order carries, so the admin orders list finds it by what a person types:
 * `phoneKey` (the phone's national number) and `nameKeys` (lower-cased word and phrase prefixes
 * of the name). Written at placement (checkout), searched by the admin area, and filled in on
 * older orders by scripts/backfill-order-search-keys.mjs: one derivation for all three.
 */

/** Digits of a national mobile number in India; a phone is known by its last ten digits. */
export const PHONE_KEY_DIGITS = 10;

/** The longest name key: a typed name is matched on its first NAME_KEY_MAX_LENGTH characters. */
export const NAME_KEY_MAX_LENGTH = 20;

/**
 * The most name keys an order carries (the rules allow no more). Every word's own prefixes come
 * first (at most one per character of a 100-character name), then phrase prefixes that run
 * across words, as many as fit.
 */
export const NAME_KEYS_MAX = 160;

/**
 * The phone as the orders list knows it: its digits, the last ten (09876543210, 919876543210
 * and +91 98765 43210 are all 9876543210). An order's number has 10–15 digits; a typed
 * search with fewer keeps what it has (and finds nothing).
 */
export function phoneKey(phone: string): string {
  return phone.replace(/\D/g, '').slice(-PHONE_KEY_DIGITS);
}

/**
 * A name as it is searched: Unicode-normalised (NFKC), lower-cased, every run of characters that
 * are not letters, marks or digits (spaces, dots, apostrophes, hyphens) one space, trimmed. So
 * "Ramesh  KUMAR", "ramesh-kumar" and "Ramesh Kumar." read alike.
 */
export function searchableName(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, ' ')
    .trim();
}

/** The prefixes of `text` from 1 to NAME_KEY_MAX_LENGTH characters that do not end in a space. */
function prefixes(text: string, from: number): string[] {
  const keys: string[] = [];
  const most = Math.min(text.length, NAME_KEY_MAX_LENGTH);
  for (let length = from; length <= most; length += 1) {
    const key = text.slice(0, length);
    if (!key.endsWith(' ')) keys.push(key);
  }
  return keys;
}

/**
 * An order's name keys: every prefix of every word ('r', 'ra', … 'ramesh', 'k', … 'kumar'), then
 * the prefixes that run on into the following words from each word's start ('ramesh k', …
 * 'ramesh kumar'), each at most NAME_KEY_MAX_LENGTH characters, no key twice, at most
 * NAME_KEYS_MAX keys (phrase keys of very long names are left out first; every word stays
 * findable).
 */
export function nameSearchKeys(name: string): string[] {
  const text = searchableName(name);
  if (!text) return [];
  const starts: string[] = [];
  for (const match of text.matchAll(/\S+/g)) starts.push(text.slice(match.index));
  const words = starts.map((rest) => rest.split(' ')[0] ?? '');
  const keys = new Set<string>();
  for (const word of words) for (const key of prefixes(word, 1)) keys.add(key);
  for (const [index, rest] of starts.entries()) {
    for (const key of prefixes(rest, (words[index]?.length ?? 0) + 2)) {
      if (keys.size >= NAME_KEYS_MAX) return [...keys];
      keys.add(key);
    }
  }
  return [...keys].slice(0, NAME_KEYS_MAX);
}

/**
 * The key a typed name is looked up by: the text made searchable, cut to NAME_KEY_MAX_LENGTH
 * characters (what the keys hold); '' when nothing searchable was typed.
 */
export function nameSearchTerm(typed: string): string {
  return searchableName(typed).slice(0, NAME_KEY_MAX_LENGTH).trimEnd();
}

/** Both keys of an order, from its name and number as stored. */
export function orderSearchKeys(order: { name: string; number: string }): {
  phoneKey: string;
  nameKeys: string[];
} {
  return { phoneKey: phoneKey(order.number), nameKeys: nameSearchKeys(order.name) };
}
