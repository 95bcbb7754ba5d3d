import { getAuthInstance } from '@/lib/firebase/auth';
import type { SessionUser } from '../session-slice';
import { getCustomer } from './get-customer';
import { authWorkSettled } from './pending-auth';

/**
 * The signed-in customer, once Firebase Auth has restored its state: the Auth user with a
 * users/{uid} document, else null. (The stored expiry is checked by the caller.)
 */
export async function getCurrentCustomer(): Promise<SessionUser | null> {
  const auth = getAuthInstance();
  await auth.authStateReady();
  await authWorkSettled();
  const user = auth.currentUser;
  return user ? getCustomer(user.uid) : null;
}
