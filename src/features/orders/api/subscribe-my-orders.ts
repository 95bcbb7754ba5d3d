import { collection, onSnapshot, orderBy, query, where, type DocumentSnapshot } from 'firebase/firestore';
import { getDb } from '@/lib/firebase/firestore';
import { isOrderStatus, type MyOrder, type OrderLine } from '../schema';
import { OrdersError } from './errors';

function toLine(raw: unknown): OrderLine | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const { id, title, amount, price } = raw as Record<string, unknown>;
  if (typeof title !== 'string' || typeof amount !== 'number' || typeof price !== 'number') return null;
  return { id: Number(id), title, amount, price };
}

function toMyOrder(snapshot: DocumentSnapshot): MyOrder {
  const data = snapshot.data({ serverTimestamps: 'estimate' }) ?? {};
  const order = (data.order ?? {}) as { items?: unknown; totalAmount?: unknown; totalNumItems?: unknown };
  const createdAt: unknown = data.createdAt;
  const items = Array.isArray(order.items) ? order.items.map(toLine) : [];
  return {
    id: snapshot.id,
    createdAt:
      createdAt && typeof (createdAt as { toMillis?: unknown }).toMillis === 'function'
        ? (createdAt as { toMillis: () => number }).toMillis()
        : null,
    items: items.filter((line): line is OrderLine => line !== null),
    totalAmount: typeof order.totalAmount === 'number' ? order.totalAmount : 0,
    totalNumItems: typeof order.totalNumItems === 'number' ? order.totalNumItems : 0,
    status: isOrderStatus(data.status) ? data.status : 'placed',
  };
}

/**
 * The customer's orders, newest first, live: onNext gets the whole list again on every change
 * (an admin moving a status, a new order). Returns the unsubscribe function.
 */
export function subscribeMyOrders(
  uid: string,
  onNext: (orders: MyOrder[]) => void,
  onError: (error: OrdersError) => void,
): () => void {
  const myOrders = query(
    collection(getDb(), 'orders'),
    where('uid', '==', uid),
    orderBy('createdAt', 'desc'),
  );
  return onSnapshot(
    myOrders,
    (snapshot) => {
      onNext(snapshot.docs.map(toMyOrder));
    },
    (error) => {
      onError(new OrdersError(`Could not follow the orders of ${uid}`, { cause: error }));
    },
  );
}
