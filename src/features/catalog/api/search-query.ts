import { COLLECTIONS } from '@/lib/firebase/collections';
import type { RestQuery } from '@/lib/firebase/firestore-rest-request';
import { CARD_FIELDS } from './listing-query';

/**
 * How many products one search reads. The same at 28 or 50,000 products, so a search reads
 * about the same bytes at any size of the catalogue.
 */
export const SEARCH_READ_LIMIT = 40;

/** A card's fields (with the Devanagari title, which the ranking reads as well). */
export const SEARCH_FIELDS = CARD_FIELDS;

/** A key as a field path of the searchKeys map (quoted: a key may start with a digit). */
export const searchKeyField = (key: string) => `searchKeys.\`${key}\``;

/**
 * The catalogue's products whose search keys (written by every admin save) hold every key: one
 * equality per key, which Firestore serves by merging its automatic single-field indexes (no
 * composite index, whatever the words). The browser ranks the answer.
 */
export function searchQuery(keys: readonly string[]): RestQuery {
  return {
    collection: COLLECTIONS.products,
    select: SEARCH_FIELDS,
    where: keys.map((key) => ({ field: searchKeyField(key), equals: true })),
    limit: SEARCH_READ_LIMIT,
  };
}
