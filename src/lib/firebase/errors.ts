import { isOffline } from '@/lib/online';

/**
 * Whether a Firebase error means the server could not be reached. The full SDK says
 * 'unavailable'; Firestore lite reports a fetch that failed outright (no connection) as
 * 'unknown' with its "Request failed with error" text, since there is no HTTP status to map.
 */
export function isConnectionError(error: unknown): boolean {
  if (isOffline()) return true;
  if (typeof error !== 'object' || error === null) return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (code === 'unavailable') return true;
  return code === 'unknown' && typeof message === 'string' && message.startsWith('Request failed with error');
}

/** The error's code ('permission-denied', …) when it has one. */
export function errorCode(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { code } = error as { code?: unknown };
  return typeof code === 'string' ? code : undefined;
}

/** What a shopper reads when a failure has no words of its own. */
export const UNKNOWN_FAILURE = 'Something went wrong, please try again later!';

/**
 * A failure with words for the shopper: `userMessage` is what screens and toasts show (the
 * spec's message or a plain sentence). `message` (the `detail`, e.g. "User u1 is malformed")
 * and `cause` (the SDK's error) are for developers and the console only.
 */
export class UserFacingError extends Error {
  override name = 'UserFacingError';
  readonly userMessage: string;

  constructor(userMessage: string, options?: { cause?: unknown; detail?: string }) {
    super(options?.detail ?? userMessage, { cause: options?.cause });
    this.userMessage = userMessage;
  }
}

/** The words a shopper may read for any failure: a UserFacingError's own, else the fallback. */
export function userMessageOf(error: unknown, fallback: string = UNKNOWN_FAILURE): string {
  return error instanceof UserFacingError ? error.userMessage : fallback;
}

/** Why a Firebase read or write failed: 'offline' when the server could not be reached. */
export type FailureKind = 'offline' | 'failed';

/**
 * A Firebase read or write that failed, with its kind, so the shop can tell "connect and try
 * again" from "please try again later". Each feature names its own subclass.
 */
export class BackendError extends UserFacingError {
  override name = 'BackendError';
  readonly kind: FailureKind;

  constructor(userMessage: string, kind: FailureKind, options?: { cause?: unknown; detail?: string }) {
    super(userMessage, options);
    this.kind = kind;
  }
}

/** Whether an error is a BackendError that failed for want of a connection. */
export function isOfflineFailure(error: unknown): boolean {
  return error instanceof BackendError && error.kind === 'offline';
}

/**
 * The words for a read or write that failed: the failure's own when the server could not be
 * reached (connect and try again), otherwise `failed`, which says what did not work — clearer
 * than a generic line.
 */
export function failureMessageOf(error: unknown, failed: string): string {
  return isOfflineFailure(error) ? userMessageOf(error) : failed;
}

/** The kind of a failed SDK call (see isConnectionError). */
export function failureKind(error: unknown): FailureKind {
  return isConnectionError(error) ? 'offline' : 'failed';
}
