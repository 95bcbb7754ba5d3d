import { FirebaseError } from 'firebase/app';
import { sessionMessages } from '../messages';

/** A sign-up, sign-in, sign-out or account read that failed; `cause` keeps the SDK's error. */
export class SessionError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'SessionError';
  }
}

const AUTH_MESSAGES: Record<string, string> = {
  'auth/email-already-in-use': sessionMessages.emailInUse,
  'auth/invalid-credential': sessionMessages.wrongCredentials,
  'auth/invalid-login-credentials': sessionMessages.wrongCredentials,
  'auth/wrong-password': sessionMessages.wrongCredentials,
  'auth/user-not-found': sessionMessages.userNotFound,
  'auth/too-many-requests': sessionMessages.tooManyRequests,
  'auth/network-request-failed': sessionMessages.offline,
};

/**
 * A Firebase Auth failure in plain words; other codes keep the backend's own message without
 * its "Firebase: … (auth/code)." wrapping.
 */
export function authErrorMessage(error: unknown): string {
  if (error instanceof FirebaseError) {
    const known = AUTH_MESSAGES[error.code];
    if (known) return known;
    const plain = error.message
      .replace(/^Firebase:\s*/, '')
      .replace(/\s*\(auth\/[\w-]+\)\.?$/, '')
      .trim();
    if (plain && plain !== 'Error') return plain.endsWith('.') ? plain : `${plain}.`;
    return error.code.replace(/^auth\//, '').replace(/-/g, ' ');
  }
  return error instanceof Error && error.message ? error.message : 'Something went wrong, please try again.';
}
