import { doc, getDoc, setDoc } from 'firebase/firestore';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { CartChangedElsewhereError, CartError } from '@/features/cart/api/errors';
import { loadCart } from '@/features/cart/api/load-cart';
import { saveCart } from '@/features/cart/api/save-cart';
import { getCustomerDetails } from '@/features/checkout/api/get-customer-details';
import { makeCartItem, makeStoredCart } from '@/testing/cart-factories';
import { signInNewCustomer, signOutCustomer } from '../support/auth-user';
import { firestoreRulesPerTest } from '../support/rules-env';

const rules = firestoreRulesPerTest();

/** A users/{uid} document as signup writes it, with an empty cart. */
async function seedUser(uid: string, email: string, extra: Record<string, unknown> = {}) {
  await rules.env.withSecurityRulesDisabled(async (context) => {
    await setDoc(doc(context.firestore(), 'users', uid), {
      email,
      name: 'Asha Verma',
      mobile: '09876543210',
      uid,
      cart: { cartItems: [], totalAmount: 0, totalNumItems: 0 },
      dateCreated: '5/1/2025, 10:30:00 am',
      ...extra,
    });
  });
}

/** carts/{uid}.cart and its version as stored. */
async function storedCart(uid: string): Promise<{ cart: unknown; version: unknown }> {
  let stored = { cart: undefined as unknown, version: undefined as unknown };
  await rules.env.withSecurityRulesDisabled(async (context) => {
    const snapshot = await getDoc(doc(context.firestore(), 'carts', uid));
    stored = { cart: snapshot.get('cart'), version: snapshot.get('version') };
  });
  return stored;
}

afterAll(async () => {
  await signOutCustomer();
});

describe('cart persistence (carts/{uid})', () => {
  it('stores a cart and loads it back as its owner, after a reload as well, one version per save', async () => {
    const { uid, email } = await signInNewCustomer('cart-owner');
    await seedUser(uid, email);
    const cart = makeStoredCart([
      makeCartItem({ id: 1, price: 60, amount: 2 }),
      makeCartItem({ id: 2, price: 249.5, amount: 1 }),
    ]);
    expect(await saveCart(uid, cart, 0)).toBe(1);
    expect(await storedCart(uid)).toEqual({ cart, version: 1 });
    expect(await loadCart(uid)).toEqual({ cart, version: 1 });
    const fewer = makeStoredCart([makeCartItem({ id: 1, price: 60, amount: 1 })]);
    expect(await saveCart(uid, fewer, 1)).toBe(2);
    expect(await loadCart(uid)).toEqual({ cart: fewer, version: 2 });
  });

  it('refuses a save from a tab that read an older version, and keeps what the other tab stored', async () => {
    const { uid, email } = await signInNewCustomer('cart-two-tabs');
    await seedUser(uid, email);
    const first = makeStoredCart([makeCartItem({ id: 1, amount: 1 })]);
    await saveCart(uid, first, 0);
    // Two tabs read version 1; one saves, then the other.
    const second = makeStoredCart([makeCartItem({ id: 2, amount: 3 })]);
    await saveCart(uid, second, 1);
    const stale = saveCart(uid, makeStoredCart([makeCartItem({ id: 3, amount: 1 })]), 1);
    await expect(stale).rejects.toBeInstanceOf(CartChangedElsewhereError);
    await expect(stale).rejects.toMatchObject({ cause: { code: 'permission-denied' } });
    expect(await storedCart(uid)).toEqual({ cart: second, version: 2 });
    // Two tabs that both found no cart: the second to create it is refused as well.
    await expect(saveCart(uid, first, 0)).rejects.toBeInstanceOf(CartChangedElsewhereError);
  });

  it('loads an empty cart at version 0 for a new customer', async () => {
    const { uid, email } = await signInNewCustomer('cart-new');
    await seedUser(uid, email);
    expect(await loadCart(uid)).toEqual({
      cart: { cartItems: [], totalAmount: 0, totalNumItems: 0 },
      version: 0,
    });
  });

  it('reads a cart stored in the user document (spec §3) until the first save moves it, keeping a malformed line apart and writing it back unchanged', async () => {
    const { uid, email } = await signInNewCustomer('cart-legacy');
    const good = makeCartItem({ id: 3, price: 40, amount: 2 });
    const malformed = { id: 'x', title: 42 };
    await seedUser(uid, email, {
      cart: { cartItems: [good, malformed], totalAmount: 1, totalNumItems: 1 },
    });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const loaded = await loadCart(uid);
    expect(loaded).toEqual({
      cart: { cartItems: [good], totalAmount: 80, totalNumItems: 2, unreadable: [malformed] },
      version: 0,
    });

    const added = makeCartItem({ id: 4, price: 10, amount: 1 });
    await saveCart(uid, { ...makeStoredCart([good, added]), unreadable: loaded.cart.unreadable }, 0);
    expect(await storedCart(uid)).toEqual({
      cart: { cartItems: [good, added, malformed], totalAmount: 90, totalNumItems: 3 },
      version: 1,
    });
  });

  it('refuses to read or write someone else’s cart, keeping the SDK error as cause', async () => {
    const owner = await signInNewCustomer('cart-victim');
    await seedUser(owner.uid, owner.email);
    await signInNewCustomer('cart-intruder');
    const read = loadCart(owner.uid);
    await expect(read).rejects.toBeInstanceOf(CartError);
    await expect(read).rejects.toMatchObject({ kind: 'failed', cause: { code: 'permission-denied' } });
    await expect(saveCart(owner.uid, makeStoredCart([makeCartItem()]), 0)).rejects.toMatchObject({
      kind: 'failed',
    });
    expect(await storedCart(owner.uid)).toEqual({ cart: undefined, version: undefined });
  });

  it('reads the name, e-mail and mobile that prefill the order form', async () => {
    const { uid, email } = await signInNewCustomer('cart-details');
    await seedUser(uid, email);
    expect(await getCustomerDetails(uid)).toEqual({
      name: 'Asha Verma',
      email,
      mobile: '09876543210',
      addresses: [],
    });
  });
});
