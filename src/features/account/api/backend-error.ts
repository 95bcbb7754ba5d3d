import { errorCode, failureKind } from '@/lib/firebase/errors';
import { WrongPasswordError } from '@/lib/firebase/reauthenticate';
import { accountMessages as m } from '../messages';
import { AccountError } from './errors';

/**
 * A failed account call in the shopper's words: a wrong current password, too many attempts, no
 * connection, or `failed` (what did not work); the SDK's error is kept as the cause.
 */
export function accountError(error: unknown, failed: string, detail: string): AccountError {
  if (error instanceof WrongPasswordError)
    return new AccountError(m.wrongCurrentPassword, 'wrong-password', { cause: error, detail });
  if (errorCode(error) === 'auth/too-many-requests')
    return new AccountError(m.tooManyRequests, 'failed', { cause: error, detail });
  if (errorCode(error) === 'auth/network-request-failed' || failureKind(error) === 'offline')
    return new AccountError(m.offline, 'offline', { cause: error, detail });
  return new AccountError(failed, 'failed', { cause: error, detail });
}
