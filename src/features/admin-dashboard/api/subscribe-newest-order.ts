import { collection, limit, onSnapshot, orderBy, query } from 'firebase/firestore';
import { adminBackendError, type AdminDataError } from '@/lib/firebase/admin-errors';
import { getAuthInstance } from '@/lib/firebase/auth';
import { COLLECTIONS } from '@/lib/firebase/collections';
import { getDb } from '@/lib/firebase/firestore';

/**
 * Follows the newest order (one document, limit 1): onNext gets its id (null while there is
 * none) whenever a new order arrives, so the dashboard knows when to count again without
 * listening to the whole collection. Returns the unsubscribe function.
 */
export function subscribeNewestOrder(
  onNext: (orderId: string | null) => void,
  onError: (error: AdminDataError) => void,
): () => void {
  getAuthInstance();
  const newest = query(collection(getDb(), COLLECTIONS.orders), orderBy('createdAt', 'desc'), limit(1));
  return onSnapshot(
    newest,
    (snapshot) => {
      onNext(snapshot.docs[0]?.id ?? null);
    },
    (error) => {
      onError(adminBackendError(error));
    },
  );
}
