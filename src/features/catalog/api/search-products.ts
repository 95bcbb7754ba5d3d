// The shopper's search: loaded with the search box's first focus or the results page, never
// with a page (it brings the transliteration, src/lib/search).
import type * as z from 'zod/mini';
import { COLLECTIONS } from '@/lib/firebase/collections';
import { getRestDocuments, runRestQuery } from '@/lib/firebase/firestore-rest';
import { nearQuery, type IndexReader } from '@/lib/search/near';
import { parseQuery, rankProducts } from '@/lib/search/rank';
import { fromIndexData, holdsEveryKey, indexAnswerStands, intersectEntries } from '@/lib/search/search-index';
import { catalogMessages } from '../messages';
import type { productSummarySchema } from '../schema';
import { CatalogError } from './errors';
import { parseProductSummary } from './parse-product';
import { SEARCH_FIELDS, SEARCH_READ_LIMIT, searchKeyField, searchQuery } from './search-query';

/** A product found: what its card shows (with its Devanagari title). */
export type SearchHit = z.infer<typeof productSummarySchema>;

/** How long an answer is kept: the suggestions, the results page and Back read it once. */
const KEEP_MS = 60_000;
const answers = new Map<string, { at: number; answer: Promise<SearchHit[]> }>();

/**
 * Through the search index (searchIndex/{key}): one batched read of the keys' entries, their
 * ids intersected, then one batched read of the first SEARCH_READ_LIMIT products by id (card
 * fields and the query's keys of their searchKeys, so each is checked against the query). Null
 * when an entry is over its cap and the answer is not full: the catalogue must be asked (before
 * any card is read when the ids alone are too few).
 */
async function readThroughIndex(keys: readonly string[]): Promise<SearchHit[] | null> {
  const entries = await getRestDocuments(COLLECTIONS.searchIndex, keys);
  const { ids, complete } = intersectEntries(keys.map((key) => fromIndexData(entries.get(key)?.data)));
  // Fewer ids than the answer holds, with an entry over: the cards could not make it stand.
  if (!indexAnswerStands(complete, ids.length, SEARCH_READ_LIMIT)) return null;
  const candidates = ids.slice(0, SEARCH_READ_LIMIT).map(String);
  const cards = await getRestDocuments(COLLECTIONS.products, candidates, [
    ...SEARCH_FIELDS,
    ...keys.map(searchKeyField),
  ]);
  const hits = candidates.flatMap((id) => {
    const card = cards.get(id);
    if (!card || !holdsEveryKey(card.data.searchKeys, keys)) return [];
    return [parseProductSummary(id, card.data)];
  });
  return indexAnswerStands(complete, hits.length, SEARCH_READ_LIMIT) ? hits : null;
}

/** The catalogue's products holding every key, by a query on their searchKeys (an entry over). */
async function readByQuery(keys: readonly string[]): Promise<SearchHit[]> {
  const docs = await runRestQuery(searchQuery(keys));
  return docs.map((doc) => parseProductSummary(doc.id, doc.data));
}

function readKeys(keys: readonly string[]): Promise<SearchHit[]> {
  const id = keys.join(' ');
  const cached = answers.get(id);
  if (cached && Date.now() - cached.at < KEEP_MS) return cached.answer;
  const answer = readThroughIndex(keys)
    .then((hits) => hits ?? readByQuery(keys))
    .catch((error: unknown) => {
      answers.delete(id);
      throw new CatalogError(catalogMessages.loadFailed, { cause: error });
    });
  answers.set(id, { at: Date.now(), answer });
  return answer;
}

/** Forgets the answers read so far (a product saved since should be found at once). */
export function forgetSearches(): void {
  answers.clear();
}

/**
 * The products a shopper's text finds, best first (src/lib/search/rank.ts), or [] for a text
 * without a word of two letters. Rejects with a CatalogError when the catalogue cannot be read.
 */
export async function searchProducts(text: string): Promise<SearchHit[]> {
  const query = parseQuery(text);
  if (!query) return [];
  return rankProducts(query, await readKeys(query.keys));
}

/** A search's answer: the products found, or when none, those of its words mended (`near`). */
export interface SearchAnswer {
  hits: SearchHit[];
  near: boolean;
}

/**
 * The results page's search: the products the text finds, or when it finds none, those its
 * words find mended by one slip (searchNear). Rejects with a CatalogError as they do.
 */
export async function searchOrNear(text: string): Promise<SearchAnswer> {
  const hits = await searchProducts(text);
  if (hits.length > 0) return { hits, near: false };
  const near = await searchNear(text);
  return { hits: near, near: near.length > 0 };
}

/** The search index over REST: which keys it holds (their documents' `over` only), and entries. */
const restIndex: IndexReader = {
  present: async (keys) => new Set((await getRestDocuments(COLLECTIONS.searchIndex, keys, ['over'])).keys()),
  entries: async (keys) => {
    const documents = await getRestDocuments(COLLECTIONS.searchIndex, keys);
    return new Map([...documents].map(([key, document]) => [key, fromIndexData(document.data)] as const));
  },
};

/**
 * For a text that found nothing: the products its words find with each word no product holds
 * mended by one slip (src/lib/search/near.ts), best first; [] when none can be mended or the
 * mended words find nothing. Rejects with a CatalogError when the catalogue cannot be read.
 */
export async function searchNear(text: string): Promise<SearchHit[]> {
  const query = parseQuery(text);
  if (!query) return [];
  const near = await nearQuery(query, restIndex).catch((error: unknown) => {
    throw new CatalogError(catalogMessages.loadFailed, { cause: error });
  });
  return near ? rankProducts(near, await readKeys(near.keys)) : [];
}
