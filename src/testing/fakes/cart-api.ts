import { vi } from 'vitest';
import type { VersionedCart } from '@/features/cart/api/load-cart';
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
const versions = new Map<string, number>();

export const loadCart = vi.fn<(uid: string) => Promise<VersionedCart>>();
export const saveCart = vi.fn<(uid: string, cart: StoredCart, version: number) => Promise<number>>();

export function resetFakeCarts(carts: Record<string, StoredCart> = {}) {
  fakeCarts.clear();
  versions.clear();
  for (const [uid, cart] of Object.entries(carts)) {
    fakeCarts.set(uid, cart);
    versions.set(uid, 1);
  }
  loadCart.mockReset().mockImplementation((uid) =>
    Promise.resolve({
      cart: structuredClone(fakeCarts.get(uid) ?? makeStoredCart([])),
      version: versions.get(uid) ?? 0,
    }),
  );
  saveCart.mockReset().mockImplementation((uid, cart, version) => {
    if (version !== (versions.get(uid) ?? 0))
      return Promise.reject(new Error(`fake cart of ${uid}: saved over version ${versions.get(uid) ?? 0}`));
    fakeCarts.set(uid, structuredClone(cart));
    versions.set(uid, version + 1);
    return Promise.resolve(version + 1);
  });
}
