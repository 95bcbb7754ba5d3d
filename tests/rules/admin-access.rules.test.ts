import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
} from 'firebase/firestore';
import { describe, it } from 'vitest';
import { checkout, orderDoc } from '../support/orders';
import { firestoreRulesPerTest } from '../support/rules-env';

/**
 * Who may do what with admins, users and orders: every actor × operation. The impostor's e-mail
 * has an admin document, but one made for another account (another uid): it grants nothing.
 */
const OWNER = { uid: 'owner-uid', email: 'owner@prakriti-demo.com' };
const SECOND = { uid: 'second-uid', email: 'second@prakriti-demo.com' };
const CUSTOMER = { uid: 'customer-uid', email: 'asha@example.com' };
const IMPOSTOR = { uid: 'impostor-uid', email: 'taken@prakriti-demo.com' };

const userDoc = (uid: string, email: string) => ({
  email,
  name: 'Asha Verma',
  mobile: '09876543210',
  uid,
  cart: { cartItems: [], totalNumItems: 0, totalAmount: 0 },
  dateCreated: '12/5/2025, 10:15:00 am',
});

const rules = firestoreRulesPerTest(async (db) => {
  const added = { createdAt: Timestamp.now(), createdBy: 'seed' };
  await setDoc(doc(db, `admins/${OWNER.email}`), { email: OWNER.email, uid: OWNER.uid, ...added });
  await setDoc(doc(db, `admins/${SECOND.email}`), { email: SECOND.email, uid: SECOND.uid, ...added });
  await setDoc(doc(db, `admins/${IMPOSTOR.email}`), { email: IMPOSTOR.email, uid: 'another-uid', ...added });
  await setDoc(doc(db, `users/${CUSTOMER.uid}`), userDoc(CUSTOMER.uid, CUSTOMER.email));
  await setDoc(doc(db, 'orders/customer-1'), { ...orderDoc(CUSTOMER.uid), createdAt: Timestamp.now() });
});

type Actor = 'visitor' | 'customer' | 'admin' | 'impostor';

// The admin's token e-mail is mixed case: the rules look the admin document up lower-cased.
const tokens = {
  customer: CUSTOMER,
  admin: { uid: OWNER.uid, email: 'Owner@Prakriti-Demo.com' },
  impostor: IMPOSTOR,
};

function as(actor: Actor) {
  if (actor === 'visitor') return rules.env.unauthenticatedContext().firestore();
  const { uid, email } = tokens[actor];
  return rules.env.authenticatedContext(uid, { email }).firestore();
}

/** The actor's own (lower-case) e-mail: what an admin writes as createdBy or a history entry's by. */
function ownEmail(actor: Actor): string {
  return actor === 'visitor' ? 'visitor@example.com' : tokens[actor].email.toLowerCase();
}

type Db = ReturnType<typeof as>;
type Operation = 'get' | 'list' | 'create' | 'update' | 'delete';

/**
 * Each operation as an admin may make it, in the actor's own name (`me`): a refused write differs
 * from the admin's allowed one only in who makes it, so only the rules' isAdmin() can refuse it.
 */
const operations: Record<
  'admins' | 'users' | 'orders',
  Record<Operation, (db: Db, me: string) => Promise<unknown>>
> = {
  admins: {
    get: (db) => getDoc(doc(db, `admins/${SECOND.email}`)),
    list: (db) => getDocs(collection(db, 'admins')),
    create: (db, me) =>
      setDoc(doc(db, 'admins/new@prakriti-demo.com'), {
        email: 'new@prakriti-demo.com',
        uid: 'new-uid',
        createdAt: serverTimestamp(),
        createdBy: me,
      }),
    update: (db) => updateDoc(doc(db, `admins/${SECOND.email}`), { uid: 'other-uid' }),
    delete: (db) => deleteDoc(doc(db, `admins/${SECOND.email}`)),
  },
  users: {
    get: (db) => getDoc(doc(db, `users/${CUSTOMER.uid}`)),
    list: (db) => getDocs(collection(db, 'users')),
    // Somebody else's user document.
    create: (db) => setDoc(doc(db, 'users/newbie'), userDoc('newbie', 'newbie@example.com')),
    // The customer's own details, as /account changes them: theirs alone to change (what else an
    // update may not touch: users.rules.test.ts, account.rules.test.ts).
    update: (db) => updateDoc(doc(db, `users/${CUSTOMER.uid}`), { name: 'Asha Verma Sharma' }),
    delete: (db) => deleteDoc(doc(db, `users/${CUSTOMER.uid}`)),
  },
  orders: {
    get: (db) => getDoc(doc(db, 'orders/customer-1')),
    list: (db) => getDocs(collection(db, 'orders')),
    // An order in the customer's name, with the checkout write of the customer's cart.
    create: (db) => checkout(db, 'new-1', orderDoc(CUSTOMER.uid)),
    // An allowed move (placed → cancelled) with its one history entry, as the admin area writes it
    // (a confirm also numbers the invoice: order-moves.rules.test.ts).
    update: (db, me) =>
      updateDoc(doc(db, 'orders/customer-1'), {
        status: 'cancelled',
        'history.0': { status: 'cancelled', by: me, at: serverTimestamp() },
        updatedAt: serverTimestamp(),
      }),
    delete: (db) => deleteDoc(doc(db, 'orders/customer-1')),
  },
};

/** The allowed cases; every other actor × collection × operation is denied. */
const allowed = new Set([
  'admin admins get',
  'admin admins list',
  'admin admins create',
  'admin admins delete',
  'admin users get',
  'admin users list',
  'admin orders get',
  'admin orders list',
  'admin orders update',
  'customer users get',
  'customer users update',
  'customer users delete',
  'customer orders get',
  'customer orders create',
]);

const cases = (['visitor', 'customer', 'admin', 'impostor'] as const).flatMap((actor) =>
  (['admins', 'users', 'orders'] as const).flatMap((name) =>
    (['get', 'list', 'create', 'update', 'delete'] as const).map((operation) => {
      const key = `${actor} ${name} ${operation}`;
      return [key, allowed.has(key) ? 'allowed' : 'denied'] as const;
    }),
  ),
);

describe('admins, users and orders: every actor × operation', () => {
  it.each(cases)('%s: %s', async (key, expected) => {
    const [actor, name, operation] = key.split(' ') as [Actor, keyof typeof operations, Operation];
    const attempt = operations[name][operation](as(actor), ownEmail(actor));
    if (expected === 'allowed') await assertSucceeds(attempt);
    else await assertFails(attempt);
  });
});
