import { isConnectionError } from '@/lib/firebase/errors';

/**
 * A cart read or write that failed. kind 'offline' when the server could not be reached,
 * 'failed' otherwise; `cause` keeps the SDK's error for developers.
 */
export class CartError extends Error {
  readonly kind: 'offline' | 'failed';

  constructor(message: string, kind: 'offline' | 'failed', options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'CartError';
    this.kind = kind;
  }
}

export function toCartError(message: string, error: unknown): CartError {
  return new CartError(message, isConnectionError(error) ? 'offline' : 'failed', { cause: error });
}
