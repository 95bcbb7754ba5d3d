import { sendPasswordResetEmail } from 'firebase/auth';
import { getAuthInstance } from '@/lib/firebase/auth';
import { errorCode } from '@/lib/firebase/errors';
import { sessionMessages } from '../messages';
import { authErrorMessage, SessionError } from './errors';

/**
 * Sends Firebase's password-reset e-mail. An e-mail without an account resolves like one with
 * (no account enumeration: the page says the same either way). Throws SessionError for anything
 * else (offline, too many requests). The Auth emulator shows the e-mail in its log and its
 * oobCodes endpoint instead of sending it.
 */
export async function sendPasswordReset(email: string): Promise<void> {
  try {
    await sendPasswordResetEmail(getAuthInstance(), email);
  } catch (error) {
    if (errorCode(error) === 'auth/user-not-found') return;
    throw new SessionError(authErrorMessage(error, sessionMessages.resetFailed), {
      cause: error,
      detail: 'Could not send the password-reset e-mail',
    });
  }
}
