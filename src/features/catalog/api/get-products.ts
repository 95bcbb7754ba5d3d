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
import { productSchema, type Product, type ProductSort } from '../schema';
import { CatalogError } from './errors';

export const PRODUCTS_COLLECTION = 'productsList';

/** Where the next page starts: the sort value and id of the last product shown. */
export type ProductCursor = readonly [number, number] | readonly [number];

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

const SORT_FIELDS: Record<ProductSort, { field: string | null; direction: 'asc' | 'desc' }> = {
  none: { field: null, direction: 'asc' },
  PLTH: { field: 'price', direction: 'asc' },
  PHTL: { field: 'price', direction: 'desc' },
  RLTH: { field: 'rating.rate', direction: 'asc' },
  RHTL: { field: 'rating.rate', direction: 'desc' },
};

function cursorOf(product: Product, sort: ProductSort): ProductCursor {
  if (sort === 'none') return [product.id];
  return [sort.startsWith('P') ? product.price : product.rating.rate, product.id];
}

/**
 * One page of the catalogue, filtered and sorted by Firestore (indexes in
 * firestore.indexes.json), never a whole-collection read.
 */
export async function getProducts({
  category = 'all',
  sort = 'none',
  pageSize = PRODUCTS_PAGE_SIZE,
  after = null,
}: ProductQuery = {}): Promise<ProductPage> {
  const { field, direction } = SORT_FIELDS[sort];
  const constraints: QueryConstraint[] = [];
  if (category !== 'all') constraints.push(where('category', '==', category));
  if (field) constraints.push(orderBy(field, direction));
  constraints.push(orderBy('id', field ? direction : 'asc'));
  if (after) constraints.push(startAfter(...after));
  constraints.push(limit(pageSize + 1));

  let snapshot;
  try {
    snapshot = await getDocs(query(collection(getLiteDb(), PRODUCTS_COLLECTION), ...constraints));
  } catch (error) {
    throw new CatalogError('Could not load products, please try again later!', { cause: error });
  }
  const products = snapshot.docs.slice(0, pageSize).map((doc) => {
    const parsed = productSchema.safeParse(doc.data());
    if (!parsed.success) {
      throw new CatalogError(`Product ${doc.id} is malformed`, { cause: parsed.error });
    }
    return parsed.data;
  });
  const last = products.at(-1);
  const next = snapshot.docs.length > pageSize && last ? cursorOf(last, sort) : null;
  return { products, next };
}
