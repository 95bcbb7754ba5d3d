import { getDoc, runTransaction } from 'firebase/firestore/lite';
import { AdminDataError, adminBackendError } from '@/lib/firebase/admin-errors';
import { errorCode } from '@/lib/firebase/errors';
import { getLiteDb } from '@/lib/firebase/firestore-lite';
import { searchKeyMap } from '@/lib/search/search-keys';
import { productMessages } from '../messages';
import { takeNextProductId } from './next-product-id';
import { productImagesSaved, storedImagesOf } from './product-image-cleanup';
import { productDoc, type ProductValues } from './product-doc';
import { planIndexMove, storedKeys } from './search-index-writes';

// A create that loses a race runs again; ten admins creating at once all get through.
const MAX_ATTEMPTS = 20;

/**
 * Firestore checks the rules before a transaction's preconditions, so a create or save that lost
 * a race to another admin's comes back as 'permission-denied' (its write would overwrite theirs)
 * rather than as a retry. This reads the product again to tell that apart from a true refusal:
 * the version it finds now, or null when there is no such product.
 */
async function storedVersion(id: number): Promise<number | null> {
  const snapshot = await getDoc(productDoc(getLiteDb(), id));
  if (!snapshot.exists()) return null;
  const version: unknown = snapshot.get('version');
  return typeof version === 'number' ? version : 0;
}

const lostRace = (error: unknown) => errorCode(error) === 'permission-denied';

/**
 * Both saves write the product's search keys from its texts (the shop's search reads nothing else)
 * and move its id in the search index (searchIndex/{key}) in the same transaction.
 *
 * Adds a product under the next id of the counter (never "count + 1"), with version 1, in one
 * transaction; resolves its id. Rejects with an AdminDataError.
 */
export async function createProduct(values: ProductValues): Promise<number> {
  const db = getLiteDb();
  const searchKeys = searchKeyMap(values);
  for (let attempt = 1; ; attempt += 1) {
    let taken: number | undefined;
    try {
      const id = await runTransaction(
        db,
        async (transaction) => {
          const writeIndex = await planIndexMove(db, transaction, [], Object.keys(searchKeys));
          taken = await takeNextProductId(db, transaction);
          transaction.set(productDoc(db, taken), { ...values, searchKeys, id: taken, version: 1 });
          writeIndex(taken);
          return taken;
        },
        { maxAttempts: MAX_ATTEMPTS },
      );
      void productImagesSaved([], values.images);
      return id;
    } catch (error) {
      // Another admin's product took this id meanwhile: take the next one.
      const retry =
        attempt < MAX_ATTEMPTS &&
        taken !== undefined &&
        lostRace(error) &&
        (await storedVersion(taken).catch(() => null)) !== null;
      if (!retry) throw adminBackendError(error, productMessages.addFailed);
    }
  }
}

/** Why a save over `openedVersion` cannot be made, when the product has moved on or gone. */
function staleFailure(version: number | null, openedVersion: number): AdminDataError | null {
  if (version === null) return new AdminDataError('not-found', { userMessage: productMessages.gone });
  if (version !== openedVersion) {
    return new AdminDataError('conflict', { userMessage: productMessages.conflict });
  }
  return null;
}

/**
 * Saves the form over product `id`, in a transaction that first checks that its stored version
 * is still `openedVersion` (the one the form opened with): a change by another admin, or a stock
 * move of an order, since then is refused with reason 'conflict' instead of being overwritten;
 * a product deleted since then with 'not-found'. The saved product has version + 1.
 */
export async function updateProduct(id: number, values: ProductValues, openedVersion: number): Promise<void> {
  const db = getLiteDb();
  const searchKeys = searchKeyMap(values);
  try {
    const before = await runTransaction(db, async (transaction) => {
      const stored = await transaction.get(productDoc(db, id));
      const version: unknown = stored.get('version');
      const stale = staleFailure(
        stored.exists() ? (typeof version === 'number' ? version : 0) : null,
        openedVersion,
      );
      if (stale) throw stale;
      const writeIndex = await planIndexMove(
        db,
        transaction,
        storedKeys(stored.get('searchKeys')),
        Object.keys(searchKeys),
      );
      transaction.set(productDoc(db, id), { ...values, searchKeys, id, version: openedVersion + 1 });
      writeIndex(id);
      return storedImagesOf(stored.get('images'));
    });
    void productImagesSaved(before, values.images);
  } catch (error) {
    if (error instanceof AdminDataError) throw error;
    if (lostRace(error)) {
      const stale = staleFailure(await storedVersion(id).catch(() => openedVersion), openedVersion);
      if (stale) throw stale;
    }
    throw adminBackendError(error, productMessages.editFailed);
  }
}
