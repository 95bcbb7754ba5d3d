import { vi } from 'vitest';
import type { StoredCart } from '@/features/cart/schema';
import { makeStoredCart } from '../cart-factories';

/**
 * The stored carts as route tests see them: loadCart and saveCart of src/features/cart/api,
 * reading and writing `fakeCarts` (an empty cart for anyone not in it). Use with
 *   vi.mock('@/features/cart/api/load-cart', () => import('@/testing/fakes/cart-api'));
 *   vi.mock('@/features/cart/api/save-cart', () => import('@/testing/fakes/cart-api'));
 * and call resetFakeCarts() in beforeEach.
 */
export const fakeCarts = new Map<string, StoredCart>();

export const loadCart = vi.fn<(uid: string) => Promise<StoredCart>>();
export const saveCart = vi.fn<(uid: string, cart: StoredCart) => Promise<void>>();

export function resetFakeCarts(carts: Record<string, StoredCart> = {}) {
  fakeCarts.clear();
  for (const [uid, cart] of Object.entries(carts)) fakeCarts.set(uid, cart);
  loadCart
    .mockReset()
    .mockImplementation((uid) => Promise.resolve(structuredClone(fakeCarts.get(uid) ?? makeStoredCart([]))));
  saveCart.mockReset().mockImplementation((uid, cart) => {
    fakeCarts.set(uid, structuredClone(cart));
    return Promise.resolve();
  });
}
