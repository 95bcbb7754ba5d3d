import { doc, runTransaction, serverTimestamp, type Firestore, type Transaction } from 'firebase/firestore';
import { AdminDataError, adminBackendError } from '@/lib/firebase/admin-errors';
import { errorCode } from '@/lib/firebase/errors';
import { getAuthInstance } from '@/lib/firebase/auth';
import { COLLECTIONS, INVOICE_NUMBER_COUNTER } from '@/lib/firebase/collections';
import {
  nextHistoryKey,
  orderConverter,
  type OrderLine,
  type OrderStatus,
} from '@/lib/firebase/documents/order';
import { getDb } from '@/lib/firebase/firestore';
import { orderFlowMessages } from '../order-flow-messages';
import { isAllowedMove, stockEffect } from '../order-transitions';

const refused = (userMessage: string) => new AdminDataError('failed', { userMessage });

/** Each product of the lines once, with the whole amount of it the order holds. */
function amountsByProduct(lines: readonly OrderLine[]): Map<number, { title: string; amount: number }> {
  const amounts = new Map<number, { title: string; amount: number }>();
  for (const { id, title, amount } of lines) {
    amounts.set(id, { title, amount: (amounts.get(id)?.amount ?? 0) + amount });
  }
  return amounts;
}

/**
 * Reads every product of the lines, then writes each one's new stock (and version + 1, so a
 * product form opened before cannot overwrite it). 'take' refuses with the product and how many
 * are left when stock is short. A product deleted since has no stock to take or put back: it is
 * skipped, and its id returned, so that the move's history entry says so and an order that holds
 * it can still be confirmed or cancelled.
 */
async function moveStock(
  db: Firestore,
  transaction: Transaction,
  lines: readonly OrderLine[],
  effect: 'take' | 'return',
): Promise<number[]> {
  const products = [...amountsByProduct(lines)].map(([id, line]) => ({
    ...line,
    ref: doc(db, COLLECTIONS.products, String(id)),
  }));
  const snapshots = await Promise.all(products.map(({ ref }) => transaction.get(ref)));
  const skipped: number[] = [];
  const writes = products.map((product, index) => {
    const snapshot = snapshots[index];
    if (!snapshot?.exists()) {
      skipped.push(Number(product.ref.id));
      return null;
    }
    const stock = Number(snapshot.get('stock'));
    const version = Number(snapshot.get('version') ?? 0);
    const title = String(snapshot.get('title') ?? product.title);
    if (effect === 'take' && stock < product.amount)
      throw refused(orderFlowMessages.shortStock(title, stock));
    const change = effect === 'take' ? -product.amount : product.amount;
    return { ref: product.ref, data: { stock: stock + change, version: version + 1 } };
  });
  for (const write of writes) if (write) transaction.update(write.ref, write.data);
  return skipped;
}

/**
 * Reads the invoice counter: the number the order takes, and the counter's write, to be made
 * after every read of the transaction (moveStock's included).
 */
async function takeInvoiceNumber(
  db: Firestore,
  transaction: Transaction,
  orderId: string,
): Promise<{ number: number; write: () => void }> {
  const counterRef = doc(db, INVOICE_NUMBER_COUNTER.collection, INVOICE_NUMBER_COUNTER.id);
  const counter = await transaction.get(counterRef);
  const number = counter.exists() ? Number(counter.get('next')) : 1;
  if (!Number.isInteger(number) || number < 1)
    throw new Error(`counters/invoices holds next = ${String(number)}`);
  return {
    number,
    write: () => transaction.set(counterRef, { next: number + 1, order: orderId }),
  };
}

function runMove(db: Firestore, orderId: string, to: OrderStatus, adminEmail: string): Promise<void> {
  return runTransaction(db, async (transaction) => {
    const orderRef = doc(db, COLLECTIONS.orders, orderId).withConverter(orderConverter);
    const snapshot = await transaction.get(orderRef);
    const order = snapshot.data();
    if (!order) throw refused(orderFlowMessages.notFound);
    if (!isAllowedMove(order.status, to)) throw refused(orderFlowMessages.cannotMove(order.status, to));
    const effect = stockEffect(order.status, to, order.stockTaken ?? false);
    // Reads first (a transaction writes after all its reads): the cart whose open order this is.
    const release = order.status === 'placed' ? await openOrderRelease(db, transaction, order.uid) : null;
    // A confirm gives the order its invoice's number (firestore.rules: isInvoiceNumberMove).
    const invoice = to === 'confirmed' ? await takeInvoiceNumber(db, transaction, orderId) : null;
    const skipped = effect === 'none' ? [] : await moveStock(db, transaction, order.order.items, effect);
    invoice?.write();
    transaction.update(orderRef, {
      status: to,
      updatedAt: serverTimestamp(),
      [`history.${nextHistoryKey(order.history)}`]: {
        status: to,
        by: adminEmail,
        at: serverTimestamp(),
        ...(skipped.length ? { skipped } : {}),
      },
      ...(effect === 'none' ? {} : { stockTaken: effect === 'take' }),
      ...(invoice ? { invoiceNumber: invoice.number } : {}),
    });
    if (release) transaction.update(release.ref, { openOrders: release.openOrders });
  });
}

/**
 * An order leaving 'placed' no longer waits for the shop: its owner's carts/{uid}.openOrders goes
 * down by one in the same transaction (the rules insist), so they may order again. Nothing to
 * release when there is no cart document or its count is 0 (an order placed before the count).
 */
async function openOrderRelease(db: Firestore, transaction: Transaction, uid: string) {
  const ref = doc(db, COLLECTIONS.carts, uid);
  const snapshot = await transaction.get(ref);
  const openOrders = Number(snapshot.get('openOrders') ?? 0);
  return snapshot.exists() && openOrders > 0 ? { ref, openOrders: openOrders - 1 } : null;
}

/**
 * moveOrder through `db`: one transaction reads the order, checks the move against the workflow,
 * takes or puts back the lines' stock when the move calls for it (stockTaken says whether it was
 * taken, so neither happens twice), and appends one history entry and stamps updatedAt, both at
 * server time. Of two admins
 * moving at once, one wins; the other is refused with the order's new status.
 */
export async function moveOrderWith(
  db: Firestore,
  orderId: string,
  to: OrderStatus,
  adminEmail: string,
): Promise<void> {
  try {
    await runMove(db, orderId, to, adminEmail);
  } catch (error) {
    if (error instanceof AdminDataError) throw error;
    // A commit that lost a race is refused by the rules (they see the order already moved)
    // before the transaction's own conflict check could retry it; one more attempt reads the
    // order as it is now and refuses with its current status. (A refusal for any other cause
    // is refused again and reported below.)
    if (errorCode(error) !== 'permission-denied')
      throw adminBackendError(error, orderFlowMessages.moveFailed);
    try {
      await runMove(db, orderId, to, adminEmail);
    } catch (retryError) {
      if (retryError instanceof AdminDataError) throw retryError;
      throw adminBackendError(retryError, orderFlowMessages.moveFailed);
    }
  }
}

/** Moves an order on as the signed-in admin (see moveOrderWith); throws AdminDataError. */
export function moveOrder(orderId: string, to: OrderStatus, adminEmail: string): Promise<void> {
  // Auth must be registered first, so Firestore sends the admin's token.
  getAuthInstance();
  return moveOrderWith(getDb(), orderId, to, adminEmail);
}
