import { doc, getDoc } from 'firebase/firestore/lite';
import { getAuthInstance } from '@/lib/firebase/auth';
import { errorCode } from '@/lib/firebase/errors';
import { getLiteDb } from '@/lib/firebase/firestore-lite';
import { adminId } from '@/lib/firebase/admin-doc';
import { COLLECTIONS } from '@/lib/firebase/collections';
import { adminBackendError } from '@/lib/firebase/admin-errors';
import type { AdminIdentity } from '@/lib/firebase/admin-types';

/**
 * Whether the signed-in account is the admin it claims to be: admins/{email} exists and carries
 * its uid. The rules let only admins read admins, so a refusal means "not an admin". Rejects
 * with an AdminDataError ('offline' or 'failed') when the check itself could not be made.
 */
export async function verifyAdmin(identity: AdminIdentity): Promise<boolean> {
  // Auth must be registered before the read, so Firestore sends the account's token.
  getAuthInstance();
  let snapshot;
  try {
    snapshot = await getDoc(doc(getLiteDb(), COLLECTIONS.admins, adminId(identity.email)));
  } catch (error) {
    if (errorCode(error) === 'permission-denied') return false;
    throw adminBackendError(error);
  }
  return snapshot.exists() && snapshot.get('uid') === identity.uid;
}
