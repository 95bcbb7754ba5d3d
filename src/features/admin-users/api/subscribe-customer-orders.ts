import { collection, onSnapshot, orderBy, query, where } from 'firebase/firestore';
import { toAdminOrder, type AdminOrder } from '@/features/admin-orders/api/order-doc';
import { COLLECTIONS } from '@/lib/firebase/collections';
import { adminBackendError, type AdminDataError } from '@/lib/firebase/admin-errors';
import { getAuthInstance } from '@/lib/firebase/auth';
import { getDb } from '@/lib/firebase/firestore';

/**
 * One customer's orders, newest first, live (their status and totals for the user's detail).
 * Returns the unsubscribe function.
 */
export function subscribeCustomerOrders(
  uid: string,
  onNext: (orders: AdminOrder[]) => void,
  onError: (error: AdminDataError) => void,
): () => void {
  getAuthInstance();
  const orders = query(
    collection(getDb(), COLLECTIONS.orders),
    where('uid', '==', uid),
    orderBy('createdAt', 'desc'),
  );
  return onSnapshot(
    orders,
    (snapshot) => {
      let list;
      try {
        list = snapshot.docs.map(toAdminOrder);
      } catch (error) {
        onError(adminBackendError(error));
        return;
      }
      onNext(list);
    },
    (error) => {
      onError(adminBackendError(error));
    },
  );
}
