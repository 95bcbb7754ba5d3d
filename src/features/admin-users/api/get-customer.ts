import { doc, getDoc } from 'firebase/firestore';
import { adminBackendError } from '@/lib/firebase/admin-errors';
import { getAuthInstance } from '@/lib/firebase/auth';
import { COLLECTIONS } from '@/lib/firebase/collections';
import { getDb } from '@/lib/firebase/firestore';
import { toCustomer, type Customer } from './customer-doc';

/**
 * One customer read by uid (for a customer's page opened from a link or an order, not from a
 * loaded page of the list); null when there is no such user document. Rejects with an
 * AdminDataError.
 */
export async function getCustomer(uid: string): Promise<Customer | null> {
  getAuthInstance();
  try {
    const snapshot = await getDoc(doc(getDb(), COLLECTIONS.users, uid));
    return snapshot.exists() ? toCustomer(snapshot) : null;
  } catch (error) {
    throw adminBackendError(error);
  }
}
