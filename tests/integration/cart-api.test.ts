import { doc, getDoc, setDoc } from 'firebase/firestore';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { CartError } from '@/features/cart/api/errors';
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

async function storedCart(uid: string): Promise<unknown> {
  let cart: unknown;
  await rules.env.withSecurityRulesDisabled(async (context) => {
    cart = (await getDoc(doc(context.firestore(), 'users', uid))).get('cart');
  });
  return cart;
}

afterAll(async () => {
  await signOutCustomer();
});

describe('cart persistence (users/{uid}.cart)', () => {
  it('stores a cart and loads it back as its owner, after a reload as well', async () => {
    const { uid, email } = await signInNewCustomer('cart-owner');
    await seedUser(uid, email);
    const cart = makeStoredCart([
      makeCartItem({ id: 1, price: 60, amount: 2 }),
      makeCartItem({ id: 2, price: 249.5, amount: 1 }),
    ]);
    await saveCart(uid, cart);
    expect(await storedCart(uid)).toEqual(cart);
    expect(await loadCart(uid)).toEqual(cart);
  });

  it('loads an empty cart for a new customer', async () => {
    const { uid, email } = await signInNewCustomer('cart-new');
    await seedUser(uid, email);
    expect(await loadCart(uid)).toEqual({ cartItems: [], totalAmount: 0, totalNumItems: 0 });
  });

  it('keeps a malformed stored line apart and writes it back unchanged on the next save', async () => {
    const { uid, email } = await signInNewCustomer('cart-legacy');
    const good = makeCartItem({ id: 3, price: 40, amount: 2 });
    const malformed = { id: 'x', title: 42 };
    await seedUser(uid, email, {
      cart: { cartItems: [good, malformed], totalAmount: 1, totalNumItems: 1 },
    });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const loaded = await loadCart(uid);
    expect(loaded).toEqual({ cartItems: [good], totalAmount: 80, totalNumItems: 2, unreadable: [malformed] });

    const added = makeCartItem({ id: 4, price: 10, amount: 1 });
    await saveCart(uid, { ...makeStoredCart([good, added]), unreadable: loaded.unreadable });
    expect(await storedCart(uid)).toEqual({
      cartItems: [good, added, malformed],
      totalAmount: 90,
      totalNumItems: 3,
    });
  });

  it('refuses to read or write someone else’s cart, keeping the SDK error as cause', async () => {
    const owner = await signInNewCustomer('cart-victim');
    await seedUser(owner.uid, owner.email);
    await signInNewCustomer('cart-intruder');
    const read = loadCart(owner.uid);
    await expect(read).rejects.toBeInstanceOf(CartError);
    await expect(read).rejects.toMatchObject({ kind: 'failed', cause: { code: 'permission-denied' } });
    await expect(saveCart(owner.uid, makeStoredCart([makeCartItem()]))).rejects.toMatchObject({
      kind: 'failed',
    });
    expect(await storedCart(owner.uid)).toEqual({ cartItems: [], totalAmount: 0, totalNumItems: 0 });
  });

  it('reads the name and e-mail that prefill the order form', async () => {
    const { uid, email } = await signInNewCustomer('cart-details');
    await seedUser(uid, email);
    expect(await getCustomerDetails(uid)).toEqual({ name: 'Asha Verma', email });
  });
});
