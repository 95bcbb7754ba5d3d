import { BackendError } from '@/lib/firebase/errors';

/** Placing an order failed (kind 'offline' or 'failed'). */
export class PlaceOrderError extends BackendError {
  override name = 'PlaceOrderError';
}

/** Reading the customer's details for the order form failed. */
export class CustomerDetailsError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'CustomerDetailsError';
  }
}
