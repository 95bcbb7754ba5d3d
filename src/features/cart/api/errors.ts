/**
 * A cart read or write that failed. kind 'offline' when there was no connection (the SDK's
 * 'unavailable'), 'failed' otherwise; `cause` keeps the SDK's error for developers.
 */
export class CartError extends Error {
  readonly kind: 'offline' | 'failed';

  constructor(message: string, kind: 'offline' | 'failed', options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'CartError';
    this.kind = kind;
  }
}

/** Whether a Firestore error means the device could not reach the server. */
export function isUnavailable(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 'unavailable';
}

export function toCartError(message: string, error: unknown): CartError {
  return new CartError(message, isUnavailable(error) ? 'offline' : 'failed', { cause: error });
}
