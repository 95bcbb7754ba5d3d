import { deleteUser } from 'firebase/auth';
import { deleteDoc, doc, getDoc } from 'firebase/firestore/lite';
import { ORDER_INTERVAL_SECONDS } from '@/config/constants';
import { COLLECTIONS } from '@/lib/firebase/collections';
import { cartDocConverter, type CartDoc } from '@/lib/firebase/documents/cart';
import { getLiteDb } from '@/lib/firebase/firestore-lite';
import { reauthenticate } from '@/lib/firebase/reauthenticate';
import { accountMessages as m } from '../messages';
import { accountError } from './backend-error';

/**
 * Whether the rules let the owner delete this cart: it holds back nothing the order limits count
 * (no open order, the last one long enough ago; twice the interval, for the browser's clock).
 */
export function isCartDeletable(cart: CartDoc, now = Date.now()): boolean {
  return (
    cart.openOrders === 0 &&
    (cart.lastOrderAt === null || now - cart.lastOrderAt.toMillis() > 2 * ORDER_INTERVAL_SECONDS * 1000)
  );
}

/**
 * Leaves the shop: re-authenticates with the password, deletes users/{uid} (the admin users list
 * no longer shows the customer), the cart when the rules allow (a cart with an open order stays
 * until the shop confirms or cancels it), then the Auth account. Orders stay. Throws
 * AccountError ('wrong-password' for a wrong password).
 */
export async function deleteAccount(password: string): Promise<void> {
  let user;
  try {
    user = await reauthenticate(password);
  } catch (error) {
    throw accountError(error, m.deleteFailed, 'Re-authentication before the delete failed');
  }
  const db = getLiteDb();
  const cartRef = doc(db, COLLECTIONS.carts, user.uid).withConverter(cartDocConverter);
  try {
    const cart = (await getDoc(cartRef)).data();
    await deleteDoc(doc(db, COLLECTIONS.users, user.uid));
    if (cart && isCartDeletable(cart)) await deleteDoc(cartRef);
    await deleteUser(user);
  } catch (error) {
    throw accountError(error, m.deleteFailed, `Could not delete the account ${user.uid}`);
  }
}
