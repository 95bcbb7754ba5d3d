import { doc, type Firestore, type Transaction } from 'firebase/firestore/lite';
import { COLLECTIONS } from '@/lib/firebase/collections';
import {
  emptyEntry,
  fromIndexData,
  indexChanges,
  toIndexData,
  withId,
  withoutId,
  type SearchIndexEntry,
} from '@/lib/search/search-index';

/** searchIndex/{key}. */
export const searchIndexDoc = (db: Firestore, key: string) => doc(db, COLLECTIONS.searchIndex, key);

/** The keys of a stored product's searchKeys map (none when it has none). */
export function storedKeys(searchKeys: unknown): string[] {
  return typeof searchKeys === 'object' && searchKeys !== null ? Object.keys(searchKeys) : [];
}

/**
 * Moves a product in the search index from its keys `before` to `after`, inside a
 * transaction: reads the entries of the keys that change (all reads must precede the
 * transaction's writes, so call this before writing anything) and returns the writes to make
 * for the product's id.
 */
export async function planIndexMove(
  db: Firestore,
  transaction: Transaction,
  before: readonly string[],
  after: readonly string[],
): Promise<(id: number) => void> {
  const { added, removed } = indexChanges(before, after);
  const read = (key: string) =>
    transaction.get(searchIndexDoc(db, key)).then((snapshot) => fromIndexData(snapshot.data()));
  const [addedEntries, removedEntries] = await Promise.all([
    Promise.all(added.map(read)),
    Promise.all(removed.map(read)),
  ]);
  const write = (key: string, entry: SearchIndexEntry) => {
    if (entry.ids.length === 0 && !entry.over) transaction.delete(searchIndexDoc(db, key));
    else transaction.set(searchIndexDoc(db, key), toIndexData(entry));
  };
  return (id) => {
    added.forEach((key, i) => {
      write(key, withId(addedEntries[i] ?? emptyEntry(), id));
    });
    removed.forEach((key, i) => {
      write(key, withoutId(removedEntries[i] ?? emptyEntry(), id));
    });
  };
}
