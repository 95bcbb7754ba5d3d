import { doc, onSnapshot } from 'firebase/firestore';
import { adminBackendError, type AdminDataError } from '@/lib/firebase/admin-errors';
import { getAuthInstance } from '@/lib/firebase/auth';
import { COLLECTIONS } from '@/lib/firebase/collections';
import { getDb } from '@/lib/firebase/firestore';
import {
  readSourcedPageAhead,
  subscribeSourcedPage,
  type Page,
  type PageRequest,
} from '@/lib/firebase/live-page';
import {
  orderListSource,
  ORDER_LIST_SORT_FIELDS,
  orderPassesFilter,
  type OrderQueryFilter,
} from './order-list-query';
import { toAdminOrder, type AdminOrder } from './order-doc';

const ORDER_LIST_ORDERS = ORDER_LIST_SORT_FIELDS.map((field) => ({ field, direction: 'desc' as const }));

function subscribeOneOrder(
  filter: OrderQueryFilter,
  id: string,
  onNext: (page: Page<AdminOrder>) => void,
  onError: (error: unknown) => void,
): () => void {
  return onSnapshot(
    doc(getDb(), COLLECTIONS.orders, id),
    // Metadata changes too, so the server's confirmation of a cached answer is delivered.
    { includeMetadataChanges: true },
    (snapshot) => {
      let items: AdminOrder[];
      try {
        items = snapshot.exists()
          ? [toAdminOrder(snapshot)].filter((order) => orderPassesFilter(order, filter))
          : [];
      } catch (error) {
        onError(error);
        return;
      }
      onNext({ items, cursor: null, hasMore: false, fromCache: snapshot.metadata.fromCache });
    },
    onError,
  );
}

/**
 * A live page of the orders a filter selects, newest first (createdAt desc), after the
 * previous page's cursor (the first page read once as well, so it shows before the listener answers); an id search is the one document, read by its id, shown when it is on
 * the filter's tab and in its dates (as the counts and the export count it). Failures reach
 * onError as AdminDataErrors. Returns the unsubscribe function.
 */
export function subscribeOrderList(
  filter: OrderQueryFilter,
  request: PageRequest,
  onNext: (page: Page<AdminOrder>) => void,
  onError: (error: AdminDataError) => void,
): () => void {
  // Auth must be registered first, so Firestore sends the admin's token.
  getAuthInstance();
  const fail = (error: unknown) => {
    onError(adminBackendError(error));
  };
  if (filter.search.kind === 'id') return subscribeOneOrder(filter, filter.search.id, onNext, fail);
  return subscribeSourcedPage(
    orderListSource(filter),
    ORDER_LIST_ORDERS,
    request,
    toAdminOrder,
    onNext,
    fail,
  );
}

/**
 * Starts reading the first page subscribeOrderList(filter, { pageSize }) will show, before it is
 * subscribed (the route's loader, while the admin check runs), so the list takes that answer
 * rather than asking once it has rendered. Nothing for an id search (one document, live).
 */
export function readOrderListAhead(filter: OrderQueryFilter, pageSize: number): void {
  if (filter.search.kind === 'id') return;
  // Auth must be registered first, so Firestore sends the admin's token.
  getAuthInstance();
  readSourcedPageAhead(orderListSource(filter), ORDER_LIST_ORDERS, pageSize);
}
