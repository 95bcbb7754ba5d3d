import { collection, query, where, type Query } from 'firebase/firestore';
import { COLLECTIONS } from '@/lib/firebase/collections';
import { getDb } from '@/lib/firebase/firestore';
import type { PageSource } from '@/lib/firebase/first-page-read';
import type { OrderStatus } from '@/lib/firebase/documents/order';
import type { OrderSearch } from '../order-list-filter';

/** A list query's filter: a status (none = every status), a search, a date range. */
export interface OrderQueryFilter {
  status: OrderStatus | null;
  search: OrderSearch;
  /** createdAt from start (inclusive) to end (exclusive), epoch ms; null = open. */
  start: number | null;
  end: number | null;
}

/**
 * orders/* narrowed to a filter, not yet sorted: a status and a phone key are equalities, a name
 * key an array-contains on nameKeys, the dates a range on createdAt (each pairing has its
 * composite index in firestore.indexes.json). An id search is no query: the list, the counts and the export read
 * that one document and keep it when orderPassesFilter says so (Firestore refuses an equality on
 * the id beside a range on createdAt).
 */
export function orderListQuery(filter: OrderQueryFilter): Query {
  const source = orderListSource(filter);
  return query(
    collection(getDb(), source.collection),
    ...source.filters.map(({ field, op, value }) => where(field, op, value)),
  );
}

/** orderListQuery as plain data, which the live list and its one-shot first read build alike. */
export function orderListSource(filter: OrderQueryFilter): PageSource {
  if (filter.search.kind === 'id') throw new Error('An id search reads its one order: see orderPassesFilter');
  const filters: PageSource['filters'][number][] = [];
  if (filter.status) filters.push({ field: 'status', op: '==', value: filter.status });
  if (filter.search.kind === 'phone') filters.push({ field: 'phoneKey', op: '==', value: filter.search.key });
  if (filter.search.kind === 'name')
    filters.push({ field: 'nameKeys', op: 'array-contains', value: filter.search.key });
  // Dates: both SDKs store and compare a Date as a timestamp.
  if (filter.start !== null) filters.push({ field: 'createdAt', op: '>=', value: new Date(filter.start) });
  if (filter.end !== null) filters.push({ field: 'createdAt', op: '<', value: new Date(filter.end) });
  return { collection: COLLECTIONS.orders, filters };
}

/**
 * Whether an order read by its id (an id search reads the one document, not orderListQuery)
 * passes the rest of the filter as orderListQuery would: its status tab and its dates. So the
 * list, the tab counts and the CSV, which count and export orderListQuery, agree.
 */
export function orderPassesFilter(
  order: { status: string; createdAt: number | null },
  filter: Pick<OrderQueryFilter, 'status' | 'start' | 'end'>,
): boolean {
  if (filter.status && order.status !== filter.status) return false;
  if (filter.start === null && filter.end === null) return true;
  if (order.createdAt === null) return false;
  return (
    (filter.start === null || order.createdAt >= filter.start) &&
    (filter.end === null || order.createdAt < filter.end)
  );
}

/**
 * What an orders list is sorted on (descending, then the document id): createdAt, whatever the
 * search (a phone or name key is an equality or an array-contains, no range).
 */
export const ORDER_LIST_SORT_FIELDS: readonly string[] = ['createdAt'];
