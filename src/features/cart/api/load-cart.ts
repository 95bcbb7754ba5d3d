import { doc, getDoc } from 'firebase/firestore/lite';
import { COLLECTIONS } from '@/lib/firebase/collections';
import { userConverter } from '@/lib/firebase/documents/user';
import { getLiteDb } from '@/lib/firebase/firestore-lite';
import { parseStoredCart, type StoredCart } from '../schema';
import { toCartError } from './errors';

/**
 * The server copy of a customer's cart (users/{uid}.cart); no user document is an empty cart.
 * Lines the shop cannot read come back in `unreadable`, to be written back as they are.
 */
export async function loadCart(uid: string): Promise<StoredCart> {
  let user;
  try {
    const snapshot = await getDoc(doc(getLiteDb(), COLLECTIONS.users, uid).withConverter(userConverter));
    user = snapshot.data();
  } catch (error) {
    throw toCartError(`Could not read the cart of ${uid}`, error);
  }
  const cart = parseStoredCart(user?.cart);
  if (cart.unreadable) {
    console.error(`${cart.unreadable.length} cart line(s) of ${uid} could not be read; kept as stored`, [
      ...cart.unreadable,
    ]);
  }
  return cart;
}
