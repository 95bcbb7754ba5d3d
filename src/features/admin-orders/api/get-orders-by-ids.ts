import { doc, getDoc } from 'firebase/firestore';
import { adminBackendError } from '@/lib/firebase/admin-errors';
import { getAuthInstance } from '@/lib/firebase/auth';
import { COLLECTIONS } from '@/lib/firebase/collections';
import { getDb } from '@/lib/firebase/firestore';
import { toAdminOrder, type AdminOrder } from './order-doc';

/**
 * The orders with these ids, in that order; an id with no order is left out (the caller says
 * which). Rejects with an AdminDataError.
 */
export async function getOrdersByIds(ids: readonly string[]): Promise<AdminOrder[]> {
  getAuthInstance();
  try {
    const snapshots = await Promise.all(ids.map((id) => getDoc(doc(getDb(), COLLECTIONS.orders, id))));
    return snapshots.flatMap((snapshot) => (snapshot.exists() ? [toAdminOrder(snapshot)] : []));
  } catch (error) {
    throw adminBackendError(error);
  }
}
