import { COLLECTIONS } from '@/lib/firebase/collections';
import {
  restDocumentRequest,
  restQueryRequest,
  type RestRequest,
  type RestTarget,
} from '@/lib/firebase/firestore-rest-request';
import type { CategoryKey } from '../categories';
import { sortFromSearch } from '../sort-options';
import { listingQuery } from './listing-query';

/**
 * The catalogue read a page starts with, from its address alone: a category page's first page
 * in its sort order, or a product page's document; null for every other page. index.html's
 * inline script sends it before the app has loaded, and the app builds its own reads with the
 * same functions, so the two requests are the same text (see src/lib/firebase/first-read.ts).
 * Mirrors the routes /shop/category/:categoryName and /shop/category/:categoryName/:productId, in
 * English and under the Hindi pages' /hi prefix (src/i18n/locale.ts LOCALE_PREFIX): the products read
 * are the same in both languages.
 */
export function firstReadRequest(target: RestTarget, pathname: string, search: string): RestRequest | null {
  const match = /^(?:\/hi)?\/shop\/category\/([^/]+)(?:\/([^/]+))?\/?$/.exec(pathname);
  if (!match) return null;
  // The category is taken as it is (checking it would put the category table in every page's
  // HTML): for a name the shop does not have, the page reads nothing and this read goes unused.
  const [, category = '', productId] = match;
  if (productId === undefined) {
    return restQueryRequest(
      target,
      listingQuery({ category: category as CategoryKey, sort: sortFromSearch(new URLSearchParams(search)) }),
    );
  }
  const id = /^\d{1,9}$/.test(productId) ? Number(productId) : 0;
  return id > 0 ? restDocumentRequest(target, COLLECTIONS.products, String(id)) : null;
}
