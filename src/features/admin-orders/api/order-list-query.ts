import { collection, query, Timestamp, where, type Query, type QueryConstraint } from 'firebase/firestore';
import { COLLECTIONS } from '@/lib/firebase/collections';
import { getDb } from '@/lib/firebase/firestore';
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
  if (filter.search.kind === 'id') throw new Error('An id search reads its one order: see orderPassesFilter');
  const constraints: QueryConstraint[] = [];
  if (filter.status) constraints.push(where('status', '==', filter.status));
  if (filter.search.kind === 'phone') constraints.push(where('phoneKey', '==', filter.search.key));
  if (filter.search.kind === 'name') constraints.push(where('nameKeys', 'array-contains', filter.search.key));
  if (filter.start !== null) constraints.push(where('createdAt', '>=', Timestamp.fromMillis(filter.start)));
  if (filter.end !== null) constraints.push(where('createdAt', '<', Timestamp.fromMillis(filter.end)));
  return query(collection(getDb(), COLLECTIONS.orders), ...constraints);
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
