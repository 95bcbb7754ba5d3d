import {
  collection,
  getDocs,
  limit,
  orderBy,
  query,
  startAfter,
  where,
  type QueryConstraint,
} from 'firebase/firestore/lite';
import { getLiteDb } from '@/lib/firebase/firestore-lite';
import { PRODUCTS_PAGE_SIZE } from '@/config/constants';
import type { CategoryKey } from '../categories';
import { catalogMessages } from '../messages';
import { cursorOf, productOrdering, type ProductCursor } from '../product-ordering';
import type { Product, ProductSort } from '../schema';
import { CatalogError } from './errors';
import { parseProduct } from './parse-product';

export const PRODUCTS_COLLECTION = 'productsList';
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
 * One page of the catalogue, filtered and sorted by Firestore (indexes in
 * firestore.indexes.json), never a whole-collection read. Reads one product more than the
 * page to know whether another page follows.
 */
export async function getProducts({
  category = 'all',
  sort = 'none',
  pageSize = PRODUCTS_PAGE_SIZE,
  after = null,
}: ProductQuery = {}): Promise<ProductPage> {
  const constraints: QueryConstraint[] = [];
  if (category !== 'all') constraints.push(where('category', '==', category));
  for (const { field, direction } of productOrdering(sort)) constraints.push(orderBy(field, direction));
  if (after) constraints.push(startAfter(...after));
  constraints.push(limit(pageSize + 1));

  let snapshot;
  try {
    snapshot = await getDocs(query(collection(getLiteDb(), PRODUCTS_COLLECTION), ...constraints));
  } catch (error) {
    throw new CatalogError(catalogMessages.loadFailed, { cause: error });
  }
  const products = snapshot.docs.slice(0, pageSize).map((doc) => parseProduct(doc.id, doc.data()));
  const last = products.at(-1);
  const next = snapshot.docs.length > pageSize && last ? cursorOf(last, sort) : null;
  return { products, next };
}
