import { getAuthInstance } from '@/lib/firebase/auth';
import type { AuthUser } from './watch-auth';

/** Whoever Firebase Auth has signed in once it has restored its state, or null. */
export async function getSignedInUser(): Promise<AuthUser | null> {
  const auth = getAuthInstance();
  await auth.authStateReady();
  const user = auth.currentUser;
  return user ? { uid: user.uid, email: user.email } : null;
}
