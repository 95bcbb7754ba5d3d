import { collection, doc } from 'firebase/firestore';
import { getAuthInstance } from '@/lib/firebase/auth';
import { COLLECTIONS } from '@/lib/firebase/collections';
import { ORDER_NOTES, orderNoteConverter } from '@/lib/firebase/documents/order';
import { getDb } from '@/lib/firebase/firestore';

/** orders/{orderId}/notes, typed through the document layer. */
export function orderNotesRef(orderId: string) {
  // Auth must be registered first, so Firestore sends the admin's token.
  getAuthInstance();
  return collection(doc(getDb(), COLLECTIONS.orders, orderId), ORDER_NOTES).withConverter(orderNoteConverter);
}
