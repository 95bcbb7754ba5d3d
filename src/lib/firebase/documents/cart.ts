import * as z from 'zod/mini';
import { documentConverter } from '../converters';
import { storedCartSchema } from './user';

/**
 * carts/{uid}: a customer's cart, kept apart from users/{uid} so that the admin users list, which
 * streams user documents, never downloads carts (spec §3 stores the cart in the user document:
 * that copy is still read when there is no cart document yet). firestore.rules:
 *   cart         the spec's cart { cartItems, totalNumItems, totalAmount }
 *   version      1 when created, +1 with every write: a write from a tab that read an older
 *                version is refused, so a stale tab reloads instead of overwriting
 *   openOrders   the account's orders still 'placed' (at most MAX_OPEN_ORDERS): +1 in the batch
 *                that places an order, −1 when an admin confirms or cancels one
 *   lastOrderAt  when the last order was placed (null before the first): the next may follow only
 *                ORDER_INTERVAL_SECONDS later
 *   lastOrderId  the order placed in the same batch as the write that set it
 */
export const cartDocSchema = z.object({
  cart: storedCartSchema,
  version: z.number().check(z.int(), z.nonnegative()),
  openOrders: z.number().check(z.int(), z.nonnegative()),
  lastOrderAt: z.nullable(z.custom<{ toMillis(): number }>((value) => isTimestamp(value))),
  lastOrderId: z.nullable(z.string()),
});

function isTimestamp(value: unknown): boolean {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { toMillis?: unknown }).toMillis === 'function'
  );
}

export type CartDoc = z.infer<typeof cartDocSchema>;

export const CART_LABEL = 'Cart';

export const cartDocConverter = documentConverter(cartDocSchema, CART_LABEL);

/** A cart as the shop holds it: its lines, totals and any stored lines it could not read. */
export interface CartContents {
  cartItems: readonly unknown[];
  totalAmount: number;
  totalNumItems: number;
  unreadable?: readonly unknown[];
}

/**
 * The spec's cart map as stored: the readable lines, then the unreadable ones as they were read
 * (so no save stores less than was read), and the totals.
 */
export function cartField(cart: CartContents) {
  return {
    cartItems: [...cart.cartItems, ...(cart.unreadable ?? [])],
    totalAmount: cart.totalAmount,
    totalNumItems: cart.totalNumItems,
  };
}
