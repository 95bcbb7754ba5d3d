import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  deleteDoc,
  deleteField,
  doc,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  writeBatch,
} from 'firebase/firestore';
import { describe, it } from 'vitest';
import { MAX_SAVED_ADDRESSES } from '@/config/constants';
import { HISTORY_SIZE, orderDoc, ordersInEachStatus } from '../support/orders';
import { firestoreRulesPerTest, writeDocument } from '../support/rules-env';

const ADMIN_EMAIL = 'owner@prakriti-demo.com';
const earlier = Timestamp.fromMillis(1_700_000_000_000);

const ADDRESS = '12 Lotus Lane, Pune, India';
const addresses = (count: number) =>
  Array.from({ length: count }, (_, index) => `${String(index + 1)} Lotus Lane, Pune, India`);

/** alice's orders, one in each status, with the history their moves gave them. */
const seeded = ordersInEachStatus(ADMIN_EMAIL, earlier);
type SeededStatus = keyof typeof seeded;

const cartDoc = (overrides: Record<string, unknown> = {}) => ({
  cart: { cartItems: [], totalNumItems: 0, totalAmount: 0 },
  version: 3,
  openOrders: 1,
  lastOrderAt: earlier,
  lastOrderId: 'placed',
  ...overrides,
});

const rules = firestoreRulesPerTest(async (db) => {
  await setDoc(doc(db, `admins/${ADMIN_EMAIL}`), { email: ADMIN_EMAIL, uid: 'admin-uid', createdBy: 'seed' });
  for (const uid of ['alice', 'bob']) {
    await setDoc(doc(db, `users/${uid}`), {
      email: `${uid}@example.com`,
      name: `${uid} Sharma`,
      mobile: '09876543210',
      uid,
      cart: { cartItems: [], totalNumItems: 0, totalAmount: 0 },
      dateCreated: '12/5/2025, 10:15:00 am',
      createdAt: earlier,
    });
  }
  for (const [status, extra] of Object.entries(seeded)) {
    await setDoc(doc(db, `orders/${status}`), { ...orderDoc('alice'), createdAt: earlier, status, ...extra });
  }
  await setDoc(doc(db, 'orders/bobs'), { ...orderDoc('bob'), createdAt: earlier, status: 'placed' });
  await setDoc(doc(db, 'carts/alice'), cartDoc());
  await setDoc(doc(db, 'carts/bob'), cartDoc({ lastOrderId: 'bobs' }));
});

const as = (uid: string) => rules.env.authenticatedContext(uid, { email: `${uid}@example.com` }).firestore();
const alice = () => as('alice');
const bob = () => as('bob');
const admin = () => rules.env.authenticatedContext('admin-uid', { email: ADMIN_EMAIL }).firestore();
const visitor = () => rules.env.unauthenticatedContext().firestore();
type Db = ReturnType<typeof alice>;

const profile = { name: 'Alice Verma', mobile: '09123456789', addresses: [ADDRESS] };

describe('users/{uid}: the owner edits name, mobile and saved addresses', () => {
  it('lets the owner change name, mobile and addresses; nobody else may make the same change', async () => {
    await assertFails(updateDoc(doc(bob(), 'users/alice'), profile));
    await assertFails(updateDoc(doc(admin(), 'users/alice'), profile));
    await assertFails(updateDoc(doc(visitor(), 'users/alice'), profile));
    await assertSucceeds(updateDoc(doc(alice(), 'users/alice'), profile));
  });

  it(`takes up to ${String(MAX_SAVED_ADDRESSES)} addresses, not one more`, async () => {
    await assertSucceeds(
      updateDoc(doc(alice(), 'users/alice'), { addresses: addresses(MAX_SAVED_ADDRESSES) }),
    );
    await assertFails(
      updateDoc(doc(alice(), 'users/alice'), { addresses: addresses(MAX_SAVED_ADDRESSES + 1) }),
    );
    await assertSucceeds(updateDoc(doc(alice(), 'users/alice'), { addresses: [] }));
  });

  it('holds each address to the order form’s rule: 10 to 500 characters of text', async () => {
    await assertSucceeds(updateDoc(doc(alice(), 'users/alice'), { addresses: ['x'.repeat(10)] }));
    await assertFails(updateDoc(doc(alice(), 'users/alice'), { addresses: ['x'.repeat(9)] }));
    await assertSucceeds(updateDoc(doc(alice(), 'users/alice'), { addresses: ['x'.repeat(500)] }));
    await assertFails(updateDoc(doc(alice(), 'users/alice'), { addresses: ['x'.repeat(501)] }));
    await assertFails(updateDoc(doc(alice(), 'users/alice'), { addresses: [ADDRESS, 1234567890123] }));
    await assertFails(updateDoc(doc(alice(), 'users/alice'), { addresses: ADDRESS }));
    await assertFails(
      updateDoc(doc(alice(), 'users/alice'), { addresses: [ADDRESS, ADDRESS, ADDRESS, ADDRESS, 'short'] }),
    );
  });

  it('holds name and mobile to the signup bounds', async () => {
    await assertSucceeds(updateDoc(doc(alice(), 'users/alice'), { name: 'Al V', mobile: '1234567890' }));
    await assertFails(updateDoc(doc(alice(), 'users/alice'), { name: 'x'.repeat(101) }));
    await assertFails(updateDoc(doc(alice(), 'users/alice'), { name: 'Al' }));
    await assertFails(updateDoc(doc(alice(), 'users/alice'), { name: 42 }));
    await assertFails(updateDoc(doc(alice(), 'users/alice'), { mobile: '12345678x0' }));
    await assertFails(updateDoc(doc(alice(), 'users/alice'), { mobile: '1'.repeat(16) }));
    await assertFails(updateDoc(doc(alice(), 'users/alice'), { mobile: 9123456789 }));
  });

  it('refuses an update that also touches any other field', async () => {
    const db = alice();
    await assertFails(updateDoc(doc(db, 'users/alice'), { ...profile, email: 'other@example.com' }));
    await assertFails(updateDoc(doc(db, 'users/alice'), { ...profile, uid: 'bob' }));
    await assertFails(
      updateDoc(doc(db, 'users/alice'), {
        ...profile,
        cart: { cartItems: [], totalNumItems: 0, totalAmount: 0 },
        'cart.totalAmount': 5,
      }),
    );
    await assertFails(updateDoc(doc(db, 'users/alice'), { ...profile, createdAt: serverTimestamp() }));
    await assertFails(updateDoc(doc(db, 'users/alice'), { ...profile, role: 'admin' }));
    await assertSucceeds(updateDoc(doc(db, 'users/alice'), profile));
  });
});

describe('users/{uid}: deleting', () => {
  it('lets only the owner delete their own user document', async () => {
    await assertFails(deleteDoc(doc(bob(), 'users/alice')));
    await assertFails(deleteDoc(doc(admin(), 'users/alice')));
    await assertFails(deleteDoc(doc(visitor(), 'users/alice')));
    await assertSucceeds(deleteDoc(doc(alice(), 'users/alice')));
  });
});

describe('carts/{uid}: deleting on leaving', () => {
  it('lets the owner delete a cart without open orders whose last order is past the interval', async () => {
    await writeDocument(rules.env, 'carts/alice', cartDoc({ openOrders: 0 }));
    await assertFails(deleteDoc(doc(bob(), 'carts/alice')));
    await assertFails(deleteDoc(doc(admin(), 'carts/alice')));
    await assertSucceeds(deleteDoc(doc(alice(), 'carts/alice')));
  });

  it('keeps a cart with an open order (its count would start again at 0)', async () => {
    await assertFails(deleteDoc(doc(alice(), 'carts/alice')));
  });

  it('keeps a cart whose last order is within the interval', async () => {
    await writeDocument(rules.env, 'carts/alice', cartDoc({ openOrders: 0, lastOrderAt: Timestamp.now() }));
    await assertFails(deleteDoc(doc(alice(), 'carts/alice')));
  });
});

/**
 * The cancel cancelMyOrder writes: the order to 'cancelled' with one entry by 'customer' and
 * updatedAt, and the cart's open order released naming the order; overrides break one part.
 */
function cancel(
  db: Db,
  from: SeededStatus,
  overrides: Record<string, unknown> = {},
  cartUpdate: Record<string, unknown> | null = { openOrders: 0, cancelledOrderId: from },
  cartPath = 'carts/alice',
) {
  const batch = writeBatch(db);
  batch.update(doc(db, `orders/${from}`), {
    status: 'cancelled',
    [`history.${String(HISTORY_SIZE[from])}`]: { status: 'cancelled', by: 'customer', at: serverTimestamp() },
    updatedAt: serverTimestamp(),
    ...overrides,
  });
  if (cartUpdate) batch.update(doc(db, cartPath), cartUpdate);
  return batch.commit();
}

describe('orders: the customer cancels their own placed order', () => {
  it('lets the owner cancel a placed order, releasing its open order in the same batch', async () => {
    await assertSucceeds(cancel(alice(), 'placed'));
  });

  it.each(['confirmed', 'shipped', 'delivered', 'cancelled'] as const)(
    'refuses the cancel of a %s order',
    async (from) => {
      await assertFails(cancel(alice(), from, {}, null));
      await assertFails(cancel(alice(), from));
    },
  );

  it('refuses the same cancel from another customer, an admin (in the customer’s words) and a visitor', async () => {
    await assertFails(cancel(bob(), 'placed', {}, null));
    await assertFails(
      cancel(bob(), 'placed', {}, { openOrders: 0, cancelledOrderId: 'placed' }, 'carts/bob'),
    );
    await assertFails(cancel(admin(), 'placed'));
    await assertFails(cancel(visitor(), 'placed'));
    await assertSucceeds(cancel(alice(), 'placed'));
  });

  it.each([
    ['a changed line price', { 'order.items': [{ id: 1, title: 'Neem Soap 75 g', amount: 1, price: 1 }] }],
    ['a changed total', { 'order.totalAmount': 1 }],
    ['a changed address', { address: '99 Another Road, Mumbai, India' }],
    ['a changed contact number', { number: '09000000000' }],
    ['a stock flag', { stockTaken: true }],
    ['an invoice number', { invoiceNumber: 1 }],
    ['no updatedAt', { updatedAt: deleteField() }],
    ['an updatedAt from the browser', { updatedAt: Timestamp.now() }],
    [
      'another status',
      { status: 'confirmed', 'history.0': { status: 'confirmed', by: 'customer', at: serverTimestamp() } },
    ],
    [
      'an entry by someone else',
      { 'history.0': { status: 'cancelled', by: 'alice@example.com', at: serverTimestamp() } },
    ],
    [
      'an entry with a browser time',
      { 'history.0': { status: 'cancelled', by: 'customer', at: Timestamp.now() } },
    ],
    [
      'an entry with an extra field',
      { 'history.0': { status: 'cancelled', by: 'customer', at: serverTimestamp(), why: 'x' } },
    ],
    ['two entries', { 'history.1': { status: 'cancelled', by: 'customer', at: serverTimestamp() } }],
    ['no entry', { 'history.0': deleteField() }],
  ])('refuses a cancel with %s', async (_case, overrides) => {
    await assertFails(cancel(alice(), 'placed', overrides));
  });

  it('refuses a cancel that does not release the open order', async () => {
    await assertFails(cancel(alice(), 'placed', {}, null));
    await assertFails(cancel(alice(), 'placed', {}, { openOrders: 1, cancelledOrderId: 'placed' }));
  });

  it('lets the cancel through without a release when there is nothing to release', async () => {
    await writeDocument(rules.env, 'carts/alice', cartDoc({ openOrders: 0 }));
    await assertSucceeds(cancel(alice(), 'placed', {}, null));
  });
});

describe('carts/{uid}: the owner releases an open order only with its cancel', () => {
  it('refuses a release without the order’s cancel in the same batch', async () => {
    await assertFails(updateDoc(doc(alice(), 'carts/alice'), { openOrders: 0, cancelledOrderId: 'placed' }));
  });

  it('refuses a release naming an order that was not placed, or someone else’s', async () => {
    await assertFails(
      updateDoc(doc(alice(), 'carts/alice'), { openOrders: 0, cancelledOrderId: 'confirmed' }),
    );
    await assertFails(updateDoc(doc(alice(), 'carts/alice'), { openOrders: 0, cancelledOrderId: 'bobs' }));
  });

  it('refuses a release of two at once, or one that changes the cart as well', async () => {
    await writeDocument(rules.env, 'carts/alice', cartDoc({ openOrders: 2 }));
    await assertFails(cancel(alice(), 'placed', {}, { openOrders: 0, cancelledOrderId: 'placed' }));
    await assertFails(
      cancel(alice(), 'placed', {}, { openOrders: 1, cancelledOrderId: 'placed', lastOrderAt: null }),
    );
    await assertSucceeds(cancel(alice(), 'placed', {}, { openOrders: 1, cancelledOrderId: 'placed' }));
  });

  it('keeps the released cart a valid cart the owner can save again', async () => {
    await assertSucceeds(cancel(alice(), 'placed'));
    await assertSucceeds(
      setDoc(doc(alice(), 'carts/alice'), {
        ...cartDoc({ openOrders: 0, version: 4, cancelledOrderId: 'placed' }),
      }),
    );
  });
});
