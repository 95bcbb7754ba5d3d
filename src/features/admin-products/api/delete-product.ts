import { runTransaction } from 'firebase/firestore/lite';
import { adminBackendError } from '@/lib/firebase/admin-errors';
import { getLiteDb } from '@/lib/firebase/firestore-lite';
import { productMessages } from '../messages';
import { productImagesDeleted, storedImagesOf } from './product-image-cleanup';
import { productDoc } from './product-doc';
import { planIndexMove, storedKeys } from './search-index-writes';

/**
 * Removes product `id` from the catalogue and its id from the search index (one transaction; its
 * id is never handed out again), then its uploaded
 * images from Storage (read in the same transaction, so none is missed).
 */
export async function deleteProduct(id: number): Promise<void> {
  const db = getLiteDb();
  let images: string[];
  try {
    images = await runTransaction(db, async (transaction) => {
      const stored = await transaction.get(productDoc(db, id));
      const writeIndex = await planIndexMove(db, transaction, storedKeys(stored.get('searchKeys')), []);
      transaction.delete(productDoc(db, id));
      writeIndex(id);
      return storedImagesOf(stored.get('images'));
    });
  } catch (error) {
    throw adminBackendError(error, productMessages.deleteFailed);
  }
  void productImagesDeleted(images);
}
