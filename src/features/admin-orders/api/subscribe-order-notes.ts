import { limit, onSnapshot, orderBy, query } from 'firebase/firestore';
import { adminBackendError, type AdminDataError } from '@/lib/firebase/admin-errors';
import { toMillis } from '@/lib/firebase/documents/timestamp';
import { orderNotesRef } from './order-notes-ref';

/** A note as the order detail shows it. */
export interface OrderNote {
  id: string;
  text: string;
  by: string;
  /** Epoch ms (server time). */
  at: number;
}

/** The newest notes the page follows (an order gathers a handful, never a growing thousand). */
export const ORDER_NOTES_SHOWN = 100;

/**
 * An order's notes, newest first, live. A note still on its way to the server is left out, so
 * the list shows only what Firestore holds. Returns the unsubscribe function.
 */
export function subscribeOrderNotes(
  orderId: string,
  onNext: (notes: OrderNote[]) => void,
  onError: (error: AdminDataError) => void,
): () => void {
  return onSnapshot(
    query(orderNotesRef(orderId), orderBy('at', 'desc'), limit(ORDER_NOTES_SHOWN)),
    (snapshot) => {
      let notes: OrderNote[];
      try {
        notes = snapshot.docs
          .filter((note) => !note.metadata.hasPendingWrites)
          .map((note) => {
            const { text, by, at } = note.data();
            return { id: note.id, text, by, at: toMillis(at) };
          });
      } catch (error) {
        onError(adminBackendError(error));
        return;
      }
      onNext(notes);
    },
    (error) => {
      onError(adminBackendError(error));
    },
  );
}
