import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  collection,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  writeBatch,
} from 'firebase/firestore';
import { describe, it } from 'vitest';
import { MAX_OPEN_ORDERS, ORDER_INTERVAL_SECONDS } from '@/config/constants';
import { makeCartItem, makeStoredCart } from '@/testing/cart-factories';
import { checkout, orderDoc } from '../support/orders';
import { firestoreRulesPerTest } from '../support/rules-env';

/**
 * carts/{uid}: the customer's cart (saved at the next version only), and the checkout write that
 * goes with each order: one more open order (at most MAX_OPEN_ORDERS), not within
 * ORDER_INTERVAL_SECONDS of the last, in the batch that creates the order. An admin's move out of
 * 'placed' releases one open order in the same transaction.
 */
const ADMIN_EMAIL = 'owner@prakriti-demo.com';
const emptyCart = { cartItems: [], totalNumItems: 0, totalAmount: 0 };
const oneLine = makeStoredCart([makeCartItem({ id: 1, price: 60, amount: 2 })]);
const longAgo = () => Timestamp.fromMillis(Date.now() - 3_600_000);

/** alice's stored cart document at version 3, unless overridden. */
const storedCart = (overrides: Record<string, unknown> = {}) => ({
  cart: oneLine,
  version: 3,
  openOrders: 0,
  lastOrderAt: null,
  lastOrderId: null,
  ...overrides,
});

const rules = firestoreRulesPerTest(async (db) => {
  await setDoc(doc(db, `admins/${ADMIN_EMAIL}`), {
    email: ADMIN_EMAIL,
    uid: 'admin-uid',
    createdAt: Timestamp.now(),
    createdBy: 'seed',
  });
});

async function seed(path: string, data: Record<string, unknown>) {
  await rules.env.withSecurityRulesDisabled(async (context) => {
    await setDoc(doc(context.firestore(), path), data);
  });
}

const alice = () => rules.env.authenticatedContext('alice', { email: 'alice@example.com' }).firestore();
const bob = () => rules.env.authenticatedContext('bob', { email: 'bob@example.com' }).firestore();
const admin = () => rules.env.authenticatedContext('admin-uid', { email: ADMIN_EMAIL }).firestore();
const visitor = () => rules.env.unauthenticatedContext().firestore();
type Db = ReturnType<typeof alice>;

/** A cart save as the shop writes it: the cart and the next version. */
const save = (db: Db, version: number, cart: unknown = emptyCart) =>
  updateDoc(doc(db, 'carts/alice'), { cart, version });

/** The first save of a cart: the whole document at version 1. */
const create = (db: Db, overrides: Record<string, unknown> = {}) =>
  setDoc(doc(db, 'carts/alice'), storedCart({ version: 1, ...overrides }));

describe('carts/{uid}: reading', () => {
  it('lets the owner and an admin read it, nobody else', async () => {
    await seed('carts/alice', storedCart());
    await assertSucceeds(getDoc(doc(alice(), 'carts/alice')));
    await assertSucceeds(getDoc(doc(admin(), 'carts/alice')));
    await assertFails(getDoc(doc(bob(), 'carts/alice')));
    await assertFails(getDoc(doc(visitor(), 'carts/alice')));
    await assertFails(getDocs(collection(alice(), 'carts')));
  });
});

describe('carts/{uid}: saving', () => {
  it('lets the owner create it at version 1 with nothing ordered, and nobody else', async () => {
    await assertFails(create(bob()));
    await assertFails(create(admin()));
    await assertFails(create(visitor()));
    await assertSucceeds(create(alice()));
  });

  it('refuses a first save at another version or claiming orders', async () => {
    await assertFails(create(alice(), { version: 2 }));
    await assertFails(create(alice(), { openOrders: 1 }));
    await assertFails(create(alice(), { lastOrderAt: serverTimestamp() }));
    await assertFails(create(alice(), { lastOrderId: 'o1' }));
  });

  it('lets the owner save the next version, and nobody else the same write', async () => {
    await seed('carts/alice', storedCart());
    await assertFails(save(bob(), 4));
    await assertFails(save(admin(), 4));
    await assertFails(save(visitor(), 4));
    await assertSucceeds(save(alice(), 4, oneLine));
  });

  it('refuses a save from a tab that read another version (the same, an older or a skipped one)', async () => {
    await seed('carts/alice', storedCart());
    await assertFails(save(alice(), 3));
    await assertFails(save(alice(), 2));
    await assertFails(save(alice(), 5));
    await assertSucceeds(save(alice(), 4));
    // Created by another tab meanwhile: a second first save is refused too.
    await assertFails(create(alice()));
  });

  it('refuses a save that changes the order count, time or id', async () => {
    await seed('carts/alice', storedCart({ openOrders: 2, lastOrderAt: longAgo(), lastOrderId: 'o1' }));
    const db = alice();
    await assertFails(updateDoc(doc(db, 'carts/alice'), { version: 4, openOrders: 0 }));
    await assertFails(updateDoc(doc(db, 'carts/alice'), { version: 4, lastOrderAt: null }));
    await assertFails(updateDoc(doc(db, 'carts/alice'), { version: 4, lastOrderId: 'o9' }));
    await assertSucceeds(updateDoc(doc(db, 'carts/alice'), { version: 4 }));
  });

  it('refuses a malformed cart: extra keys, negative totals, wrong types, over 20 lines; takes 20', async () => {
    await seed('carts/alice', storedCart());
    const line = makeCartItem();
    await assertFails(save(alice(), 4, { ...emptyCart, discount: 10 }));
    await assertFails(save(alice(), 4, { cartItems: [], totalNumItems: -1, totalAmount: 0 }));
    await assertFails(save(alice(), 4, { cartItems: [], totalNumItems: 0, totalAmount: -5 }));
    await assertFails(save(alice(), 4, { cartItems: [], totalNumItems: 1.5, totalAmount: 0 }));
    await assertFails(save(alice(), 4, { cartItems: 'none', totalNumItems: 0, totalAmount: 0 }));
    const lines = (count: number) => ({
      cartItems: Array.from({ length: count }, () => line),
      totalNumItems: count,
      totalAmount: 0,
    });
    await assertFails(save(alice(), 4, lines(21)));
    await assertFails(updateDoc(doc(alice(), 'carts/alice'), { version: 4, padding: 'x' }));
    await assertSucceeds(save(alice(), 4, lines(20)));
  });

  // The owner may delete it when leaving the shop, only while it holds back nothing the limits
  // count (tests/rules/account.rules.test.ts); an admin never.
  it('lets no admin delete it', async () => {
    await seed('carts/alice', storedCart());
    await assertFails(deleteDoc(doc(admin(), 'carts/alice')));
  });
});

describe('carts/{uid}: checkout', () => {
  it('takes the order with the emptied cart at the next version in one batch, from a stored cart or none', async () => {
    await assertSucceeds(checkout(alice(), 'o1', orderDoc('alice')));
    await seed('carts/alice', storedCart({ openOrders: 1, lastOrderAt: longAgo(), lastOrderId: 'o1' }));
    await assertSucceeds(checkout(alice(), 'o2', orderDoc('alice'), { version: 3, openOrders: 1 }));
  });

  it('refuses the checkout write without its order, or naming an order that exists already', async () => {
    await seed('carts/alice', storedCart());
    const checkoutWrite = (orderId: string) =>
      updateDoc(doc(alice(), 'carts/alice'), {
        cart: emptyCart,
        version: 4,
        openOrders: 1,
        lastOrderAt: serverTimestamp(),
        lastOrderId: orderId,
      });
    await assertFails(checkoutWrite('never-placed'));
    await seed('orders/old', { ...orderDoc('alice'), createdAt: longAgo() });
    await assertFails(checkoutWrite('old'));
  });

  it('refuses a checkout from a stale tab (the cart read at an older version)', async () => {
    await seed('carts/alice', storedCart());
    await assertFails(checkout(alice(), 'o1', orderDoc('alice'), { version: 2, openOrders: 0 }));
    await assertSucceeds(checkout(alice(), 'o1', orderDoc('alice'), { version: 3, openOrders: 0 }));
  });

  it('refuses a checkout that leaves lines in the cart, or counts the order wrong', async () => {
    await seed('carts/alice', storedCart());
    const batchWith = (cartFields: Record<string, unknown>) => {
      const db = alice();
      const batch = writeBatch(db);
      batch.set(doc(db, 'orders/o1'), orderDoc('alice'));
      batch.update(doc(db, 'carts/alice'), {
        cart: emptyCart,
        version: 4,
        openOrders: 1,
        lastOrderAt: serverTimestamp(),
        lastOrderId: 'o1',
        ...cartFields,
      });
      return batch.commit();
    };
    await assertFails(batchWith({ cart: oneLine }));
    await assertFails(batchWith({ openOrders: 0 }));
    await assertFails(batchWith({ openOrders: 2 }));
    await assertFails(batchWith({ lastOrderAt: Timestamp.fromMillis(Date.now() + 60_000) }));
    await assertSucceeds(batchWith({}));
  });

  it(`refuses an order while ${MAX_OPEN_ORDERS} wait for the shop; takes it with one fewer`, async () => {
    await seed(
      'carts/alice',
      storedCart({ openOrders: MAX_OPEN_ORDERS, lastOrderAt: longAgo(), lastOrderId: 'x' }),
    );
    await assertFails(
      checkout(alice(), 'o1', orderDoc('alice'), { version: 3, openOrders: MAX_OPEN_ORDERS }),
    );
    await seed(
      'carts/alice',
      storedCart({ openOrders: MAX_OPEN_ORDERS - 1, lastOrderAt: longAgo(), lastOrderId: 'x' }),
    );
    await assertSucceeds(
      checkout(alice(), 'o1', orderDoc('alice'), { version: 3, openOrders: MAX_OPEN_ORDERS - 1 }),
    );
  });

  it(`refuses an order within ${ORDER_INTERVAL_SECONDS} s of the last; takes it just after`, async () => {
    const secondsAgo = (seconds: number) => Timestamp.fromMillis(Date.now() - seconds * 1000);
    await seed(
      'carts/alice',
      storedCart({ openOrders: 1, lastOrderAt: secondsAgo(ORDER_INTERVAL_SECONDS - 10), lastOrderId: 'x' }),
    );
    await assertFails(checkout(alice(), 'o1', orderDoc('alice'), { version: 3, openOrders: 1 }));
    await seed(
      'carts/alice',
      storedCart({ openOrders: 1, lastOrderAt: secondsAgo(ORDER_INTERVAL_SECONDS + 10), lastOrderId: 'x' }),
    );
    await assertSucceeds(checkout(alice(), 'o1', orderDoc('alice'), { version: 3, openOrders: 1 }));
  });
});

describe('carts/{uid}: an admin releasing an open order', () => {
  const release = (db: Db, openOrders: number) => updateDoc(doc(db, 'carts/alice'), { openOrders });

  it('lets an admin take one off the count, and not the owner or anyone else the same write', async () => {
    await seed('carts/alice', storedCart({ openOrders: 2 }));
    await assertFails(release(alice(), 1));
    await assertFails(release(bob(), 1));
    await assertFails(release(visitor(), 1));
    await assertSucceeds(release(admin(), 1));
  });

  it('refuses an admin more than one at a time, below 0, or touching the cart', async () => {
    await seed('carts/alice', storedCart({ openOrders: 2 }));
    await assertFails(release(admin(), 0));
    await assertFails(release(admin(), 3));
    await assertFails(updateDoc(doc(admin(), 'carts/alice'), { openOrders: 1, cart: emptyCart }));
    await seed('carts/alice', storedCart({ openOrders: 0 }));
    await assertFails(release(admin(), -1));
  });

  /** An admin's confirm of alice's placed order, with or without the release of her count. */
  function confirm(withRelease: boolean, invoiceNumber = 1) {
    const db = admin();
    const batch = writeBatch(db);
    batch.update(doc(db, 'orders/o1'), {
      status: 'confirmed',
      stockTaken: true,
      updatedAt: serverTimestamp(),
      invoiceNumber,
      'history.0': { status: 'confirmed', by: ADMIN_EMAIL, at: serverTimestamp() },
    });
    batch.set(doc(db, 'counters/invoices'), { next: invoiceNumber + 1, order: 'o1' });
    if (withRelease) batch.update(doc(db, 'carts/alice'), { openOrders: 1 });
    return batch.commit();
  }

  it('refuses a move out of placed that does not release the owner’s open order', async () => {
    await seed('orders/o1', { ...orderDoc('alice'), createdAt: longAgo() });
    await seed('carts/alice', storedCart({ openOrders: 2 }));
    await assertFails(confirm(false));
    await assertSucceeds(confirm(true));
  });

  it('takes a move out of placed with nothing to release: no cart, or a count of 0', async () => {
    await seed('orders/o1', { ...orderDoc('alice'), createdAt: longAgo() });
    await assertSucceeds(confirm(false));
    await seed('orders/o1', { ...orderDoc('alice'), createdAt: longAgo() });
    await seed('carts/alice', storedCart({ openOrders: 0 }));
    await assertSucceeds(confirm(false, 2));
  });
});
