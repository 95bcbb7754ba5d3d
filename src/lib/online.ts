/**
 * Whether the browser knows it has no connection at all. A request can still fail for want of
 * one while this says online; `isConnectionError` (lib/firebase/errors) covers that case.
 */
export function isOffline(): boolean {
  return typeof navigator !== 'undefined' && !navigator.onLine;
}
