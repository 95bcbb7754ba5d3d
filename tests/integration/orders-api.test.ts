import {
  collection,
  doc,
  getDoc,
  getDocs,
  query,
  setDoc,
  Timestamp,
  updateDoc,
  where,
} from 'firebase/firestore';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { makeStore } from '@/app/store';
import { cartSet } from '@/features/cart/cart-slice';
import { submitOrder } from '@/features/checkout/checkout-thunks';
import { activateLocale } from '@/i18n';
import { MAX_OPEN_ORDERS, ORDER_INTERVAL_SECONDS } from '@/config/constants';
import { PlaceOrderError } from '@/features/checkout/api/errors';
import { checkoutMessages } from '@/features/checkout/messages';
import { makeCartItem, makeStoredCart } from '@/testing/cart-factories';
import { placeOrder } from '@/features/checkout/api/place-order';
import { OrdersError } from '@/features/orders/api/errors';
import { subscribeMyOrders } from '@/features/orders/api/subscribe-my-orders';
import { MalformedDocumentError } from '@/lib/firebase/converters';
import type { MyOrder } from '@/features/orders/schema';
import { createOrderId } from '@/features/checkout/order-id';
import { signInNewCustomer, signOutCustomer } from '../support/auth-user';
import { makeOrderRequest } from '@/testing/order-factories';
import { firestoreRulesPerTest } from '../support/rules-env';

const rules = firestoreRulesPerTest();

// Toasts are the screen's edge; the checkout's outcome is read from the database here.
vi.mock('@/lib/notify', () => ({ notify: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

async function ordersOf(uid: string) {
  let docs: { id: string; data: Record<string, unknown> }[] = [];
  await rules.env.withSecurityRulesDisabled(async (context) => {
    const snapshot = await getDocs(query(collection(context.firestore(), 'orders'), where('uid', '==', uid)));
    docs = snapshot.docs.map((snap) => ({ id: snap.id, data: snap.data() }));
  });
  return docs;
}

/** Follows uid's orders, collecting every list and error, until the first list has come. */
async function followOrders(uid: string) {
  const updates: MyOrder[][] = [];
  const errors: unknown[] = [];
  const unsubscribe = subscribeMyOrders(
    uid,
    (orders) => updates.push(orders),
    (error) => errors.push(error),
  );
  await expect.poll(() => updates.length, { timeout: 10_000 }).toBeGreaterThan(0);
  return { updates, errors, unsubscribe };
}

afterAll(async () => {
  await signOutCustomer();
});

/** A cart at checkout as a tab holds it: nothing left after the order, read at `version`. */
const fromCart = (version = 0) => ({ left: { cartItems: [], totalAmount: 0, totalNumItems: 0 }, version });

/** carts/{uid} as stored (rules bypassed), or undefined. */
async function cartDocOf(uid: string) {
  let data: Record<string, unknown> | undefined;
  await rules.env.withSecurityRulesDisabled(async (context) => {
    data = (await getDoc(doc(context.firestore(), 'carts', uid))).data();
  });
  return data;
}

/** Writes carts/{uid} (rules bypassed): a cart holding one line, with the given checkout state. */
async function writeCartDoc(
  uid: string,
  state: { version: number; openOrders: number; lastOrderAt: Timestamp | null },
) {
  await rules.env.withSecurityRulesDisabled(async (context) => {
    await setDoc(doc(context.firestore(), 'carts', uid), {
      cart: makeStoredCart([makeCartItem({ id: 1, amount: 1 })]),
      lastOrderId: null,
      ...state,
    });
  });
}

describe('placeOrder', () => {
  it('saves the order under its id with its search keys, server time and status placed, and empties the cart in the same batch', async () => {
    const { uid } = await signInNewCustomer('order-place');
    const orderId = createOrderId();
    const before = Date.now();
    expect(await placeOrder(orderId, makeOrderRequest(uid), fromCart())).toEqual({
      outcome: 'created',
      version: 1,
    });
    const [saved] = await ordersOf(uid);
    expect(saved?.id).toBe(orderId);
    expect(saved?.data).toMatchObject({ ...makeOrderRequest(uid), status: 'placed' });
    // Asha Verma, 09876543210: what the admin orders list finds the order by.
    expect(saved?.data).toMatchObject({
      phoneKey: '9876543210',
      nameKeys: expect.arrayContaining(['asha', 'verma', 'ver', 'asha v']) as unknown,
    });
    const createdAt = saved?.data.createdAt;
    expect(createdAt).toBeInstanceOf(Timestamp);
    expect((createdAt as Timestamp).toMillis()).toBeGreaterThan(before - 60_000);
    expect(await cartDocOf(uid)).toEqual({
      cart: { cartItems: [], totalAmount: 0, totalNumItems: 0 },
      version: 1,
      openOrders: 1,
      lastOrderAt: createdAt,
      lastOrderId: orderId,
    });
  });

  it('saves an order of 20 lines, the most a cart holds, with the longest titles', async () => {
    const { uid } = await signInNewCustomer('order-full');
    const items = Array.from({ length: 20 }, (_, index) => ({
      id: index + 1,
      title: `${String(index + 1).padStart(2, '0')} ${'Ashwagandha '.repeat(20)}`.slice(0, 200),
      amount: 10,
      price: 1234.5,
    }));
    const order = { items, totalAmount: 246_900, totalNumItems: 200 };
    expect(await placeOrder(createOrderId(), makeOrderRequest(uid, { order }), fromCart())).toMatchObject({
      outcome: 'created',
    });
    expect(await ordersOf(uid)).toHaveLength(1);
  });

  it('makes one order however often the same attempt is sent', async () => {
    const { uid } = await signInNewCustomer('order-retry');
    const orderId = createOrderId();
    const [first, second] = await Promise.all([
      placeOrder(orderId, makeOrderRequest(uid), fromCart()),
      placeOrder(orderId, makeOrderRequest(uid), fromCart()),
    ]);
    expect([first.outcome, second.outcome].sort()).toEqual(['created', 'existing']);
    expect(await placeOrder(orderId, makeOrderRequest(uid), fromCart())).toEqual({ outcome: 'existing' });
    expect(await ordersOf(uid)).toHaveLength(1);
    expect(await cartDocOf(uid)).toMatchObject({ version: 1, openOrders: 1 });
  });

  it('refuses an order from a tab whose cart another tab changed or ordered since, and says so', async () => {
    const { uid } = await signInNewCustomer('order-stale');
    await writeCartDoc(uid, { version: 3, openOrders: 0, lastOrderAt: null });
    const attempt = placeOrder(createOrderId(), makeOrderRequest(uid), fromCart(2));
    await expect(attempt).rejects.toMatchObject({
      refusal: 'cartChanged',
      userMessage: checkoutMessages.cartChangedElsewhere,
    });
    expect(await ordersOf(uid)).toHaveLength(0);
    // The same order from the stored version goes through.
    await expect(placeOrder(createOrderId(), makeOrderRequest(uid), fromCart(3))).resolves.toMatchObject({
      outcome: 'created',
    });
  });

  it(`refuses a ${MAX_OPEN_ORDERS + 1}th order while ${MAX_OPEN_ORDERS} wait for the shop, and says so`, async () => {
    const { uid } = await signInNewCustomer('order-many');
    const longAgo = Timestamp.fromMillis(Date.now() - 3_600_000);
    await writeCartDoc(uid, { version: 5, openOrders: MAX_OPEN_ORDERS, lastOrderAt: longAgo });
    const attempt = placeOrder(createOrderId(), makeOrderRequest(uid), fromCart(5));
    await expect(attempt).rejects.toMatchObject({
      refusal: 'tooManyOpen',
      userMessage: checkoutMessages.tooManyOpen,
    });
    expect(await ordersOf(uid)).toHaveLength(0);
    // One fewer waiting: accepted.
    await writeCartDoc(uid, { version: 5, openOrders: MAX_OPEN_ORDERS - 1, lastOrderAt: longAgo });
    await expect(placeOrder(createOrderId(), makeOrderRequest(uid), fromCart(5))).resolves.toMatchObject({
      outcome: 'created',
    });
  });

  it(`refuses an order within ${ORDER_INTERVAL_SECONDS} s of the last, and says so`, async () => {
    const { uid } = await signInNewCustomer('order-soon');
    await placeOrder(createOrderId(), makeOrderRequest(uid), fromCart(0));
    const attempt = placeOrder(createOrderId(), makeOrderRequest(uid), fromCart(1));
    await expect(attempt).rejects.toMatchObject({
      refusal: 'tooSoon',
      userMessage: checkoutMessages.tooSoon,
    });
    expect(await ordersOf(uid)).toHaveLength(1);
    // The last order a little longer ago than the interval: accepted.
    const past = Timestamp.fromMillis(Date.now() - (ORDER_INTERVAL_SECONDS + 5) * 1000);
    await writeCartDoc(uid, { version: 1, openOrders: 1, lastOrderAt: past });
    await expect(placeOrder(createOrderId(), makeOrderRequest(uid), fromCart(1))).resolves.toMatchObject({
      outcome: 'created',
    });
  });

  it('fails with the SDK error as cause when the rules refuse the order', async () => {
    const { uid } = await signInNewCustomer('order-bad');
    const attempt = placeOrder(createOrderId(), makeOrderRequest(uid, { address: 'short' }), fromCart());
    await expect(attempt).rejects.toBeInstanceOf(PlaceOrderError);
    await expect(attempt).rejects.toMatchObject({
      kind: 'failed',
      refusal: null,
      cause: { code: 'permission-denied' },
    });
    expect(await ordersOf(uid)).toHaveLength(0);
  });

  it('does not count someone else’s order under the same id as placed', async () => {
    const alice = await signInNewCustomer('order-alice');
    const orderId = createOrderId();
    await placeOrder(orderId, makeOrderRequest(alice.uid), fromCart());
    const bob = await signInNewCustomer('order-bob');
    await expect(placeOrder(orderId, makeOrderRequest(bob.uid), fromCart())).rejects.toBeInstanceOf(
      PlaceOrderError,
    );
    expect(await ordersOf(bob.uid)).toHaveLength(0);
  });
});

describe('checkout (submitOrder) on a Hindi page', () => {
  it('stores the order placed from a Hindi page with language "hi"', async () => {
    const { uid } = await signInNewCustomer('order-hindi');
    const form = {
      name: 'आशा वर्मा',
      email: 'asha@example.com',
      address: '12 Lotus Lane, Jaipur',
      number: '09876543210',
      payment_method: 'cash' as const,
    };
    const checkoutFrom = async (version: number) => {
      const store = makeStore();
      store.dispatch(cartSet({ uid, cart: makeStoredCart([makeCartItem({ id: 1, amount: 2 })]), version }));
      const orderId = createOrderId();
      expect(await store.dispatch(submitOrder(uid, orderId, form))).toMatchObject({ ok: true, orderId });
      return orderId;
    };
    await activateLocale('hi');
    let hindi: string;
    try {
      hindi = await checkoutFrom(0);
    } finally {
      await activateLocale('en');
    }
    const orders = await ordersOf(uid);
    expect(orders).toEqual([
      { id: hindi, data: expect.objectContaining({ language: 'hi', name: form.name }) as unknown },
    ]);
  });
});

describe('subscribeMyOrders', () => {
  it('gives the customer’s own orders newest first and follows status changes live', async () => {
    const { uid } = await signInNewCustomer('order-track');
    await rules.env.withSecurityRulesDisabled(async (context) => {
      const db = context.firestore();
      const base = { ...makeOrderRequest(uid), status: 'placed' };
      await setDoc(doc(db, 'orders/older'), { ...base, createdAt: Timestamp.fromMillis(1_000_000_000_000) });
      await setDoc(doc(db, 'orders/newer'), { ...base, createdAt: Timestamp.fromMillis(1_100_000_000_000) });
      await setDoc(doc(db, 'orders/not-mine'), {
        ...makeOrderRequest('someone-else'),
        status: 'placed',
        createdAt: Timestamp.now(),
      });
    });

    const { updates, errors, unsubscribe } = await followOrders(uid);
    try {
      const first = updates.at(-1) ?? [];
      expect(first.map((order) => order.id)).toEqual(['newer', 'older']);
      expect(first[1]).toEqual({
        id: 'older',
        createdAt: 1_000_000_000_000,
        items: makeOrderRequest(uid).order.items,
        totalAmount: 1299.5,
        totalNumItems: 3,
        status: 'placed',
        timeline: [{ status: 'placed', at: 1_000_000_000_000 }],
      });

      // An admin moves an order on; the customer's list follows.
      await rules.env.withSecurityRulesDisabled(async (context) => {
        await updateDoc(doc(context.firestore(), 'orders/older'), {
          status: 'confirmed',
          'history.0': {
            status: 'confirmed',
            by: 'admin@example.com',
            at: Timestamp.fromMillis(1_000_000_060_000),
          },
        });
      });
      await expect
        .poll(() => updates.at(-1)?.find((order) => order.id === 'older'), { timeout: 10_000 })
        .toMatchObject({
          status: 'confirmed',
          timeline: [
            { status: 'placed', at: 1_000_000_000_000 },
            { status: 'confirmed', by: 'admin@example.com', at: 1_000_000_060_000 },
          ],
        });

      // A new order appears on top.
      await placeOrder('brand-new-order', makeOrderRequest(uid), fromCart());
      await expect.poll(() => updates.at(-1)?.[0]?.id, { timeout: 10_000 }).toBe('brand-new-order');
      expect(errors).toEqual([]);
    } finally {
      unsubscribe();
    }
  });

  it('reads a status and history as stored, known or not, and reports an order it cannot read', async () => {
    const { uid } = await signInNewCustomer('order-history');
    const at = Timestamp.fromMillis(1_200_000_000_000);
    await rules.env.withSecurityRulesDisabled(async (context) => {
      await setDoc(doc(context.firestore(), 'orders/moved'), {
        ...makeOrderRequest(uid),
        status: 'returned',
        createdAt: Timestamp.fromMillis(1_100_000_000_000),
        history: {
          '1': { status: 'returned', by: 'admin@example.com', at },
          '0': { status: 'confirmed', by: 'admin@example.com', at },
        },
      });
    });
    const { updates, errors, unsubscribe } = await followOrders(uid);
    try {
      expect(updates.at(-1)?.[0]).toMatchObject({
        status: 'returned',
        timeline: [
          { status: 'placed', at: 1_100_000_000_000 },
          { status: 'confirmed', by: 'admin@example.com', at: 1_200_000_000_000 },
          { status: 'returned', by: 'admin@example.com', at: 1_200_000_000_000 },
        ],
      });

      await rules.env.withSecurityRulesDisabled(async (context) => {
        await updateDoc(doc(context.firestore(), 'orders/moved'), { order: 'gone' });
      });
      await expect.poll(() => errors.length, { timeout: 10_000 }).toBeGreaterThan(0);
      expect(errors[0]).toBeInstanceOf(OrdersError);
      expect((errors[0] as OrdersError).cause).toBeInstanceOf(MalformedDocumentError);
    } finally {
      unsubscribe();
    }
  });
});
