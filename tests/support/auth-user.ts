import { createUserWithEmailAndPassword, signOut } from 'firebase/auth';
import { getAuthInstance } from '@/lib/firebase/auth';

/**
 * Signs a brand-new account in through the app's own Auth instance (Auth emulator), so the
 * feature APIs run as that customer. Unique e-mails keep reruns apart.
 */
export async function signInNewCustomer(label: string): Promise<{ uid: string; email: string }> {
  const auth = getAuthInstance();
  if (auth.currentUser) await signOut(auth);
  const email = `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const credential = await createUserWithEmailAndPassword(auth, email, 'test-password-123');
  return { uid: credential.user.uid, email };
}

export async function signOutCustomer(): Promise<void> {
  await signOut(getAuthInstance());
}
