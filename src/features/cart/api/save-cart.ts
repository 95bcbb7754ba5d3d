import { doc, updateDoc } from 'firebase/firestore/lite';
import { getLiteDb } from '@/lib/firebase/firestore-lite';
import type { StoredCart } from '../schema';
import { USERS_COLLECTION } from './collections';
import { toCartError } from './errors';

/** Stores the whole cart in users/{uid}.cart (the only field a customer may change there). */
export async function saveCart(uid: string, cart: StoredCart): Promise<void> {
  try {
    await updateDoc(doc(getLiteDb(), USERS_COLLECTION, uid), {
      cart: {
        cartItems: cart.cartItems,
        totalAmount: cart.totalAmount,
        totalNumItems: cart.totalNumItems,
      },
    });
  } catch (error) {
    throw toCartError(`Could not save the cart of ${uid}`, error);
  }
}
