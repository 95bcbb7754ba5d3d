import { doc, getDoc, increment, serverTimestamp, writeBatch } from 'firebase/firestore/lite';
import { MAX_OPEN_ORDERS, ORDER_INTERVAL_SECONDS } from '@/config/constants';
import { COLLECTIONS } from '@/lib/firebase/collections';
import { cartDocConverter, cartField, type CartContents } from '@/lib/firebase/documents/cart';
import { getLiteDb } from '@/lib/firebase/firestore-lite';
import type { OrderRequest } from '@/lib/firebase/documents/order';
import { errorCode, failureKind } from '@/lib/firebase/errors';
import { orderSearchKeys } from '@/lib/order-search-keys';
import { checkoutMessages } from '../messages';
import { PlaceOrderError, type OrderRefusal } from './errors';

/** The cart the order is placed from: what it leaves behind, and the version this tab read. */
export interface CartAtCheckout {
  left: CartContents;
  version: number;
}

/**
 * Saves the order as orders/{orderId} with its search keys (phoneKey, nameKeys: what the admin
 * orders list finds it by), the server's createdAt and status 'placed', in one
 * batch with the cart it empties (carts/{uid} at the next version, one more open order, the time
 * and id of this order); returns the cart's new version. The rules refuse the batch when the
 * cart changed in another tab since it was read, when the account has MAX_OPEN_ORDERS orders
 * waiting, or within ORDER_INTERVAL_SECONDS of its last order; the error says which.
 * Idempotent per id: when a retry (after an answer that got lost) finds its own order already
 * there, that order counts as placed ('existing': the cart was emptied with it).
 */
export async function placeOrder(
  orderId: string,
  request: OrderRequest,
  from: CartAtCheckout,
): Promise<{ outcome: 'created'; version: number } | { outcome: 'existing' }> {
  const db = getLiteDb();
  const orderRef = doc(db, COLLECTIONS.orders, orderId);
  const cartRef = doc(db, COLLECTIONS.carts, request.uid);
  const version = from.version + 1;
  const batch = writeBatch(db);
  batch.set(orderRef, {
    ...request,
    ...orderSearchKeys(request),
    createdAt: serverTimestamp(),
    status: 'placed',
  });
  const checkout = {
    cart: cartField(from.left),
    version,
    lastOrderAt: serverTimestamp(),
    lastOrderId: orderId,
  };
  if (from.version === 0) batch.set(cartRef, { ...checkout, openOrders: 1 });
  else batch.update(cartRef, { ...checkout, openOrders: increment(1) });
  try {
    await batch.commit();
    return { outcome: 'created', version };
  } catch (error) {
    const refusal =
      errorCode(error) === 'permission-denied' ? await whyRefused(orderId, request.uid, from.version) : null;
    if (refusal === 'existing') return { outcome: 'existing' };
    const kind = failureKind(error);
    const message = refusal
      ? refusalMessages[refusal]
      : kind === 'offline'
        ? checkoutMessages.offline
        : checkoutMessages.placeFailed;
    throw new PlaceOrderError(message, kind, {
      detail: `Could not save order ${orderId}${refusal ? ` (${refusal})` : ''}`,
      cause: error,
      refusal,
    });
  }
}

const refusalMessages: Record<OrderRefusal, string> = {
  cartChanged: checkoutMessages.cartChangedElsewhere,
  tooManyOpen: checkoutMessages.tooManyOpen,
  tooSoon: checkoutMessages.tooSoon,
};

/**
 * Why the rules refused an order batch, read back from the server: the order is there already
 * (a retry), or the limit it broke; null when no reason can be seen.
 */
async function whyRefused(
  orderId: string,
  uid: string,
  version: number,
): Promise<'existing' | OrderRefusal | null> {
  const db = getLiteDb();
  const existing = await getDoc(doc(db, COLLECTIONS.orders, orderId)).catch(() => null);
  if (existing?.exists() && existing.get('uid') === uid) return 'existing';
  const cart = await getDoc(doc(db, COLLECTIONS.carts, uid).withConverter(cartDocConverter))
    .then((snapshot) => snapshot.data())
    .catch(() => null);
  if (cart === null) return null;
  if ((cart?.version ?? 0) !== version) return 'cartChanged';
  if (!cart) return null;
  if (cart.openOrders >= MAX_OPEN_ORDERS) return 'tooManyOpen';
  const sinceLast = cart.lastOrderAt ? Date.now() - cart.lastOrderAt.toMillis() : Infinity;
  // Allow for the browser's clock being off the server's by up to another interval.
  if (sinceLast < 2 * ORDER_INTERVAL_SECONDS * 1000) return 'tooSoon';
  return null;
}
