import { getCountFromServer, query, where } from 'firebase/firestore';
import { adminBackendError } from '@/lib/firebase/admin-errors';
import { getAuthInstance } from '@/lib/firebase/auth';
import { ORDER_STATUSES } from '@/lib/firebase/documents/order';
import type { OrderTab } from '../order-list-filter';
import { getOrdersByIds } from './get-orders-by-ids';
import { orderListQuery, orderPassesFilter, type OrderQueryFilter } from './order-list-query';

export type OrderTabCounts = Record<OrderTab, number>;

/**
 * How many orders each tab holds under a filter's search and dates (its status aside): one
 * aggregation query per tab, counted by the server, no order downloaded. Rejects with an
 * AdminDataError.
 */
export async function countOrdersByTab(filter: Omit<OrderQueryFilter, 'status'>): Promise<OrderTabCounts> {
  getAuthInstance();
  if (filter.search.kind === 'id') {
    // The one order, read by its id, counted on its tab when it is in the dates.
    const found = (await getOrdersByIds([filter.search.id])).filter((order) =>
      orderPassesFilter(order, { ...filter, status: null }),
    );
    const counts = { all: found.length } as OrderTabCounts;
    for (const status of ORDER_STATUSES)
      counts[status] = found.filter((order) => order.status === status).length;
    return counts;
  }
  const base = orderListQuery({ ...filter, status: null });
  try {
    const [all, ...byStatus] = await Promise.all([
      getCountFromServer(base),
      ...ORDER_STATUSES.map((status) => getCountFromServer(query(base, where('status', '==', status)))),
    ]);
    const counts = { all: all.data().count } as OrderTabCounts;
    ORDER_STATUSES.forEach((status, index) => {
      counts[status] = byStatus[index]?.data().count ?? 0;
    });
    return counts;
  } catch (error) {
    throw adminBackendError(error);
  }
}
