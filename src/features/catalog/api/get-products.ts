import { runRestQuery } from '@/lib/firebase/firestore-rest';
import { PRODUCTS_PAGE_SIZE } from '@/config/constants';
import { catalogMessages } from '../messages';
import { cursorOf, type ProductCursor } from '../product-ordering';
import type { ProductSummary } from '../schema';
import { CatalogError } from './errors';
import { listingQuery, type ListingPageQuery } from './listing-query';
import { parseProductSummary } from './parse-product';

export type { ProductCursor };
export type ProductQuery = ListingPageQuery;

export interface ProductPage {
  products: ProductSummary[];
  /** null when this was the last page. */
  next: ProductCursor | null;
}

/**
 * One page of the catalogue with what its cards show, read through Firestore's REST API
 * (public data, no SDK in the shopper's bundle), never a whole-collection read.
 */
export async function getProducts(query: ProductQuery = {}): Promise<ProductPage> {
  const { sort = 'none', pageSize = PRODUCTS_PAGE_SIZE } = query;
  let docs;
  try {
    docs = await runRestQuery(listingQuery(query));
  } catch (error) {
    throw new CatalogError(catalogMessages.loadFailed, { cause: error });
  }
  const products = docs.slice(0, pageSize).map((doc) => parseProductSummary(doc.id, doc.data));
  const last = products.at(-1);
  const next = docs.length > pageSize && last ? cursorOf(last, sort) : null;
  return { products, next };
}
