import { getAuthInstance } from '@/lib/firebase/auth';
import type { SessionUser } from '../session-slice';
import { getVerifiedAdmin } from './get-verified-admin';
import { authWorkSettled } from './pending-auth';

/**
 * The signed-in admin, once Firebase Auth has restored its state: the Auth user whose
 * admins/{email} document carries their uid, else null. (The stored expiry is checked by the caller.)
 */
export async function getCurrentAdmin(): Promise<SessionUser | null> {
  const auth = getAuthInstance();
  await auth.authStateReady();
  await authWorkSettled();
  const user = auth.currentUser;
  return user ? getVerifiedAdmin({ uid: user.uid, email: user.email }) : null;
}
