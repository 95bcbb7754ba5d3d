import { updatePassword } from 'firebase/auth';
import { AdminDataError, adminBackendError } from '@/lib/firebase/admin-errors';
import { NotSignedInError, reauthenticate, WrongPasswordError } from '@/lib/firebase/reauthenticate';

/**
 * Changes the signed-in admin's own password after re-authenticating with the current one
 * (Firebase asks for a recent sign-in). A wrong current password rejects with 'wrong-password'.
 */
export async function changeOwnPassword(current: string, next: string): Promise<void> {
  let user;
  try {
    user = await reauthenticate(current);
  } catch (error) {
    if (error instanceof NotSignedInError) throw new AdminDataError('not-admin', { cause: error });
    if (error instanceof WrongPasswordError) throw new AdminDataError('wrong-password', { cause: error });
    throw adminBackendError(error);
  }
  try {
    await updatePassword(user, next);
  } catch (error) {
    throw adminBackendError(error);
  }
}
