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

/** Why a Firebase read or write failed: 'offline' when the server could not be reached. */
export type FailureKind = 'offline' | 'failed';

/**
 * A Firebase read or write that failed, with its kind, so the shop can tell "connect and try
 * again" from "please try again later". `cause` keeps the SDK's error for developers. Each
 * feature names its own subclass.
 */
export class BackendError extends Error {
  override name = 'BackendError';
  readonly kind: FailureKind;

  constructor(message: string, kind: FailureKind, options?: { cause?: unknown }) {
    super(message, options);
    this.kind = kind;
  }
}

/** Whether an error is a BackendError that failed for want of a connection. */
export function isOfflineFailure(error: unknown): boolean {
  return error instanceof BackendError && error.kind === 'offline';
}

/** The kind of a failed SDK call (see isConnectionError). */
export function failureKind(error: unknown): FailureKind {
  return isConnectionError(error) ? 'offline' : 'failed';
}
