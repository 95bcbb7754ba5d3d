import { doc, updateDoc } from 'firebase/firestore/lite';
import { COLLECTIONS } from '@/lib/firebase/collections';
import { getLiteDb } from '@/lib/firebase/firestore-lite';
import { storedLines, type StoredCart } from '../schema';
import { toCartError } from './errors';

/**
 * Stores the whole cart in users/{uid}.cart (the only field a customer may change there), with
 * the lines the shop could not read written back unchanged after the others.
 */
export async function saveCart(uid: string, cart: StoredCart): Promise<void> {
  try {
    await updateDoc(doc(getLiteDb(), COLLECTIONS.users, uid), {
      cart: {
        cartItems: storedLines(cart),
        totalAmount: cart.totalAmount,
        totalNumItems: cart.totalNumItems,
      },
    });
  } catch (error) {
    throw toCartError(`Could not save the cart of ${uid}`, error);
  }
}
