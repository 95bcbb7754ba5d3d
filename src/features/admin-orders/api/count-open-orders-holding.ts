import { collection, getDocs, limit, orderBy, query, where } from 'firebase/firestore';
import { adminBackendError } from '@/lib/firebase/admin-errors';
import { getAuthInstance } from '@/lib/firebase/auth';
import { COLLECTIONS } from '@/lib/firebase/collections';
import { orderConverter } from '@/lib/firebase/documents/order';
import { getDb } from '@/lib/firebase/firestore';
import { OPEN_ORDER_STATUSES } from '../order-transitions';

/**
 * How many open orders one count reads at most. Placed and confirmed orders are the few a shop
 * is still working on; the bound keeps the read small should they pile up.
 */
export const OPEN_ORDERS_READ_LIMIT = 500;

/** How many open orders hold a product; `capped` when the read stopped at its limit (then: at least). */
export interface OpenOrdersHolding {
  count: number;
  capped: boolean;
}

/**
 * How many open orders (placed or confirmed) have a line of product `productId`, counted in the
 * browser over the newest OPEN_ORDERS_READ_LIMIT open orders: orders keep their lines as maps,
 * which no query can search by product, and a searchable field would cost the order-create
 * rules more than their budget has left. An order with two lines of the product counts once.
 * `readLimit` is for tests. Rejects with an AdminDataError.
 */
export async function countOpenOrdersHolding(
  productId: number,
  readLimit = OPEN_ORDERS_READ_LIMIT,
): Promise<OpenOrdersHolding> {
  getAuthInstance();
  const open = query(
    collection(getDb(), COLLECTIONS.orders).withConverter(orderConverter),
    where('status', 'in', [...OPEN_ORDER_STATUSES]),
    orderBy('createdAt', 'desc'),
    limit(readLimit),
  );
  try {
    const answer = await getDocs(open);
    const count = answer.docs.filter((snapshot) =>
      snapshot.data().order.items.some((line) => line.id === productId),
    ).length;
    return { count, capped: answer.size >= readLimit };
  } catch (error) {
    throw adminBackendError(error);
  }
}
