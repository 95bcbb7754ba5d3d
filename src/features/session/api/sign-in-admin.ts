import { signInWithEmailAndPassword, signOut } from 'firebase/auth';
import { trackAuthWork } from './pending-auth';
import { getAuthForLogin } from '@/lib/firebase/auth';
import { errorCode, isConnectionError } from '@/lib/firebase/errors';
import { adminId } from '@/lib/firebase/admin-doc';
import { AdminDataError, type AdminFailureReason } from '@/lib/firebase/admin-errors';
import type { AdminIdentity } from '@/lib/firebase/admin-types';
import { verifyAdmin } from './verify-admin';

/**
 * Why Firebase Auth refused the sign-in. With e-mail enumeration protection on, a wrong password
 * and an unknown account both come back as auth/invalid-credential: that is said as 'Incorrect
 * Password' (what an admin who mistyped needs; it tells a stranger nothing either way).
 */
function signInFailure(error: unknown): AdminFailureReason {
  if (isConnectionError(error)) return 'offline';
  switch (errorCode(error)) {
    case 'auth/user-not-found':
    case 'auth/user-disabled':
      return 'not-admin';
    case 'auth/wrong-password':
    case 'auth/invalid-credential':
    case 'auth/invalid-login-credentials':
      return 'wrong-password';
    case 'auth/network-request-failed':
      return 'offline';
    default:
      return 'failed';
  }
}

async function logIn(email: string, password: string): Promise<AdminIdentity> {
  let auth;
  let credential;
  try {
    // Session-only: the admin's credential goes when the browser closes (shared computers).
    auth = await getAuthForLogin('admin');
    credential = await signInWithEmailAndPassword(auth, email, password);
  } catch (error) {
    throw new AdminDataError(signInFailure(error), { cause: error });
  }
  const identity = { email: adminId(credential.user.email ?? email), uid: credential.user.uid };
  let verified;
  try {
    verified = await verifyAdmin(identity);
  } catch (error) {
    await signOut(auth);
    throw error;
  }
  if (!verified) {
    // A customer, or an account whose e-mail has an admin document made for another account.
    await signOut(auth);
    throw new AdminDataError('not-admin');
  }
  return identity;
}

/**
 * Signs an admin in: the account must have admins/{email} with its uid, else it is signed out
 * again and the promise rejects with an AdminDataError ('not-admin', 'wrong-password',
 * 'offline' or 'failed').
 */
export function signInAdmin(email: string, password: string): Promise<AdminIdentity> {
  return trackAuthWork(logIn(email, password));
}
