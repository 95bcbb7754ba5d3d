import { sendPasswordResetEmail } from 'firebase/auth';
import { getAuthInstance } from '@/lib/firebase/auth';
import { adminBackendError } from '@/lib/firebase/admin-errors';
import { adminId } from '@/lib/firebase/admin-doc';

/**
 * Sends another admin a password-reset e-mail (an admin cannot set someone else's password).
 * The Auth emulator does not send it: it shows it in its log and its oobCodes endpoint.
 */
export async function sendAdminPasswordReset(email: string): Promise<void> {
  try {
    await sendPasswordResetEmail(getAuthInstance(), adminId(email));
  } catch (error) {
    throw adminBackendError(error);
  }
}
