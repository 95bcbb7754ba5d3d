import { EmailAuthProvider, reauthenticateWithCredential, updatePassword } from 'firebase/auth';
import { getAuthInstance } from '@/lib/firebase/auth';
import { errorCode } from '@/lib/firebase/errors';
import { AdminDataError, adminBackendError } from '@/lib/firebase/admin-errors';

const WRONG_PASSWORD = ['auth/wrong-password', 'auth/invalid-credential', 'auth/invalid-login-credentials'];

/**
 * Changes the signed-in admin's own password after re-authenticating with the current one
 * (Firebase asks for a recent sign-in). A wrong current password rejects with 'wrong-password'.
 */
export async function changeOwnPassword(current: string, next: string): Promise<void> {
  const user = getAuthInstance().currentUser;
  if (!user?.email) throw new AdminDataError('not-admin');
  try {
    await reauthenticateWithCredential(user, EmailAuthProvider.credential(user.email, current));
  } catch (error) {
    const code = errorCode(error);
    if (code && WRONG_PASSWORD.includes(code)) throw new AdminDataError('wrong-password', { cause: error });
    throw adminBackendError(error);
  }
  try {
    await updatePassword(user, next);
  } catch (error) {
    throw adminBackendError(error);
  }
}
