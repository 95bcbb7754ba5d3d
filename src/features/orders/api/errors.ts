/** Reading orders failed; `cause` keeps the SDK's error for developers. */
export class OrdersError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'OrdersError';
  }
}
