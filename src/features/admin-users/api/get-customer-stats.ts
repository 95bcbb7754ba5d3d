import { collection, getCount, getDocs, limit, orderBy, query, where } from 'firebase/firestore/lite';
import { orderSum, revenueOrders } from '@/features/admin-dashboard/api/order-totals';
import { roundMoney } from '@/lib/money';
import { adminBackendError } from '@/lib/firebase/admin-errors';
import { getAuthInstance } from '@/lib/firebase/auth';
import { COLLECTIONS } from '@/lib/firebase/collections';
import { toMillis, type StoredTime } from '@/lib/firebase/documents/timestamp';
import { getLiteDb } from '@/lib/firebase/firestore-lite';

/** A customer's orders in figures, as the users list shows them. */
export interface CustomerStats {
  /** Every order they placed, cancelled ones included. */
  orders: number;
  /** What their revenue orders (REVENUE_STATUSES: confirmed, shipped, delivered) came to, in rupees. */
  spent: number;
  /** Their newest order, or null when they have none. */
  lastOrder: { id: string; at: number | null } | null;
}

/**
 * One customer's order count, total spent as the dashboard counts revenue (aggregation queries)
 * and newest order (one document, limit 1): no list of their orders is downloaded. Rejects with
 * an AdminDataError.
 */
export async function getCustomerStats(uid: string): Promise<CustomerStats> {
  getAuthInstance();
  const theirs = query(collection(getLiteDb(), COLLECTIONS.orders), where('uid', '==', uid));
  try {
    const [all, spent, newest] = await Promise.all([
      getCount(theirs),
      orderSum(revenueOrders(theirs)),
      getDocs(query(theirs, orderBy('createdAt', 'desc'), limit(1))),
    ]);
    const last = newest.docs[0];
    const createdAt = last?.get('createdAt') as StoredTime | null | undefined;
    return {
      orders: all.data().count,
      spent: roundMoney(spent.amount),
      lastOrder: last ? { id: last.id, at: createdAt ? toMillis(createdAt) : null } : null,
    };
  } catch (error) {
    throw adminBackendError(error);
  }
}
