import { doc, runTransaction, writeBatch, type Firestore, type Transaction } from 'firebase/firestore/lite';
import { COLLECTIONS } from '@/lib/firebase/collections';
import {
  fromIndexData,
  toIndexData,
  withId,
  withoutId,
  type SearchIndexEntry,
} from '@/lib/search/search-index';

/** searchIndex/{key}. */
export const searchIndexDoc = (db: Firestore, key: string) => doc(db, COLLECTIONS.searchIndex, key);

/**
 * The most index entries one transaction writes. The rules of each write call isAdmin() (an
 * exists and a get of the admin's document): 9 writes are 18 document accesses, within
 * production's 20 per transaction even when no call is served from a cache.
 */
export const INDEX_WRITES_PER_TRANSACTION = 9;

/** Admins saving products with the same words at once contend for entries: each runs again. */
const INDEX_ATTEMPTS = 20;

/** The keys of a stored product's searchKeys map (none when it has none). */
export function storedKeys(searchKeys: unknown): string[] {
  return typeof searchKeys === 'object' && searchKeys !== null ? Object.keys(searchKeys) : [];
}

function writeEntry(db: Firestore, transaction: Transaction, key: string, entry: SearchIndexEntry) {
  if (entry.ids.length === 0 && !entry.over) transaction.delete(searchIndexDoc(db, key));
  else transaction.set(searchIndexDoc(db, key), toIndexData(entry));
}

/**
 * Applies `change` for product `id` to the entries of `keys`, in transactions of at most
 * INDEX_WRITES_PER_TRANSACTION entries (all at once): each reads its entries and writes those
 * that change, so two admins' saves touching one entry are applied one after the other, never
 * one over the other. Rejects with the SDK's error when a transaction fails (others may have
 * been written: the callers' order makes that harmless).
 */
async function changeEntries(
  db: Firestore,
  keys: readonly string[],
  id: number,
  change: (entry: SearchIndexEntry, id: number) => SearchIndexEntry,
): Promise<void> {
  const chunks: string[][] = [];
  for (let start = 0; start < keys.length; start += INDEX_WRITES_PER_TRANSACTION) {
    chunks.push(keys.slice(start, start + INDEX_WRITES_PER_TRANSACTION));
  }
  await Promise.all(
    chunks.map((chunk) =>
      runTransaction(
        db,
        async (transaction) => {
          const entries = await Promise.all(
            chunk.map((key) =>
              transaction.get(searchIndexDoc(db, key)).then((snapshot) => fromIndexData(snapshot.data())),
            ),
          );
          chunk.forEach((key, index) => {
            const before = entries[index];
            if (!before) return;
            const after = change(before, id);
            if (after !== before) writeEntry(db, transaction, key, after);
          });
        },
        { maxAttempts: INDEX_ATTEMPTS },
      ),
    ),
  );
}

/** Lists product `id` in the entries of `keys` (an entry at its cap is marked over instead). */
export function addToIndex(db: Firestore, keys: readonly string[], id: number): Promise<void> {
  return changeEntries(db, keys, id, withId);
}

/** Takes product `id` out of the entries of `keys` (an entry left empty is deleted). */
export function removeFromIndex(db: Firestore, keys: readonly string[], id: number): Promise<void> {
  return changeEntries(db, keys, id, withoutId);
}

/**
 * What a save or delete that went through left behind: `indexLeftover` is the failure of its last
 * step, taking the product's id out of the search index entries of words it no longer has. The
 * product is saved and search stays right (it checks every product it reads against the query);
 * the entries keep a stray id until 'Update search keys' rebuilds them.
 */
export interface IndexOutcome {
  indexLeftover?: unknown;
}

/** The last step of a save or delete: the keys product `id` lost leave the index; a failure is answered. */
export async function dropFromIndex(
  db: Firestore,
  keys: readonly string[],
  id: number,
): Promise<IndexOutcome> {
  try {
    await removeFromIndex(db, keys, id);
    return {};
  } catch (error) {
    return { indexLeftover: error };
  }
}

/** How many batched writes of the rebuild are in flight at once. */
const REBUILD_PARALLEL = 8;

/**
 * Writes the whole index `index` (key → entry, from buildIndex over every product) and deletes
 * the stored entries it has no key for (`storedKeys`), in batched writes of at most
 * INDEX_WRITES_PER_TRANSACTION (the rules' document accesses, as for a save). Saves made while
 * it runs may be overwritten in the entries it writes: 'Update search keys' is run when no admin
 * is editing products.
 */
export async function writeWholeIndex(
  db: Firestore,
  index: ReadonlyMap<string, SearchIndexEntry>,
  storedKeysOfIndex: readonly string[],
): Promise<void> {
  const changes: [string, SearchIndexEntry | null][] = [
    ...index,
    ...storedKeysOfIndex.filter((key) => !index.has(key)).map((key) => [key, null] as [string, null]),
  ];
  const batches: (typeof changes)[] = [];
  for (let start = 0; start < changes.length; start += INDEX_WRITES_PER_TRANSACTION) {
    batches.push(changes.slice(start, start + INDEX_WRITES_PER_TRANSACTION));
  }
  for (let start = 0; start < batches.length; start += REBUILD_PARALLEL) {
    await Promise.all(
      batches.slice(start, start + REBUILD_PARALLEL).map((part) => {
        const batch = writeBatch(db);
        for (const [key, entry] of part) {
          if (entry) batch.set(searchIndexDoc(db, key), toIndexData(entry));
          else batch.delete(searchIndexDoc(db, key));
        }
        return batch.commit();
      }),
    );
  }
}
