import { SEARCH_KEY_MAX_LENGTH, SEARCH_KEY_MIN_LENGTH, SEARCH_KEYS_MAX } from './limits';
import { productWords, type SearchableProduct } from './product-words';

/** A word's starts that are keys, itself (to SEARCH_KEY_MAX_LENGTH letters) the last: 'sampo' → 'sa' … 'sampo'. */
export function keyPrefixes(form: string): string[] {
  const word = form.slice(0, SEARCH_KEY_MAX_LENGTH);
  const result: string[] = [];
  for (let length = SEARCH_KEY_MIN_LENGTH; length <= word.length; length += 1)
    result.push(word.slice(0, length));
  return result;
}

/**
 * The keys a product is found by (its `searchKeys`, written with every save): every prefix of
 * the loose forms of its titles' words (English and Devanagari, with their readings, singulars
 * and synonyms), then the whole loose forms of its category's and description's words. At most
 * SEARCH_KEYS_MAX keys of at most SEARCH_KEY_MAX_LENGTH letters, the titles' first.
 */
export function buildSearchKeys(product: SearchableProduct): string[] {
  const keys = new Set<string>();
  for (const word of productWords(product)) {
    for (const form of word.forms) {
      const candidates =
        word.field === 'title'
          ? keyPrefixes(form)
          : form.length >= SEARCH_KEY_MIN_LENGTH
            ? [form.slice(0, SEARCH_KEY_MAX_LENGTH)]
            : [];
      for (const key of candidates) {
        if (keys.size >= SEARCH_KEYS_MAX) return [...keys];
        keys.add(key);
      }
    }
  }
  return [...keys];
}

/** The stored form of a product's keys: a map key → true, so that a search asks with equalities. */
export type SearchKeyMap = Record<string, true>;

export function searchKeyMap(product: SearchableProduct): SearchKeyMap {
  return Object.fromEntries(buildSearchKeys(product).map((key) => [key, true] as const));
}
