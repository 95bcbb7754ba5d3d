import {
  collection,
  limit,
  onSnapshot,
  orderBy,
  query,
  type DocumentChangeType,
  type QuerySnapshot,
} from 'firebase/firestore';
import { adminBackendError, type AdminDataError } from '@/lib/firebase/admin-errors';
import { getAuthInstance } from '@/lib/firebase/auth';
import { COLLECTIONS } from '@/lib/firebase/collections';
import { getDb } from '@/lib/firebase/firestore';

/** An order that arrived or moved, and whose it is. */
export interface OrderChange {
  id: string;
  uid: string;
}

/**
 * How many of the newest and of the latest moved orders are followed: more than can change
 * between two answers of a listener, so no change is missed, and few enough to read cheaply.
 */
export const ORDER_CHANGES_WINDOW = 10;

/** The changes of one answer since the last, of the given kinds (metadata changes are none). */
function changesOf(snapshot: QuerySnapshot, kinds: readonly DocumentChangeType[]): OrderChange[] {
  return snapshot
    .docChanges()
    .filter((change) => kinds.includes(change.type))
    .map(({ doc }) => ({ id: doc.id, uid: String(doc.get('uid')) }));
}

/**
 * Follows every order that arrives (the newest by createdAt) and every order an admin moves (the
 * latest by updatedAt, which each move stamps), ORDER_CHANGES_WINDOW documents each, never the
 * whole collection. onChange gets the orders that arrived or moved since the last answer; the
 * orders already there when it starts (the server's first answer) are not changes. Returns the
 * unsubscribe function.
 */
export function subscribeOrderChanges(
  onChange: (changes: OrderChange[]) => void,
  onError: (error: AdminDataError) => void,
): () => void {
  getAuthInstance();
  const orders = collection(getDb(), COLLECTIONS.orders);
  const follow = (field: 'createdAt' | 'updatedAt', kinds: readonly DocumentChangeType[]) => {
    // What was there is the first answer from the server. An answer before it from the cache
    // (orders another listener, such as the orders list, has read) is not: what the server then
    // adds to it was there all along. With the metadata changes, the server's first answer comes
    // even when it is the cache's answer again.
    let synced = false;
    return onSnapshot(
      query(orders, orderBy(field, 'desc'), limit(ORDER_CHANGES_WINDOW)),
      { includeMetadataChanges: true },
      (snapshot) => {
        if (!synced) {
          synced = !snapshot.metadata.fromCache;
          return;
        }
        const changes = changesOf(snapshot, kinds);
        if (changes.length) onChange(changes);
      },
      (error) => {
        onError(adminBackendError(error));
      },
    );
  };
  // A new order is 'added' to the newest; a move adds the order to the latest moved, or modifies
  // it when it is there already. (A move of one of the newest also modifies it there: that one
  // is left to the latest moved, so a move is told once.)
  const unsubscribes = [follow('createdAt', ['added']), follow('updatedAt', ['added', 'modified'])];
  return () => {
    for (const unsubscribe of unsubscribes) unsubscribe();
  };
}
