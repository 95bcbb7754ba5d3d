import { doc, onSnapshot } from 'firebase/firestore';
import { adminBackendError, type AdminDataError } from '@/lib/firebase/admin-errors';
import { getAuthInstance } from '@/lib/firebase/auth';
import { COLLECTIONS } from '@/lib/firebase/collections';
import { orderConverter, type OrderDoc } from '@/lib/firebase/documents/order';
import { getDb } from '@/lib/firebase/firestore';

/** One order as the detail page shows it: the stored document and its id. */
export type OrderDetail = OrderDoc & { id: string };

/**
 * orders/{orderId}, live: onNext gets it again on every change, null when there is no such
 * order; a document that cannot be read or a failed listener goes to onError. Returns the
 * unsubscribe function.
 */
export function subscribeOrder(
  orderId: string,
  onNext: (order: OrderDetail | null) => void,
  onError: (error: AdminDataError) => void,
): () => void {
  getAuthInstance();
  return onSnapshot(
    doc(getDb(), COLLECTIONS.orders, orderId).withConverter(orderConverter),
    (snapshot) => {
      let order: OrderDoc | undefined;
      try {
        order = snapshot.data();
      } catch (error) {
        onError(adminBackendError(error));
        return;
      }
      onNext(order ? { ...order, id: snapshot.id } : null);
    },
    (error) => {
      onError(adminBackendError(error));
    },
  );
}
