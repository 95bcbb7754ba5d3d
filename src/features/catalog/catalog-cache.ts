import { getProduct } from './api/get-product';
import { getProducts } from './api/get-products';
import type { CategoryKey } from './categories';
import type { ProductCursor } from './product-ordering';
import type { Product, ProductSort, ProductSummary } from './schema';

/**
 * What a shop page shows: every product loaded so far for one category and sort order, with
 * the fields its cards show (a product page reads its whole document).
 */
export interface Listing {
  products: ProductSummary[];
  /** Where the next page starts; null when everything is shown. */
  next: ProductCursor | null;
}

/** How long a read is reused; a shopper browsing back and forth reads the catalogue once. */
export const CATALOG_CACHE_MS = 5 * 60 * 1000;

interface Entry<T> {
  at: number;
  value: Promise<T>;
  /** The value once the promise has resolved, so a page can render it without suspending. */
  settled?: { value: T };
}

const listings = new Map<string, Entry<Listing>>();
const products = new Map<number, Entry<Product | null>>();

const fresh = <T>(entry: Entry<T> | undefined): entry is Entry<T> =>
  entry !== undefined && Date.now() - entry.at < CATALOG_CACHE_MS;

const settledEntry = <T>(value: T): Entry<T> => ({
  at: Date.now(),
  value: Promise.resolve(value),
  settled: { value },
});

/** Keeps a promise for reuse, forgetting it again if it fails so a retry reads afresh. */
function store<K, T>(map: Map<K, Entry<T>>, key: K, value: Promise<T>): Promise<T> {
  const entry: Entry<T> = { at: Date.now(), value };
  map.set(key, entry);
  void value.then(
    (result) => {
      entry.settled = { value: result };
    },
    () => {
      if (map.get(key) === entry) map.delete(key);
    },
  );
  return value;
}

const listingKey = (category: CategoryKey | 'all', sort: ProductSort) => `${category}|${sort}`;

/** The first page of a listing, or everything loaded so far when it was read recently. */
export function getListing(category: CategoryKey | 'all', sort: ProductSort): Promise<Listing> {
  const key = listingKey(category, sort);
  const cached = listings.get(key);
  if (fresh(cached)) return cached.value;
  return store(
    listings,
    key,
    getProducts({ category, sort }).then((page) => ({ products: page.products, next: page.next })),
  );
}

/** A listing read recently and already arrived, or undefined: lets a page render at once. */
export function peekListing(category: CategoryKey | 'all', sort: ProductSort): Listing | undefined {
  const cached = listings.get(listingKey(category, sort));
  return fresh(cached) ? cached.settled?.value : undefined;
}

/** Reads the next page of a listing and appends it; the cache keeps the longer listing. */
export async function loadMore(category: CategoryKey | 'all', sort: ProductSort): Promise<Listing> {
  const current = await getListing(category, sort);
  if (!current.next) return current;
  const page = await getProducts({ category, sort, after: current.next });
  const longer = { products: [...current.products, ...page.products], next: page.next };
  listings.set(listingKey(category, sort), settledEntry(longer));
  return longer;
}

/** The first products of an order (e.g. the home page's favourites), shared with the cache. */
export async function getTopProducts(sort: ProductSort, count: number): Promise<ProductSummary[]> {
  const listing = await getListing('all', sort);
  return listing.products.slice(0, count);
}

/** A product's whole document by id, read once and reused for a while. */
export function getCachedProduct(id: number): Promise<Product | null> {
  const cached = products.get(id);
  if (fresh(cached)) return cached.value;
  return store(products, id, getProduct(id));
}

/** Forgets everything (tests, and after an admin changes the catalogue in this tab). */
export function clearCatalogCache() {
  listings.clear();
  products.clear();
}
