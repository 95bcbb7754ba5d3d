import { BackendError, UserFacingError, failureKind } from '@/lib/firebase/errors';
import { cartMessages } from '../messages';

/** A cart read or write that failed (kind 'offline' or 'failed'). */
export class CartError extends BackendError {
  override name = 'CartError';
}

export function toCartError(message: string, error: unknown): CartError {
  return new CartError(message, failureKind(error), { cause: error });
}

/**
 * A cart write refused because the stored cart changed since this tab read it (another tab or
 * device saved it or placed an order from it): the tab must read it again, not write over it.
 */
export class CartChangedElsewhereError extends UserFacingError {
  override name = 'CartChangedElsewhereError';

  constructor(uid: string, options?: { cause?: unknown }) {
    super(cartMessages.changedElsewhere, { ...options, detail: `The cart of ${uid} changed in another tab` });
  }
}
