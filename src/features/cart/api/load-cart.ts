import { doc, getDoc } from 'firebase/firestore/lite';
import { COLLECTIONS } from '@/lib/firebase/collections';
import { cartDocConverter } from '@/lib/firebase/documents/cart';
import { userConverter } from '@/lib/firebase/documents/user';
import { getLiteDb } from '@/lib/firebase/firestore-lite';
import { parseStoredCart, type StoredCart } from '../schema';
import { toCartError } from './errors';

/** A stored cart and the version it was read at (0: there is no carts/{uid} yet). */
export interface VersionedCart {
  cart: StoredCart;
  version: number;
}

/**
 * The server copy of a customer's cart: carts/{uid}, or, before its first save there, the cart
 * the user document holds (spec §3), or an empty cart. Lines the shop cannot read come back in
 * `unreadable`, to be written back as they are.
 */
export async function loadCart(uid: string): Promise<VersionedCart> {
  let loaded: { raw: Parameters<typeof parseStoredCart>[0]; version: number };
  try {
    const db = getLiteDb();
    const cartDoc = (await getDoc(doc(db, COLLECTIONS.carts, uid).withConverter(cartDocConverter))).data();
    if (cartDoc) {
      loaded = { raw: cartDoc.cart, version: cartDoc.version };
    } else {
      const user = (await getDoc(doc(db, COLLECTIONS.users, uid).withConverter(userConverter))).data();
      loaded = { raw: user?.cart, version: 0 };
    }
  } catch (error) {
    throw toCartError(`Could not read the cart of ${uid}`, error);
  }
  const cart = parseStoredCart(loaded.raw);
  if (cart.unreadable) {
    console.error(`${cart.unreadable.length} cart line(s) of ${uid} could not be read; kept as stored`, [
      ...cart.unreadable,
    ]);
  }
  return { cart, version: loaded.version };
}
