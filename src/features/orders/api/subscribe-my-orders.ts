import {
  collection,
  onSnapshot,
  orderBy,
  query,
  where,
  type QueryDocumentSnapshot,
} from 'firebase/firestore';
import { COLLECTIONS } from '@/lib/firebase/collections';
import { orderConverter, orderTimeline, type OrderDoc } from '@/lib/firebase/documents/order';
import { toMillis } from '@/lib/firebase/documents/timestamp';
import { getDb } from '@/lib/firebase/firestore';
import type { MyOrder } from '../schema';
import { OrdersError } from './errors';

/** What the tracking page shows of an order document (parsed by the document layer). */
function toMyOrder(snapshot: QueryDocumentSnapshot<OrderDoc>): MyOrder {
  const { createdAt, order, status, history } = snapshot.data();
  return {
    id: snapshot.id,
    createdAt: toMillis(createdAt),
    items: order.items,
    totalAmount: order.totalAmount,
    totalNumItems: order.totalNumItems,
    status,
    timeline: orderTimeline({ createdAt, history }),
  };
}

/**
 * The customer's orders, newest first, live: onNext gets the whole list again on every change
 * (an admin moving a status, a new order). An order that cannot be read is an error, not an
 * order shown with made-up values. Returns the unsubscribe function.
 */
export function subscribeMyOrders(
  uid: string,
  onNext: (orders: MyOrder[]) => void,
  onError: (error: OrdersError) => void,
): () => void {
  const myOrders = query(
    collection(getDb(), COLLECTIONS.orders).withConverter(orderConverter),
    where('uid', '==', uid),
    orderBy('createdAt', 'desc'),
  );
  return onSnapshot(
    myOrders,
    (snapshot) => {
      let orders;
      try {
        orders = snapshot.docs.map(toMyOrder);
      } catch (error) {
        onError(new OrdersError(`Could not read the orders of ${uid}`, { cause: error }));
        return;
      }
      onNext(orders);
    },
    (error) => {
      onError(new OrdersError(`Could not follow the orders of ${uid}`, { cause: error }));
    },
  );
}
