import { runTransaction } from 'firebase/firestore/lite';
import { adminBackendError } from '@/lib/firebase/admin-errors';
import { getLiteDb } from '@/lib/firebase/firestore-lite';
import { productMessages } from '../messages';
import { productImagesDeleted, storedImagesOf } from './product-image-cleanup';
import { productDoc } from './product-doc';
import { dropFromIndex, storedKeys, type IndexOutcome } from './search-index-writes';

/**
 * Removes product `id` from the catalogue (its id is never handed out again), then its id from
 * the search index entries of its keys and its uploaded images from Storage (both read in the
 * same transaction, so none is missed). A failure of the index step leaves search right (an
 * entry lists a product that is gone, which the search skips): it is answered, not thrown.
 */
export async function deleteProduct(id: number): Promise<IndexOutcome> {
  const db = getLiteDb();
  let stored: { images: string[]; keys: string[] };
  try {
    stored = await runTransaction(db, async (transaction) => {
      const snapshot = await transaction.get(productDoc(db, id));
      transaction.delete(productDoc(db, id));
      return { images: storedImagesOf(snapshot.get('images')), keys: storedKeys(snapshot.get('searchKeys')) };
    });
  } catch (error) {
    throw adminBackendError(error, productMessages.deleteFailed);
  }
  void productImagesDeleted(stored.images);
  return dropFromIndex(db, stored.keys, id);
}
