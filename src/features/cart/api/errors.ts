import { BackendError, failureKind } from '@/lib/firebase/errors';

/** A cart read or write that failed (kind 'offline' or 'failed'). */
export class CartError extends BackendError {
  override name = 'CartError';
}

export function toCartError(message: string, error: unknown): CartError {
  return new CartError(message, failureKind(error), { cause: error });
}
