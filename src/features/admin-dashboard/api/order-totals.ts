import { count, getAggregate, query, sum, where, type Query } from 'firebase/firestore/lite';
import { REVENUE_STATUSES } from '@/lib/firebase/documents/order';

/**
 * How many orders a query matches and the sum of their totals, counted by the server. Firestore
 * sums from an index scan, so a filtered sum needs an index that ends with order.totalAmount
 * after the filtered fields (firestore.indexes.json: status, createdAt; status; uid, status).
 */
export async function orderSum(orders: Query): Promise<{ orders: number; amount: number }> {
  const answer = await getAggregate(orders, { orders: count(), amount: sum('order.totalAmount') });
  const { orders: found, amount } = answer.data();
  return { orders: found, amount };
}

/** The orders of a query that count as revenue (REVENUE_STATUSES, the one definition). */
export function revenueOrders(orders: Query): Query {
  return query(orders, where('status', 'in', [...REVENUE_STATUSES]));
}

/** The orders of a query that are waiting for an admin to confirm them. */
export function waitingOrders(orders: Query): Query {
  return query(orders, where('status', '==', 'placed'));
}

/** The orders of a query that were cancelled. */
export function cancelledOrders(orders: Query): Query {
  return query(orders, where('status', '==', 'cancelled'));
}
