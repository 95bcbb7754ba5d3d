import { getDoc, runTransaction, type DocumentSnapshot } from 'firebase/firestore/lite';
import { AdminDataError, adminBackendError } from '@/lib/firebase/admin-errors';
import { errorCode } from '@/lib/firebase/errors';
import { getLiteDb } from '@/lib/firebase/firestore-lite';
import { indexChanges } from '@/lib/search/search-index';
import { searchKeyMap } from '@/lib/search/search-keys';
import { productMessages } from '../messages';
import { claimProductId, findNextProductId } from './next-product-id';
import { productImagesSaved, storedImagesOf } from './product-image-cleanup';
import { productDoc, type ProductValues } from './product-doc';
import { addToIndex, dropFromIndex, storedKeys, type IndexOutcome } from './search-index-writes';

// A create that loses a race runs again; ten admins creating at once all get through.
const MAX_ATTEMPTS = 20;

/** The stored version of a product document (0 where it has none), or null when it does not exist. */
function versionOf(snapshot: DocumentSnapshot): number | null {
  if (!snapshot.exists()) return null;
  const version: unknown = snapshot.get('version');
  return typeof version === 'number' ? version : 0;
}

/**
 * Firestore checks the rules before a transaction's preconditions, so a create or save that lost
 * a race to another admin's comes back as 'permission-denied' (its write would overwrite theirs)
 * rather than as a retry. This reads the product again to tell that apart from a true refusal:
 * the version it finds now, or null when there is no such product.
 */
async function storedVersion(id: number): Promise<number | null> {
  return versionOf(await getDoc(productDoc(getLiteDb(), id)));
}

const lostRace = (error: unknown) => errorCode(error) === 'permission-denied';

/**
 * Both saves write the product's search keys from its texts and keep the search index
 * (searchIndex/{key}) in step, in this order, so that a failure at any step leaves search right
 * (at worst an entry lists an id too many, which the search's check of each product drops):
 * the id is first added to the entries of its new keys (transactions of at most 9 entries: the
 * rules' document accesses stay within production's limit), then the product is saved in its
 * own transaction, then the id leaves the entries of the keys it lost.
 *
 * Adds a product under the next id of the counter (never "count + 1"), with version 1; resolves
 * its id. The id is read first and indexed, then taken in the product's transaction only if it
 * is still the next one (else the next is indexed and tried). Rejects with an AdminDataError.
 */
export async function createProduct(values: ProductValues): Promise<number> {
  const db = getLiteDb();
  const searchKeys = searchKeyMap(values);
  for (let attempt = 1; ; attempt += 1) {
    let expected: number;
    try {
      expected = await runTransaction(db, (transaction) => findNextProductId(db, transaction));
    } catch (error) {
      throw adminBackendError(error, productMessages.addFailed);
    }
    try {
      await addToIndex(db, Object.keys(searchKeys), expected);
    } catch (error) {
      throw adminBackendError(error, productMessages.indexAddFailed);
    }
    try {
      const id = await runTransaction(
        db,
        async (transaction) => {
          if ((await findNextProductId(db, transaction)) !== expected) return null;
          claimProductId(db, transaction, expected);
          transaction.set(productDoc(db, expected), { ...values, searchKeys, id: expected, version: 1 });
          return expected;
        },
        { maxAttempts: MAX_ATTEMPTS },
      );
      if (id !== null) {
        void productImagesSaved([], values.images);
        return id;
      }
      // Another admin's product took the indexed id meanwhile: index the next one and try it.
      if (attempt >= MAX_ATTEMPTS) throw new Error(`No free product id after ${String(attempt)} tries`);
    } catch (error) {
      const retry =
        attempt < MAX_ATTEMPTS &&
        lostRace(error) &&
        (await storedVersion(expected).catch(() => null)) !== null;
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
 * a product deleted since then with 'not-found'. The saved product has version + 1. The search
 * index moves as createProduct says: the keys it gains before the save (read from the stored
 * product of that version), the keys it lost after.
 */
export async function updateProduct(
  id: number,
  values: ProductValues,
  openedVersion: number,
): Promise<IndexOutcome> {
  const db = getLiteDb();
  const searchKeys = searchKeyMap(values);
  let changes: { added: string[]; removed: string[] };
  try {
    const stored = await getDoc(productDoc(db, id));
    const stale = staleFailure(versionOf(stored), openedVersion);
    if (stale) throw stale;
    changes = indexChanges(storedKeys(stored.get('searchKeys')), Object.keys(searchKeys));
  } catch (error) {
    if (error instanceof AdminDataError) throw error;
    throw adminBackendError(error, productMessages.editFailed);
  }
  try {
    await addToIndex(db, changes.added, id);
  } catch (error) {
    throw adminBackendError(error, productMessages.indexEditFailed);
  }
  try {
    const before = await runTransaction(db, async (transaction) => {
      const stored = await transaction.get(productDoc(db, id));
      const stale = staleFailure(versionOf(stored), openedVersion);
      if (stale) throw stale;
      transaction.set(productDoc(db, id), { ...values, searchKeys, id, version: openedVersion + 1 });
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
  return dropFromIndex(db, changes.removed, id);
}
