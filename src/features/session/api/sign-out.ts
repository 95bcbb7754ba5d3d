import { signOut } from 'firebase/auth';
import { getAuthInstance } from '@/lib/firebase/auth';
import { sessionMessages } from '../messages';
import { SessionError } from './errors';
import { forgetCustomer } from './get-customer';
import { forgetAdmin } from './get-verified-admin';

/** Signs out whoever is signed in; resolves false when nobody was. */
export async function signOutCurrentUser(): Promise<boolean> {
  const auth = getAuthInstance();
  await auth.authStateReady();
  forgetCustomer();
  forgetAdmin();
  if (!auth.currentUser) return false;
  try {
    await signOut(auth);
  } catch (error) {
    throw new SessionError(sessionMessages.logoutFailed, { cause: error });
  }
  return true;
}
