import { hasDevanagari } from '@/lib/search/normalise';
import { parseQuery, type SearchQuery } from '@/lib/search/rank';

export { hasDevanagari };

/** What a search box text asks the products list for. */
export type ProductSearch =
  | { kind: 'none' }
  | { kind: 'id'; id: number }
  /** The shop's search (src/lib/search): every word, in any script, as shoppers search. */
  | { kind: 'words'; query: SearchQuery };

/**
 * Digits alone are a product id; any other text is searched as the shop searches it: the
 * catalogue is asked for its longest word's key, the other words are checked in the browser
 * and the products ranked as the shopper's search ranks them.
 */
export function normaliseSearch(text: string): ProductSearch {
  const cleaned = text.normalize('NFC').trim().replace(/\s+/g, ' ');
  if (/^\d+$/.test(cleaned)) return { kind: 'id', id: Number(cleaned) };
  const query = parseQuery(cleaned);
  return query ? { kind: 'words', query } : { kind: 'none' };
}
