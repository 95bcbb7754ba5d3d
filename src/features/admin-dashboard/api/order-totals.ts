import { count, getAggregate, query, sum, where, type Query } from 'firebase/firestore/lite';
import { roundMoney } from '@/lib/money';

/** How many orders a query matches and the sum of their totals, counted by the server. */
export async function orderSum(orders: Query): Promise<{ orders: number; amount: number }> {
  const answer = await getAggregate(orders, { orders: count(), amount: sum('order.totalAmount') });
  const { orders: found, amount } = answer.data();
  return { orders: found, amount };
}

/**
 * The orders a query matches and what the ones that are not cancelled came to: two aggregation
 * queries (all, and the cancelled among them), no order downloaded. Cancelled orders count as
 * orders but not as money: the shop never received it.
 */
export async function orderTotals(
  orders: Query,
): Promise<{ orders: number; cancelled: number; amount: number }> {
  const [all, cancelled] = await Promise.all([
    orderSum(orders),
    orderSum(query(orders, where('status', '==', 'cancelled'))),
  ]);
  return {
    orders: all.orders,
    cancelled: cancelled.orders,
    amount: roundMoney(all.amount - cancelled.amount),
  };
}
