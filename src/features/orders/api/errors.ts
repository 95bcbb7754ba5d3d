import { BackendError } from '@/lib/firebase/errors';

/** Reading orders failed; `cause` keeps the SDK's error for developers. */
export class OrdersError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'OrdersError';
  }
}

/** Cancelling an order failed: `userMessage` says why, `cause` keeps the SDK's error. */
export class CancelOrderError extends BackendError {
  override name = 'CancelOrderError';
}
