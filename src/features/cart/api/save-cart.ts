import { doc, getDoc, setDoc, updateDoc } from 'firebase/firestore/lite';
import { COLLECTIONS } from '@/lib/firebase/collections';
import { errorCode } from '@/lib/firebase/errors';
import { getLiteDb } from '@/lib/firebase/firestore-lite';
import { cartField } from '@/lib/firebase/documents/cart';
import type { StoredCart } from '../schema';
import { CartChangedElsewhereError, toCartError } from './errors';

/**
 * Whether carts/{uid} is no longer at `version` (another tab or device wrote it since), read
 * after a refused write. A read that fails counts as "not known to have changed".
 */
export async function cartChangedSince(uid: string, version: number): Promise<boolean> {
  const snapshot = await getDoc(doc(getLiteDb(), COLLECTIONS.carts, uid)).catch(() => null);
  if (!snapshot) return false;
  return (snapshot.exists() ? Number(snapshot.get('version')) : 0) !== version;
}

/**
 * Stores the whole cart in carts/{uid} as the next version after `version`, the one this tab
 * read (0: none yet, which creates it), and returns the stored version. The rules refuse a write
 * over another version: then CartChangedElsewhereError, and the cart must be read again.
 */
export async function saveCart(uid: string, cart: StoredCart, version: number): Promise<number> {
  const ref = doc(getLiteDb(), COLLECTIONS.carts, uid);
  const next = version + 1;
  try {
    if (version === 0) {
      await setDoc(ref, {
        cart: cartField(cart),
        version: next,
        openOrders: 0,
        lastOrderAt: null,
        lastOrderId: null,
      });
    } else {
      await updateDoc(ref, { cart: cartField(cart), version: next });
    }
    return next;
  } catch (error) {
    if (errorCode(error) === 'permission-denied' && (await cartChangedSince(uid, version)))
      throw new CartChangedElsewhereError(uid, { cause: error });
    throw toCartError(`Could not save the cart of ${uid}`, error);
  }
}
