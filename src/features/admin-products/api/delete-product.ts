import { deleteDoc, doc } from 'firebase/firestore/lite';
import { adminBackendError } from '@/lib/firebase/admin-errors';
import { getAuthInstance } from '@/lib/firebase/auth';
import { COLLECTIONS } from '@/lib/firebase/collections';
import { getLiteDb } from '@/lib/firebase/firestore-lite';

/** Deletes productsList/{id}; a failure is an AdminDataError ('offline' or 'failed'). */
export async function deleteProduct(id: number): Promise<void> {
  // Auth must be registered first, so Firestore sends the admin's token.
  getAuthInstance();
  try {
    await deleteDoc(doc(getLiteDb(), COLLECTIONS.products, String(id)));
  } catch (error) {
    throw adminBackendError(error);
  }
}
