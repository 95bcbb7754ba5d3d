import { SEARCH_KEY_MAX_LENGTH, SEARCH_KEY_MIN_LENGTH } from './limits';
import { looseForms } from './transliterate';
import { splitWords, stem } from './normalise';
import { productWords, wordForms, type SearchableProduct } from './product-words';

/** One typed word: its forms, and the key it is looked up by. */
export interface QueryWord {
  text: string;
  forms: string[];
  key: string;
}

/** The most words a search asks the catalogue for (the longest); others are checked in the browser. */
export const MAX_QUERY_KEYS = 4;

/** A parsed search: its words, and the keys the catalogue is asked for (every one must match). */
export interface SearchQuery {
  words: QueryWord[];
  keys: string[];
}

/**
 * The search a text asks for, or null when it has no word of two letters (in loose form).
 * Every word must match: the catalogue is asked for the products holding the keys of all words
 * (up to MAX_QUERY_KEYS, the longest), any further word is checked in the browser.
 */
export function parseQuery(text: string): SearchQuery | null {
  const words = splitWords(text).flatMap((word): QueryWord[] => {
    const first = looseForms(word)[0];
    if (!first || first.length < SEARCH_KEY_MIN_LENGTH) return [];
    return [{ text: word, forms: wordForms(word), key: stem(first).slice(0, SEARCH_KEY_MAX_LENGTH) }];
  });
  if (words.length === 0) return null;
  const keys = [...new Set(words.map((word) => word.key))]
    .sort((a, b) => b.length - a.length)
    .slice(0, MAX_QUERY_KEYS);
  return { words, keys };
}

/**
 * How well a typed word meets a product: 3 a whole title word, 2 a title word's start, 1 only
 * elsewhere (the catalogue found it by its key in the description), 0 not at all.
 */
type Level = 0 | 1 | 2 | 3;

function levelOf(
  word: QueryWord,
  product: SearchableProduct,
  cache: Map<SearchableProduct, ReturnType<typeof productWords>>,
): Level {
  let words = cache.get(product);
  if (!words) {
    // Titles only: the browser does not read descriptions.
    words = productWords({ title: product.title, subTitle: product.subTitle });
    cache.set(product, words);
  }
  let level: Level = 0;
  for (const productWord of words) {
    for (const form of productWord.forms) {
      for (const typed of word.forms) {
        if (!form.startsWith(typed)) continue;
        const found: Level = form === typed ? 3 : 2;
        if (found > level) level = found;
        if (level === 3) return level;
      }
    }
  }
  return level;
}

export interface RankedProduct {
  rating: { rate: number };
  id: number;
}

/**
 * The products that match every word of the query, best first: whole-word title matches before
 * prefixes, title before other texts, then by rating. `products` are the catalogue's answer for
 * `query.keys`: a word whose key the catalogue matched but the titles do not (its description
 * has it; the browser does not read descriptions) counts as a match elsewhere.
 */
export function rankProducts<P extends SearchableProduct & RankedProduct>(
  query: SearchQuery,
  products: readonly P[],
): P[] {
  const cache = new Map<SearchableProduct, ReturnType<typeof productWords>>();
  const scored = products.flatMap((product) => {
    let score = 0;
    for (const word of query.words) {
      let level = levelOf(word, product, cache);
      if (level === 0 && query.keys.includes(word.key)) level = 1;
      if (level === 0) return [];
      score += level;
    }
    return [{ product, score }];
  });
  scored.sort(
    (a, b) =>
      b.score - a.score || b.product.rating.rate - a.product.rating.rate || a.product.id - b.product.id,
  );
  return scored.map((entry) => entry.product);
}
