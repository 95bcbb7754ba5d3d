import { COLLECTIONS } from '@/lib/firebase/collections';
import { runRestQuery } from '@/lib/firebase/firestore-rest';
import { PRODUCTS_PAGE_SIZE } from '@/config/constants';
import type { CategoryKey } from '../categories';
import { catalogMessages } from '../messages';
import { cursorOf, productOrdering, type ProductCursor } from '../product-ordering';
import type { Product, ProductSort } from '../schema';
import { CatalogError } from './errors';
import { parseProduct } from './parse-product';

export type { ProductCursor };

export interface ProductQuery {
  category?: CategoryKey | 'all';
  sort?: ProductSort;
  pageSize?: number;
  after?: ProductCursor | null;
}

export interface ProductPage {
  products: Product[];
  /** null when this was the last page. */
  next: ProductCursor | null;
}

/**
 * One page of the catalogue, read through Firestore's REST API (public data, no SDK in the
 * shopper's bundle), filtered and sorted by Firestore (indexes in
 * firestore.indexes.json), never a whole-collection read. Reads one product more than the
 * page to know whether another page follows.
 */
export async function getProducts({
  category = 'all',
  sort = 'none',
  pageSize = PRODUCTS_PAGE_SIZE,
  after = null,
}: ProductQuery = {}): Promise<ProductPage> {
  let docs;
  try {
    docs = await runRestQuery({
      collection: COLLECTIONS.products,
      where: category === 'all' ? [] : [{ field: 'category', equals: category }],
      orderBy: productOrdering(sort),
      startAfter: after,
      limit: pageSize + 1,
    });
  } catch (error) {
    throw new CatalogError(catalogMessages.loadFailed, { cause: error });
  }
  const products = docs.slice(0, pageSize).map((doc) => parseProduct(doc.id, doc.data));
  const last = products.at(-1);
  const next = docs.length > pageSize && last ? cursorOf(last, sort) : null;
  return { products, next };
}
