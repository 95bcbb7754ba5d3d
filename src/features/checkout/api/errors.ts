import { BackendError, type FailureKind } from '@/lib/firebase/errors';

/** A limit the rules hold an order to (see placeOrder), named when an order is refused for it. */
export type OrderRefusal = 'cartChanged' | 'tooManyOpen' | 'tooSoon';

/**
 * Placing an order failed (kind 'offline' or 'failed'); `refusal` names the limit it broke when
 * the server refused it for one.
 */
export class PlaceOrderError extends BackendError {
  override name = 'PlaceOrderError';
  readonly refusal: OrderRefusal | null;

  constructor(
    userMessage: string,
    kind: FailureKind,
    options?: { cause?: unknown; detail?: string; refusal?: OrderRefusal | null },
  ) {
    super(userMessage, kind, options);
    this.refusal = options?.refusal ?? null;
  }
}

/** Reading the customer's details for the order form failed. */
export class CustomerDetailsError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'CustomerDetailsError';
  }
}

/** The order was placed, but its address could not be kept among the saved ones. */
export class AddressNotSavedError extends BackendError {
  override name = 'AddressNotSavedError';
}
