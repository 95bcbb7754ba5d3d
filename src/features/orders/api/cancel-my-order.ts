import { doc, runTransaction, serverTimestamp } from 'firebase/firestore';
import { COLLECTIONS } from '@/lib/firebase/collections';
import { CUSTOMER_MOVER, nextHistoryKey, orderConverter } from '@/lib/firebase/documents/order';
import { errorCode, failureKind } from '@/lib/firebase/errors';
import { getDb } from '@/lib/firebase/firestore';
import { ordersMessages } from '../messages';
import { CancelOrderError } from './errors';

/**
 * The customer cancels their own order while it is still 'placed' (firestore.rules:
 * isCustomerCancel): one transaction reads the order and its owner's cart, moves the order to
 * 'cancelled' with one history entry { status, by: 'customer', at: server time } and updatedAt,
 * and releases one open order in carts/{uid} (naming this order, as the rules ask). An order
 * the shop has moved on meanwhile is refused with its status. Throws CancelOrderError.
 */
export async function cancelMyOrder(uid: string, orderId: string): Promise<void> {
  const db = getDb();
  try {
    await runTransaction(db, async (transaction) => {
      const orderRef = doc(db, COLLECTIONS.orders, orderId).withConverter(orderConverter);
      const cartRef = doc(db, COLLECTIONS.carts, uid);
      const order = (await transaction.get(orderRef)).data();
      if (!order || order.uid !== uid) throw new CancelOrderError(ordersMessages.cancelNotFound, 'failed');
      if (order.status !== 'placed')
        throw new CancelOrderError(ordersMessages.cancelTooLate, 'failed', {
          detail: `Order ${orderId} is ${order.status}`,
        });
      const cart = await transaction.get(cartRef);
      const openOrders = Number(cart.get('openOrders') ?? 0);
      transaction.update(orderRef, {
        status: 'cancelled',
        updatedAt: serverTimestamp(),
        [`history.${nextHistoryKey(order.history)}`]: {
          status: 'cancelled',
          by: CUSTOMER_MOVER,
          at: serverTimestamp(),
        },
      });
      if (cart.exists() && openOrders > 0)
        transaction.update(cartRef, { openOrders: openOrders - 1, cancelledOrderId: orderId });
    });
  } catch (error) {
    if (error instanceof CancelOrderError) throw error;
    const kind = failureKind(error);
    // Refused by the rules: most likely the shop moved the order on between the read and the
    // write (the rules see it no longer placed).
    const message =
      kind === 'offline'
        ? ordersMessages.cancelOffline
        : errorCode(error) === 'permission-denied'
          ? ordersMessages.cancelTooLate
          : ordersMessages.cancelFailed;
    throw new CancelOrderError(message, kind, { cause: error, detail: `Could not cancel order ${orderId}` });
  }
}
