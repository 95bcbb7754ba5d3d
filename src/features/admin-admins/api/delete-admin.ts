import { deleteDoc, doc } from 'firebase/firestore/lite';
import { getAuthInstance } from '@/lib/firebase/auth';
import { getLiteDb } from '@/lib/firebase/firestore-lite';
import { adminId } from '@/lib/firebase/admin-doc';
import { COLLECTIONS } from '@/lib/firebase/collections';
import { AdminDataError, adminBackendError } from '@/lib/firebase/admin-errors';

/**
 * Removes an admin's role document (their Auth account stays: the browser SDK cannot delete
 * another account, and without the document it has no rights). Your own is refused with reason
 * 'self', here and by the rules, so the last admin can never be removed.
 */
export async function deleteAdmin(email: string): Promise<void> {
  const id = adminId(email);
  const own = getAuthInstance().currentUser?.email;
  if (own && adminId(own) === id) throw new AdminDataError('self');
  try {
    await deleteDoc(doc(getLiteDb(), COLLECTIONS.admins, id));
  } catch (error) {
    throw adminBackendError(error);
  }
}
