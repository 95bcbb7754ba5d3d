import {
  documentId,
  getDocs,
  limit,
  orderBy,
  query,
  startAfter,
  type QueryDocumentSnapshot,
} from 'firebase/firestore';
import { adminBackendError } from '@/lib/firebase/admin-errors';
import { getAuthInstance } from '@/lib/firebase/auth';
import { getOrdersByIds } from './get-orders-by-ids';
import {
  orderListQuery,
  ORDER_LIST_SORT_FIELDS,
  orderPassesFilter,
  type OrderQueryFilter,
} from './order-list-query';
import { toAdminOrder, type AdminOrder } from './order-doc';

/** How many orders one read of an export fetches. */
export const EXPORT_BATCH_SIZE = 500;

/**
 * Every order a filter selects, newest first, read once (not live) in batches of batchSize
 * by cursor, so no single answer is unbounded. onBatch hears how many have arrived so far.
 * Rejects with an AdminDataError.
 */
export async function fetchOrderList(
  filter: OrderQueryFilter,
  { batchSize = EXPORT_BATCH_SIZE, onBatch }: { batchSize?: number; onBatch?: (loaded: number) => void } = {},
): Promise<AdminOrder[]> {
  getAuthInstance();
  if (filter.search.kind === 'id') {
    const found = (await getOrdersByIds([filter.search.id])).filter((order) =>
      orderPassesFilter(order, filter),
    );
    onBatch?.(found.length);
    return found;
  }
  const sorted = query(
    orderListQuery(filter),
    ...ORDER_LIST_SORT_FIELDS.map((field) => orderBy(field, 'desc')),
    orderBy(documentId(), 'desc'),
  );
  const orders: AdminOrder[] = [];
  let last: QueryDocumentSnapshot | undefined;
  try {
    for (;;) {
      const batch = await getDocs(query(sorted, ...(last ? [startAfter(last)] : []), limit(batchSize)));
      orders.push(...batch.docs.map(toAdminOrder));
      onBatch?.(orders.length);
      last = batch.docs.at(-1);
      if (batch.docs.length < batchSize || !last) return orders;
    }
  } catch (error) {
    throw adminBackendError(error);
  }
}
