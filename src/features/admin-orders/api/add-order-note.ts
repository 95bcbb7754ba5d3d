import { addDoc, serverTimestamp } from 'firebase/firestore';
import { AdminDataError, adminBackendError } from '@/lib/firebase/admin-errors';
import { ORDER_NOTE_MAX } from '@/lib/firebase/documents/order';
import { orderFlowMessages } from '../order-flow-messages';
import { orderNotesRef } from './order-notes-ref';

/**
 * Adds an internal note to an order as adminEmail, stamped with server time; resolves once the
 * server has it. Text outside 1–1000 characters is refused here as the rules refuse it.
 */
export async function addOrderNote(orderId: string, text: string, adminEmail: string): Promise<void> {
  const trimmed = text.trim();
  if (trimmed.length < 1 || trimmed.length > ORDER_NOTE_MAX) {
    throw new AdminDataError('failed', { userMessage: orderFlowMessages.noteEmpty });
  }
  try {
    await addDoc(orderNotesRef(orderId), { text: trimmed, by: adminEmail, at: serverTimestamp() });
  } catch (error) {
    throw adminBackendError(error, orderFlowMessages.noteFailed);
  }
}
