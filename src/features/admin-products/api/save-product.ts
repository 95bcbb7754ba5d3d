import { runTransaction } from 'firebase/firestore/lite';
import { AdminDataError, adminBackendError } from '@/lib/firebase/admin-errors';
import { getLiteDb } from '@/lib/firebase/firestore-lite';
import { productMessages } from '../messages';
import { takeNextProductId } from './next-product-id';
import { productDoc, type ProductValues } from './product-doc';

// Each attempt that loses a race runs again; ten admins creating at once all get through.
const MAX_ATTEMPTS = 20;

/** A failure as an AdminDataError: ours as they are, the SDK's with the form's message. */
function saveFailure(error: unknown, message: string): AdminDataError {
  return error instanceof AdminDataError ? error : adminBackendError(error, message);
}

/**
 * Adds a product under the next id of the counter (never "count + 1"), with version 1, in one
 * transaction; resolves its id. Rejects with an AdminDataError.
 */
export async function createProduct(values: ProductValues): Promise<number> {
  const db = getLiteDb();
  try {
    return await runTransaction(
      db,
      async (transaction) => {
        const id = await takeNextProductId(db, transaction);
        transaction.set(productDoc(db, id), { ...values, id, version: 1 });
        return id;
      },
      { maxAttempts: MAX_ATTEMPTS },
    );
  } catch (error) {
    throw saveFailure(error, productMessages.addFailed);
  }
}

/**
 * Saves the form over product `id`, in a transaction that first checks that its stored version
 * is still `openedVersion` (the one the form opened with): a change by another admin, or a stock
 * move of an order, since then is refused with reason 'conflict' instead of being overwritten;
 * a product deleted since then with 'not-found'. The saved product has version + 1.
 */
export async function updateProduct(id: number, values: ProductValues, openedVersion: number): Promise<void> {
  const db = getLiteDb();
  try {
    await runTransaction(db, async (transaction) => {
      const stored = await transaction.get(productDoc(db, id));
      if (!stored.exists()) {
        throw new AdminDataError('not-found', { userMessage: productMessages.gone });
      }
      const version: unknown = stored.get('version');
      if ((typeof version === 'number' ? version : 0) !== openedVersion) {
        throw new AdminDataError('conflict', { userMessage: productMessages.conflict });
      }
      transaction.set(productDoc(db, id), { ...values, id, version: openedVersion + 1 });
    });
  } catch (error) {
    throw saveFailure(error, productMessages.editFailed);
  }
}
