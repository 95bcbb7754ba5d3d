import { FirebaseError } from 'firebase/app';
import { UserFacingError } from '@/lib/firebase/errors';
import { sessionMessages } from '../messages';

/** A sign-up, sign-in, sign-out or account read that failed; `cause` keeps the SDK's error. */
export class SessionError extends UserFacingError {
  override name = 'SessionError';
}

const AUTH_MESSAGES: Record<string, string> = {
  'auth/email-already-in-use': sessionMessages.emailInUse,
  'auth/invalid-credential': sessionMessages.wrongCredentials,
  'auth/invalid-login-credentials': sessionMessages.wrongCredentials,
  'auth/wrong-password': sessionMessages.wrongCredentials,
  'auth/user-not-found': sessionMessages.userNotFound,
  'auth/too-many-requests': sessionMessages.tooManyRequests,
  'auth/network-request-failed': sessionMessages.offline,
  'auth/invalid-email': sessionMessages.invalidEmail,
  'auth/weak-password': sessionMessages.invalidPassword,
  'auth/user-disabled': sessionMessages.accountDisabled,
};

/**
 * A Firebase Auth failure in plain words: the known codes have their own; any other failure
 * gets the fallback sentence (its code and text are for the console, never the page).
 */
export function authErrorMessage(error: unknown, fallback: string): string {
  return (error instanceof FirebaseError && AUTH_MESSAGES[error.code]) || fallback;
}
