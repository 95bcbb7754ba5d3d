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
