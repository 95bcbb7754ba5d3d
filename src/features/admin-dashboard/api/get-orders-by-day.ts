import { collection, getCount, query, Timestamp, where } from 'firebase/firestore/lite';
import { adminBackendError } from '@/lib/firebase/admin-errors';
import { getAuthInstance } from '@/lib/firebase/auth';
import { COLLECTIONS } from '@/lib/firebase/collections';
import { getLiteDb } from '@/lib/firebase/firestore-lite';
import { dayRanges } from '../date-ranges';
import type { DayTotals } from '../figures';

/**
 * The orders placed on each day of the chart at `now`, oldest first, today last: one count per
 * day (30 aggregation queries; Firestore cannot group). Rejects with an AdminDataError.
 */
export async function getOrdersByDay(now = Date.now()): Promise<DayTotals[]> {
  getAuthInstance();
  const orders = collection(getLiteDb(), COLLECTIONS.orders);
  try {
    return await Promise.all(
      dayRanges(now).map(async ({ start, end }) => {
        const placed = query(
          orders,
          where('createdAt', '>=', Timestamp.fromMillis(start)),
          where('createdAt', '<', Timestamp.fromMillis(end)),
        );
        return { start, orders: (await getCount(placed)).data().count };
      }),
    );
  } catch (error) {
    throw adminBackendError(error);
  }
}
