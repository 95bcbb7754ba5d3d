import { doc, getDoc } from 'firebase/firestore/lite';
import { getLiteDb } from '@/lib/firebase/firestore-lite';
import { parseStoredCart, type StoredCart } from '../schema';
import { USERS_COLLECTION } from './collections';
import { toCartError } from './errors';

/** The server copy of a customer's cart (users/{uid}.cart); no user document or cart is an empty cart. */
export async function loadCart(uid: string): Promise<StoredCart> {
  let snapshot;
  try {
    snapshot = await getDoc(doc(getLiteDb(), USERS_COLLECTION, uid));
  } catch (error) {
    throw toCartError(`Could not read the cart of ${uid}`, error);
  }
  const { cart, dropped } = parseStoredCart(snapshot.get('cart'));
  if (dropped.length) console.error(`Left out ${dropped.length} malformed cart line(s) of ${uid}`, dropped);
  return cart;
}
