import { updatePassword } from 'firebase/auth';
import { errorCode } from '@/lib/firebase/errors';
import { reauthenticate } from '@/lib/firebase/reauthenticate';
import { accountMessages as m } from '../messages';
import { AccountError } from './errors';
import { accountError } from './backend-error';

/**
 * Changes the signed-in customer's password after re-authenticating with the current one.
 * Throws AccountError: 'wrong-password' for a wrong current one, the weak-password message when
 * Firebase refuses the new one.
 */
export async function changePassword(current: string, next: string): Promise<void> {
  let user;
  try {
    user = await reauthenticate(current);
  } catch (error) {
    throw accountError(error, m.passwordNotChanged, 'Re-authentication failed');
  }
  try {
    await updatePassword(user, next);
  } catch (error) {
    if (errorCode(error) === 'auth/weak-password')
      throw new AccountError(m.weakPassword, 'failed', { cause: error, detail: 'Weak new password' });
    throw accountError(error, m.passwordNotChanged, 'Could not update the password');
  }
}
