import { collection, onSnapshot, orderBy, query } from 'firebase/firestore';
import { getAuthInstance } from '@/lib/firebase/auth';
import { getDb } from '@/lib/firebase/firestore';
import { toAdmin } from '@/lib/firebase/admin-doc';
import { COLLECTIONS } from '@/lib/firebase/collections';
import { AdminDataError, adminBackendError } from '@/lib/firebase/admin-errors';
import type { Admin } from '@/lib/firebase/admin-types';

/**
 * Every admin, newest first, live (admins are few, so the whole collection): onNext gets the
 * whole list again on every change. A malformed document or a failed listener goes to onError.
 * Returns the unsubscribe function.
 */
export function subscribeAdmins(
  onNext: (admins: Admin[]) => void,
  onError: (error: AdminDataError) => void,
): () => void {
  getAuthInstance();
  const admins = query(collection(getDb(), COLLECTIONS.admins), orderBy('createdAt', 'desc'));
  return onSnapshot(
    admins,
    (snapshot) => {
      let list;
      try {
        list = snapshot.docs.map((document) => toAdmin(document.data({ serverTimestamps: 'estimate' })));
      } catch (error) {
        onError(new AdminDataError('failed', { cause: error }));
        return;
      }
      onNext(list);
    },
    (error) => {
      onError(adminBackendError(error));
    },
  );
}
