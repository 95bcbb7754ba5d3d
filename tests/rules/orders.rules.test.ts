import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  query,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  where,
  writeBatch,
} from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { nameSearchKeys, NAME_KEYS_MAX } from '@/lib/order-search-keys';
import { checkout, orderDoc, orderLines, orderRequest } from '../support/orders';
import { firestoreRulesPerTest } from '../support/rules-env';

const ADMIN_EMAIL = 'owner@prakriti-demo.com';

const rules = firestoreRulesPerTest(async (db) => {
  await setDoc(doc(db, `admins/${ADMIN_EMAIL}`), { email: ADMIN_EMAIL, uid: 'admin-uid', createdBy: 'seed' });
  await setDoc(doc(db, 'orders/alice-1'), { ...orderDoc('alice'), createdAt: Timestamp.now() });
  await setDoc(doc(db, 'orders/bob-1'), { ...orderDoc('bob'), createdAt: Timestamp.now() });
});

const alice = () => rules.env.authenticatedContext('alice', { email: 'alice@example.com' }).firestore();
const bob = () => rules.env.authenticatedContext('bob', { email: 'bob@example.com' }).firestore();
// The admin's e-mail in the token is mixed case: the rules look it up lower-cased.
const admin = () =>
  rules.env.authenticatedContext('admin-uid', { email: 'Owner@Prakriti-Demo.com' }).firestore();
const visitor = () => rules.env.unauthenticatedContext().firestore();

describe('orders: creating', () => {
  it('lets a signed-in customer place their own cash order', async () => {
    await assertSucceeds(checkout(alice(), 'new-1', orderDoc('alice')));
  });

  it('takes up to 20 lines', async () => {
    const items = orderLines(20);
    await assertSucceeds(
      checkout(
        alice(),
        'new-20',
        orderDoc('alice', { order: { items, totalAmount: 200, totalNumItems: 20 } }),
      ),
    );
  });

  it('refuses a visitor', async () => {
    await assertFails(checkout(visitor(), 'new-1', orderDoc('alice')));
  });

  it('refuses an order in someone else’s name (with the writer’s own cart)', async () => {
    await assertSucceeds(checkout(bob(), 'new-1', orderDoc('bob'), undefined, 'bob'));
    await assertFails(checkout(bob(), 'new-2', orderDoc('alice'), undefined, 'bob'));
  });

  it('refuses an order without the checkout write of its owner’s cart in the same batch', async () => {
    await assertFails(setDoc(doc(alice(), 'orders/new-1'), orderDoc('alice')));
  });

  it('refuses a second write under the same id, so a retry cannot replace or double an order', async () => {
    await assertSucceeds(checkout(alice(), 'new-1', orderDoc('alice')));
    await assertFails(checkout(alice(), 'new-1', orderDoc('alice')));
    await assertFails(checkout(alice(), 'alice-1', orderDoc('alice')));
  });

  it.each([
    ['a status other than placed', { status: 'confirmed' }],
    ['card payment', { payment_method: 'card' }],
    ['a time set by the browser', { createdAt: Timestamp.fromDate(new Date('2020-01-01')) }],
    ['an extra field', { discount: 50 }],
    ['an empty name', { name: '' }],
    ['a name over 100 characters', { name: 'A '.repeat(51) }],
    ['a non-text name', { name: 42 }],
    ['an e-mail without @', { email: 'asha.example.com' }],
    ['an e-mail over 254 characters', { email: `${'a'.repeat(250)}@x.com` }],
    ['an address under 10 characters', { address: 'Jaipur' }],
    ['an address over 500 characters', { address: 'x'.repeat(501) }],
    ['a contact number with letters', { number: '09876abc210' }],
    ['a contact number under 10 digits', { number: '987654321' }],
    ['a numeric contact number', { number: 9876543210 }],
  ])('refuses %s', async (_case, overrides) => {
    await assertFails(checkout(alice(), 'bad', orderDoc('alice', overrides)));
  });

  it.each(['status', 'createdAt', 'uid', 'number', 'order', 'phoneKey', 'nameKeys'])(
    'refuses an order without %s',
    async (field) => {
      const data = Object.fromEntries(Object.entries(orderDoc('alice')).filter(([key]) => key !== field));
      await assertFails(checkout(alice(), 'bad', data));
    },
  );

  const order = orderRequest('alice').order;
  it.each([
    ['no lines', { ...order, items: [] }],
    ['21 lines', { ...order, items: orderLines(21) }],
    ['lines that are not a list', { ...order, items: { 0: order.items[0] } }],
    ['a total quantity of 0', { ...order, totalNumItems: 0 }],
    ['a fractional total quantity', { ...order, totalNumItems: 2.5 }],
    ['a total over ₹10 crore', { ...order, totalAmount: 100_000_001 }],
    ['a total quantity over 200 (20 lines of 10)', { ...order, totalNumItems: 201 }],
    ['no totals', { items: order.items }],
    ['a negative total', { ...order, totalAmount: -1 }],
    ['a text total', { ...order, totalAmount: '1299.5' }],
    ['an extra summary field', { ...order, coupon: 'FREE' }],
  ])('refuses an order with %s', async (_case, summary) => {
    await assertFails(checkout(alice(), 'bad', orderDoc('alice', { order: summary })));
  });
});

/**
 * The search keys an order is placed with (src/lib/order-search-keys.ts): each refused order
 * differs from the allowed one beside it only in that key, and is tried first (the same id and
 * cart, which the allowed one then uses).
 */
describe('orders: search keys', () => {
  const place = (overrides: Record<string, unknown>) =>
    checkout(alice(), 'keyed', orderDoc('alice', overrides));

  it.each([
    ['09876543210', '9876543210', '0987654321'],
    ['919876543210', '9876543210', '919876543210'],
    ['9876543210', '9876543210', '09876543210'],
    ['447911123456', '7911123456', '47911123456'],
  ])('takes the number %s with phoneKey %s (its last ten digits), not %s', async (number, key, wrong) => {
    await assertFails(place({ number, phoneKey: wrong }));
    await assertSucceeds(place({ number, phoneKey: key }));
  });

  it('refuses a phoneKey that is not a text', async () => {
    await assertFails(place({ number: '9876543210', phoneKey: 9876543210 }));
    await assertSucceeds(place({ number: '9876543210', phoneKey: '9876543210' }));
  });

  const most = Array.from({ length: NAME_KEYS_MAX }, (_, index) => `k${String(index)}`);
  it.each([
    ['no keys (a name without letters)', [], ['x'.repeat(21)]],
    [`${String(NAME_KEYS_MAX)} keys`, most, [...most, 'one more']],
    ['keys of 20 characters', ['a'.repeat(20)], ['a'.repeat(21)]],
    ['keys of 1 character', ['a', 'b'], ['a', '']],
    ['a list of keys', nameSearchKeys('Asha Verma'), 'asha'],
    ['a list of keys, not a map', ['asha'], { 0: 'asha' }],
  ])('takes %s, refuses its twin beyond the bound', async (_case, allowed, refused) => {
    await assertFails(place({ nameKeys: refused }));
    await assertSucceeds(place({ nameKeys: allowed }));
  });

  const letters = Array.from({ length: 50 }, (_, index) => String.fromCharCode(97 + (index % 26)));
  it.each([
    ['two long words', `${'a'.repeat(49)} ${'b'.repeat(50)}`],
    ['50 one-letter words (the most keys)', letters.join(' ')],
  ])('takes the keys of a name of %s', async (_case, name) => {
    await assertSucceeds(place({ name, nameKeys: nameSearchKeys(name) }));
  });
});

/**
 * The language of the page an order was placed from (firestore.rules, isNewOrder): 'en' or 'hi',
 * or none (orders of older clients). Each refused order differs from an allowed one only in
 * that field, and is tried first under the same id and cart, which the allowed one then uses.
 */
describe('orders: language', () => {
  const place = (data: Record<string, unknown>) => checkout(alice(), 'spoken', data);
  const withoutLanguage = () =>
    Object.fromEntries(Object.entries(orderDoc('alice')).filter(([key]) => key !== 'language'));

  it.each([
    ['en', 'another language', 'fr'],
    ['hi', 'another language', 'fr'],
    ['hi', 'a number', 7],
    ['en', 'null', null],
    ['hi', 'a long text', 'hi'.repeat(200)],
    ['en', 'another spelling', 'EN'],
    ['hi', 'a list', ['hi']],
  ])('takes %s, refuses %s', async (allowed, _case, refused) => {
    await assertFails(place(orderDoc('alice', { language: refused })));
    await assertSucceeds(place(orderDoc('alice', { language: allowed })));
  });

  it('takes an order without a language (older clients)', async () => {
    expect(withoutLanguage()).not.toHaveProperty('language');
    await assertSucceeds(place(withoutLanguage()));
  });

  it('refuses a twelfth key in the place of language', async () => {
    await assertFails(place({ ...withoutLanguage(), lang: 'hi' }));
    await assertSucceeds(place({ ...withoutLanguage(), language: 'hi' }));
  });
});

describe('orders: reading', () => {
  it('lets a customer read their own order and query their own orders', async () => {
    await assertSucceeds(getDoc(doc(alice(), 'orders/alice-1')));
    await assertSucceeds(getDocs(query(collection(alice(), 'orders'), where('uid', '==', 'alice'))));
  });

  it('refuses a customer someone else’s order, or all orders', async () => {
    await assertFails(getDoc(doc(alice(), 'orders/bob-1')));
    await assertFails(getDocs(collection(alice(), 'orders')));
    await assertFails(getDocs(query(collection(alice(), 'orders'), where('uid', '==', 'bob'))));
  });

  it('refuses a visitor', async () => {
    await assertFails(getDoc(doc(visitor(), 'orders/alice-1')));
    await assertFails(getDocs(collection(visitor(), 'orders')));
  });

  it('lets an admin read every order', async () => {
    await assertSucceeds(getDocs(collection(admin(), 'orders')));
    await assertSucceeds(getDoc(doc(admin(), 'orders/bob-1')));
  });
});

/**
 * An admin's move placed → confirmed of orders/alice-1 as the admin area writes it, its history
 * entry by `by`: the order takes invoice number 1 and the invoice counter moves past it.
 */
function confirm(db: ReturnType<typeof admin>, by: string) {
  const batch = writeBatch(db);
  batch.update(doc(db, 'orders/alice-1'), {
    status: 'confirmed',
    stockTaken: true,
    invoiceNumber: 1,
    'history.0': { status: 'confirmed', by, at: serverTimestamp() },
    updatedAt: serverTimestamp(),
  });
  batch.set(doc(db, 'counters/invoices'), { next: 2, order: 'alice-1' });
  return batch.commit();
}

describe('orders: changing and deleting', () => {
  // The admin's well-formed move, made in the customer's own name: only who makes it is wrong.
  it('refuses a customer confirming their own order in their own name, which an admin may do', async () => {
    await assertFails(confirm(alice(), 'alice@example.com'));
    await assertSucceeds(confirm(admin(), ADMIN_EMAIL));
  });

  it('refuses a customer changing or deleting their own order', async () => {
    await assertFails(updateDoc(doc(alice(), 'orders/alice-1'), { status: 'cancelled' }));
    await assertFails(updateDoc(doc(alice(), 'orders/alice-1'), { address: 'Somewhere else 123' }));
    await assertFails(deleteDoc(doc(alice(), 'orders/alice-1')));
  });

  // Every move and its history entry: order-moves.rules.test.ts.
  it('refuses an admin a bare status change, a change of anything else, or a delete', async () => {
    await assertFails(updateDoc(doc(admin(), 'orders/alice-1'), { status: 'confirmed' }));
    await assertFails(updateDoc(doc(admin(), 'orders/alice-1'), { name: 'X Y' }));
    await assertFails(deleteDoc(doc(admin(), 'orders/alice-1')));
  });

  it('refuses a signed-in account whose e-mail has no admin document', async () => {
    const impostor = rules.env.authenticatedContext('eve', { email: 'eve@example.com' }).firestore();
    await assertFails(confirm(impostor, 'eve@example.com'));
    await assertFails(updateDoc(doc(impostor, 'orders/alice-1'), { status: 'shipped' }));
    await assertFails(getDocs(collection(impostor, 'orders')));
  });
});
