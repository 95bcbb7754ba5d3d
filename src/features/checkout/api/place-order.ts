import { doc, getDoc, serverTimestamp, setDoc } from 'firebase/firestore/lite';
import { COLLECTIONS } from '@/lib/firebase/collections';
import { getLiteDb } from '@/lib/firebase/firestore-lite';
import type { OrderRequest } from '@/lib/firebase/documents/order';
import { errorCode, failureKind } from '@/lib/firebase/errors';
import { checkoutMessages } from '../messages';
import { PlaceOrderError } from './errors';

/**
 * Saves the order as orders/{orderId} with the server's createdAt and status 'placed'.
 * Idempotent per id: the rules refuse to overwrite an order, so when a retry (after an answer
 * that got lost) finds its own order already there, that order counts as placed.
 */
export async function placeOrder(orderId: string, request: OrderRequest): Promise<'created' | 'existing'> {
  const ref = doc(getLiteDb(), COLLECTIONS.orders, orderId);
  try {
    await setDoc(ref, { ...request, createdAt: serverTimestamp(), status: 'placed' });
    return 'created';
  } catch (error) {
    if (errorCode(error) === 'permission-denied') {
      const existing = await getDoc(ref).catch(() => null);
      if (existing?.exists() && existing.get('uid') === request.uid) return 'existing';
    }
    const kind = failureKind(error);
    throw new PlaceOrderError(
      kind === 'offline' ? checkoutMessages.offline : checkoutMessages.placeFailed,
      kind,
      {
        detail: `Could not save order ${orderId}`,
        cause: error,
      },
    );
  }
}
