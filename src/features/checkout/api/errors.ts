/** Placing an order failed; kind 'offline' when the server could not be reached. `cause` keeps the SDK error. */
export class PlaceOrderError extends Error {
  readonly kind: 'offline' | 'failed';

  constructor(message: string, kind: 'offline' | 'failed', options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'PlaceOrderError';
    this.kind = kind;
  }
}

/** Reading the customer's details for the order form failed. */
export class CustomerDetailsError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'CustomerDetailsError';
  }
}
