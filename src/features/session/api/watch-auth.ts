import { onAuthStateChanged } from 'firebase/auth';
import { getAuthInstance } from '@/lib/firebase/auth';
import { authWorkSettled } from './pending-auth';

export interface AuthUser {
  uid: string;
  email: string | null;
}

/**
 * Calls onChange with the signed-in Auth user (or null) when it changes, starting with the
 * restored state. Each change waits for sign-up/sign-in work under way and reports the user as
 * it is then, so a half-made account or a failed sign-in is never reported.
 */
export function watchAuth(onChange: (user: AuthUser | null) => void): () => void {
  const auth = getAuthInstance();
  let active = true;
  let delivered: string | null | undefined;
  const unsubscribe = onAuthStateChanged(auth, () => {
    void authWorkSettled().then(() => {
      const user = auth.currentUser;
      const uid = user?.uid ?? null;
      if (!active || uid === delivered) return;
      delivered = uid;
      onChange(user ? { uid: user.uid, email: user.email } : null);
    });
  });
  return () => {
    active = false;
    unsubscribe();
  };
}
