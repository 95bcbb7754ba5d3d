import { doc, serverTimestamp, writeBatch, type Firestore } from 'firebase/firestore';
import { orderSearchKeys } from '@/lib/order-search-keys';
import { makeOrderRequest } from '@/testing/order-factories';

/**
 * A valid order request for uid; the overrides may break its types (for the rules tests of
 * wrongly typed fields).
 */
export function orderRequest(uid: string, overrides: Record<string, unknown> = {}) {
  return { ...makeOrderRequest(uid), ...overrides };
}

/**
 * The document a customer writes: the request, its search keys (from the overridden name and
 * number when those are texts), server time and status 'placed'.
 */
export function orderDoc(uid: string, overrides: Record<string, unknown> = {}) {
  const request = orderRequest(uid);
  const keys = orderSearchKeys({
    name: typeof overrides.name === 'string' ? overrides.name : request.name,
    number: typeof overrides.number === 'string' ? overrides.number : request.number,
  });
  return { ...request, ...keys, createdAt: serverTimestamp(), status: 'placed', ...overrides };
}

export function orderLines(count: number) {
  return Array.from({ length: count }, (_, index) => ({
    id: index + 1,
    title: `Product ${index + 1}`,
    amount: 1,
    price: 10,
  }));
}

/** The checkout state of carts/{uid} a checkout starts from (none stored: the defaults). */
export interface CartState {
  version: number;
  openOrders: number;
}

/**
 * A checkout as the shop writes it: orders/{orderId} and, in the same batch, the owner's
 * carts/{uid} emptied at the next version, one more open order, this order's time and id. `cart`
 * is the stored state it starts from (default: no cart document yet); the cart is the order's
 * uid's unless `cartUid` says otherwise.
 */
export function checkout(
  db: unknown,
  orderId: string,
  order: Record<string, unknown>,
  cart?: CartState,
  cartUid = String(order.uid),
) {
  const firestore = db as Firestore;
  const batch = writeBatch(firestore);
  batch.set(doc(firestore, 'orders', orderId), order);
  batch.set(doc(firestore, 'carts', cartUid), {
    cart: { cartItems: [], totalAmount: 0, totalNumItems: 0 },
    version: (cart?.version ?? 0) + 1,
    openOrders: (cart?.openOrders ?? 0) + 1,
    lastOrderAt: serverTimestamp(),
    lastOrderId: orderId,
  });
  return batch.commit();
}

/**
 * One order in each status, each with the history and stock flag an admin's moves (by
 * `adminEmail`, at `at`) gave it: what the order-move rules tests seed.
 */
export function ordersInEachStatus(adminEmail: string, at: unknown) {
  const entry = (status: string) => ({ status, by: adminEmail, at });
  return {
    placed: {},
    confirmed: { history: { '0': entry('confirmed') }, stockTaken: true },
    shipped: { history: { '0': entry('confirmed'), '1': entry('shipped') }, stockTaken: true },
    delivered: {
      history: { '0': entry('confirmed'), '1': entry('shipped'), '2': entry('delivered') },
      stockTaken: true,
    },
    cancelled: { history: { '0': entry('cancelled') } },
  } as const;
}

/** How many history entries each of ordersInEachStatus has: the key its next move appends. */
export const HISTORY_SIZE = { placed: 0, confirmed: 1, shipped: 2, delivered: 3, cancelled: 1 } as const;
