// The shopper's search: loaded with the search box's first focus or the results page, never
// with a page (it brings the transliteration, src/lib/search).
import type * as z from 'zod/mini';
import { runRestQuery } from '@/lib/firebase/firestore-rest';
import { parseQuery, rankProducts } from '@/lib/search/rank';
import { catalogMessages } from '../messages';
import type { productSummarySchema } from '../schema';
import { CatalogError } from './errors';
import { parseProductSummary } from './parse-product';
import { searchQuery } from './search-query';

/** A product found: what its card shows (with its Devanagari title). */
export type SearchHit = z.infer<typeof productSummarySchema>;

/** How long an answer is kept: the suggestions, the results page and Back read it once. */
const KEEP_MS = 60_000;
const answers = new Map<string, { at: number; answer: Promise<SearchHit[]> }>();

function readKeys(keys: readonly string[]): Promise<SearchHit[]> {
  const id = keys.join(' ');
  const cached = answers.get(id);
  if (cached && Date.now() - cached.at < KEEP_MS) return cached.answer;
  const answer = runRestQuery(searchQuery(keys)).then(
    (docs) => docs.map((doc) => parseProductSummary(doc.id, doc.data)),
    (error: unknown) => {
      answers.delete(id);
      throw new CatalogError(catalogMessages.loadFailed, { cause: error });
    },
  );
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
