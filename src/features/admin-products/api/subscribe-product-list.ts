import type { LivePage } from '@/features/admin-shell/live-feed';
import { adminBackendError, type AdminDataError } from '@/lib/firebase/admin-errors';
import { getAuthInstance } from '@/lib/firebase/auth';
import { COLLECTIONS } from '@/lib/firebase/collections';
import { productSchema, type Product } from '@/lib/firebase/documents/product';
import type { PageDocument } from '@/lib/firebase/first-page-read';
import {
  readSourcedPageAhead,
  subscribeSourcedPage,
  type Page,
  type PageCursor,
} from '@/lib/firebase/live-page';
import { rankProducts } from '@/lib/search/rank';
import type { ListQuery } from '../product-list-query';

/** Where each query of the list ended (null: it has nothing more). */
export type ProductListCursor = readonly (PageCursor | null)[];

/** One page of the list; fromCache: a first answer from the local cache (the server's follows). */
export type ProductListPage = LivePage<Product, ProductListCursor> & { fromCache: boolean };

export type SubscribeProductList = (
  request: { pageSize: number; after?: ProductListCursor },
  onNext: (page: ProductListPage) => void,
  onError: (error: AdminDataError) => void,
) => () => void;

const parseProduct = (document: PageDocument): Product => productSchema.parse(document.data());

/** The products a list query reads, before its sort. */
const sourceOf = (listQuery: ListQuery) => ({ collection: COLLECTIONS.products, filters: listQuery.filters });

const EMPTY: Page<Product> = { items: [], cursor: null, hasMore: false, fromCache: false };

/** The pages of several queries as one: each product once, in the order of the first sort key. */
function merged(pages: readonly Page<Product>[], field: string | undefined): Product[] {
  if (pages.length === 1) return pages[0]?.items ?? [];
  const byId = new Map(pages.flatMap((page) => page.items.map((product) => [product.id, product] as const)));
  const key = (product: Product) => String((product as unknown as Record<string, unknown>)[field ?? 'id']);
  return [...byId.values()].sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : a.id - b.id));
}

/**
 * subscribeProductList(queries)({ pageSize, after }, onNext, onError) → unsubscribe: one live page
 * of the catalogue for the list's queries (product-list-query.ts), each a Firestore query with a
 * limit and a cursor, never the whole collection. Several queries (a search as typed and
 * capitalised) page side by side and their answers are merged.
 */
export function subscribeProductList(queries: readonly ListQuery[]): SubscribeProductList {
  return ({ pageSize, after }, onNext, onError) => {
    // Auth must be registered first, so Firestore sends the admin's token.
    getAuthInstance();
    const answers: (Page<Product> | undefined)[] = queries.map(() => undefined);
    const emit = () => {
      const pages = answers.filter((page) => page !== undefined);
      if (pages.length < queries.length) return;
      const items = merged(pages, queries[0]?.orders[0]?.field);
      const { rank, minStock = 0 } = queries[0] ?? {};
      const stocked = minStock > 0 ? items.filter((product) => product.stock >= minStock) : items;
      onNext({
        // A word search: the answer of its keys, checked for every word and best first.
        items: rank ? rankProducts(rank, stocked) : stocked,
        cursor: pages.map((page) => (page.hasMore ? page.cursor : null)),
        hasMore: pages.some((page) => page.hasMore),
        fromCache: pages.some((page) => page.fromCache),
      });
    };
    const stops = queries.map((listQuery, index) => {
      const previous = after?.[index];
      if (after && !previous) {
        answers[index] = EMPTY;
        return () => undefined;
      }
      return subscribeSourcedPage(
        sourceOf(listQuery),
        listQuery.orders,
        { pageSize, after: previous ?? null },
        parseProduct,
        (page) => {
          answers[index] = page;
          emit();
        },
        (error) => {
          onError(adminBackendError(error));
        },
      );
    });
    emit();
    return () => {
      for (const stop of stops) stop();
    };
  };
}

/**
 * Starts reading the first page of each query subscribeProductList(queries)({ pageSize }) will
 * subscribe, before it does (the route's loader, while the admin check runs), so the list takes
 * those answers rather than asking once it has rendered.
 */
export function readProductListAhead(queries: readonly ListQuery[], pageSize: number): void {
  // Auth must be registered first, so Firestore sends the admin's token.
  getAuthInstance();
  for (const listQuery of queries) readSourcedPageAhead(sourceOf(listQuery), listQuery.orders, pageSize);
}
