import { EmailAuthProvider, reauthenticateWithCredential, type User } from 'firebase/auth';
import { getAuthInstance } from './auth';
import { errorCode } from './errors';

const WRONG_PASSWORD = ['auth/wrong-password', 'auth/invalid-credential', 'auth/invalid-login-credentials'];

/** Re-authentication refused the password given as the current one. */
export class WrongPasswordError extends Error {
  override name = 'WrongPasswordError';
}

/** There is no signed-in account (with an e-mail) to re-authenticate. */
export class NotSignedInError extends Error {
  override name = 'NotSignedInError';
}

/**
 * Signs the current account in again with its current password, as Firebase asks before a
 * password change or an account delete. Rejects with WrongPasswordError for a wrong password,
 * NotSignedInError without a signed-in account, and the SDK's error for anything else.
 */
export async function reauthenticate(current: string): Promise<User> {
  const user = getAuthInstance().currentUser;
  if (!user?.email) throw new NotSignedInError('No signed-in account to re-authenticate');
  try {
    await reauthenticateWithCredential(user, EmailAuthProvider.credential(user.email, current));
  } catch (error) {
    const code = errorCode(error);
    if (code && WRONG_PASSWORD.includes(code))
      throw new WrongPasswordError('The current password was refused', { cause: error });
    throw error;
  }
  return user;
}
