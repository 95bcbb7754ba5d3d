import { getAuthInstance } from '@/lib/firebase/auth';
import type { SessionUser } from '../session-slice';

/**
 * TEMPORARY (issue 5), used only by the stand-in require-customer.ts; the accounts work
 * replaces both at merge. Waits until Firebase Auth knows who is signed in.
 */
export async function currentAuthUser(): Promise<SessionUser | null> {
  const auth = getAuthInstance();
  await auth.authStateReady();
  const user = auth.currentUser;
  return user ? { uid: user.uid, email: user.email ?? '', name: user.displayName ?? '' } : null;
}
