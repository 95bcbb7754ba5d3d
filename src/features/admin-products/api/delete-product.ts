import { deleteDoc } from 'firebase/firestore/lite';
import { adminBackendError } from '@/lib/firebase/admin-errors';
import { getLiteDb } from '@/lib/firebase/firestore-lite';
import { productMessages } from '../messages';
import { productDoc } from './product-doc';

/** Removes product `id` from the catalogue (its id is never handed out again). */
export async function deleteProduct(id: number): Promise<void> {
  try {
    await deleteDoc(productDoc(getLiteDb(), id));
  } catch (error) {
    throw adminBackendError(error, productMessages.deleteFailed);
  }
}
