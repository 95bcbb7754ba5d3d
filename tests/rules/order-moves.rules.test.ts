import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  addDoc,
  collection,
  deleteDoc,
  deleteField,
  doc,
  getDoc,
  getDocs,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  writeBatch,
} from 'firebase/firestore';
import { describe, it } from 'vitest';
import { ORDER_STATUSES } from '@/lib/firebase/documents/order';
import { HISTORY_SIZE, orderDoc, ordersInEachStatus } from '../support/orders';
import { firestoreRulesPerTest } from '../support/rules-env';

const ADMIN_EMAIL = 'owner@prakriti-demo.com';
const earlier = Timestamp.fromMillis(1_700_000_000_000);

/** One order in each status, each with the history and stock flag its moves gave it. */
const seeded = ordersInEachStatus(ADMIN_EMAIL, earlier);

const rules = firestoreRulesPerTest(async (db) => {
  await setDoc(doc(db, `admins/${ADMIN_EMAIL}`), { email: ADMIN_EMAIL, uid: 'admin-uid', createdBy: 'seed' });
  for (const [status, extra] of Object.entries(seeded)) {
    await setDoc(doc(db, `orders/${status}`), { ...orderDoc('alice'), createdAt: earlier, status, ...extra });
  }
  await setDoc(doc(db, 'orders/placed/notes/n1'), { text: 'Called', by: ADMIN_EMAIL, at: earlier });
});

// The admin's token e-mail is mixed case: `by` is the lower-cased one the rules compare.
const admin = () =>
  rules.env.authenticatedContext('admin-uid', { email: 'Owner@Prakriti-Demo.com' }).firestore();
const alice = () => rules.env.authenticatedContext('alice', { email: 'alice@example.com' }).firestore();
const visitor = () => rules.env.unauthenticatedContext().firestore();

type Db = ReturnType<typeof admin>;

const INVOICES = 'counters/invoices';

/** The stock flag a move sets: true on a confirm, false on the cancel of a confirmed order. */
function stockFlag(from: string, to: string): Record<string, boolean> {
  if (from === 'placed' && to === 'confirmed') return { stockTaken: true };
  if (from === 'confirmed' && to === 'cancelled') return { stockTaken: false };
  return {};
}

/**
 * The update moveOrder writes, with overrides to break one part of it; `by` is the e-mail of the
 * one who moves it (well-formed for that actor: a non-admin's move differs from an admin's only in
 * who makes it).
 */
function move(
  db: Db,
  from: keyof typeof seeded,
  to: string,
  overrides: Record<string, unknown> = {},
  by = ADMIN_EMAIL,
) {
  const batch = writeBatch(db);
  const confirm = from === 'placed' && to === 'confirmed';
  batch.update(doc(db, `orders/${from}`), {
    status: to,
    [`history.${String(HISTORY_SIZE[from])}`]: { status: to, by, at: serverTimestamp() },
    updatedAt: serverTimestamp(),
    ...stockFlag(from, to),
    // A confirm numbers the invoice: no counter yet, so number 1, and the counter moves past it.
    ...(confirm ? { invoiceNumber: 1 } : {}),
    ...overrides,
  });
  if (confirm) batch.set(doc(db, INVOICES), { next: 2, order: 'placed' });
  return batch.commit();
}

const ALLOWED = [
  ['placed', 'confirmed'],
  ['placed', 'cancelled'],
  ['confirmed', 'shipped'],
  ['confirmed', 'cancelled'],
  ['shipped', 'delivered'],
] as const;

const REFUSED = ORDER_STATUSES.flatMap((from) =>
  ORDER_STATUSES.filter((to) => !ALLOWED.some(([a, b]) => a === from && b === to)).map(
    (to) => [from, to] as const,
  ),
);

describe('order moves: the workflow', () => {
  it.each(ALLOWED)('lets an admin move %s → %s with one history entry', async (from, to) => {
    await assertSucceeds(move(admin(), from, to));
  });

  it.each(REFUSED)('refuses %s → %s', async (from, to) => {
    await assertFails(move(admin(), from, to));
  });

  it('refuses an unknown status', async () => {
    await assertFails(move(admin(), 'placed', 'lost'));
  });

  // Each refused move is the admin's allowed move, entry in the mover's own e-mail: only who
  // makes it is wrong (without isAdmin() in the rule these would pass).
  it('refuses a customer moving their own order in their own name, which an admin may do', async () => {
    await assertFails(move(alice(), 'placed', 'confirmed', {}, 'alice@example.com'));
    await assertFails(move(alice(), 'confirmed', 'shipped', {}, 'alice@example.com'));
    await assertSucceeds(move(admin(), 'placed', 'confirmed'));
  });

  it('refuses an account without an admin document moving an order in its own name', async () => {
    const eveEmail = 'eve@prakriti-demo.com';
    const eve = rules.env.authenticatedContext('eve', { email: eveEmail }).firestore();
    await assertFails(move(eve, 'placed', 'cancelled', {}, eveEmail));
    await assertFails(move(eve, 'shipped', 'delivered', {}, eveEmail));
    await assertSucceeds(move(admin(), 'shipped', 'delivered'));
  });

  it('refuses an admin document whose uid is another account', async () => {
    // The role document names admin-uid; this account has the e-mail but another uid.
    const impostor = rules.env.authenticatedContext('not-admin-uid', { email: ADMIN_EMAIL }).firestore();
    await assertFails(move(impostor, 'placed', 'confirmed'));
    await assertSucceeds(move(admin(), 'placed', 'confirmed'));
  });

  it('refuses a move that changes anything else, and a delete', async () => {
    await assertFails(move(admin(), 'placed', 'cancelled', { name: 'X Y' }));
    await assertFails(move(admin(), 'placed', 'cancelled', { 'order.totalAmount': 1 }));
    await assertFails(deleteDoc(doc(admin(), 'orders/placed')));
  });
});

describe('order moves: the updatedAt stamp', () => {
  // Each refused move is the allowed one with only its stamp missing or wrong.
  it('accepts a move stamped with server time, and refuses one without the stamp', async () => {
    await assertFails(move(admin(), 'placed', 'confirmed', { updatedAt: deleteField() }));
    await assertSucceeds(move(admin(), 'placed', 'confirmed'));
  });

  it('refuses a stamp set by the browser', async () => {
    await assertFails(move(admin(), 'confirmed', 'shipped', { updatedAt: Timestamp.now() }));
    await assertSucceeds(move(admin(), 'confirmed', 'shipped'));
  });
});

describe('order moves: the history append', () => {
  it('refuses a status change without a history entry', async () => {
    await assertFails(updateDoc(doc(admin(), 'orders/placed'), { status: 'cancelled' }));
  });

  it.each([
    [
      'a key that is not the old size',
      {
        'history.0': deleteField(),
        'history.1': { status: 'cancelled', by: ADMIN_EMAIL, at: serverTimestamp() },
      },
    ],
    ['two keys', { 'history.1': { status: 'cancelled', by: ADMIN_EMAIL, at: serverTimestamp() } }],
    [
      'another status in the entry',
      { 'history.0': { status: 'confirmed', by: ADMIN_EMAIL, at: serverTimestamp() } },
    ],
    [
      'another admin’s e-mail',
      { 'history.0': { status: 'cancelled', by: 'eve@prakriti-demo.com', at: serverTimestamp() } },
    ],
    [
      'a time set by the browser',
      { 'history.0': { status: 'cancelled', by: ADMIN_EMAIL, at: Timestamp.now() } },
    ],
    [
      'an extra field in the entry',
      { 'history.0': { status: 'cancelled', by: ADMIN_EMAIL, at: serverTimestamp(), note: 'x' } },
    ],
    ['an entry without its time', { 'history.0': { status: 'cancelled', by: ADMIN_EMAIL } }],
    ['a history that is a list', { history: [{ status: 'cancelled', by: ADMIN_EMAIL, at: earlier }] }],
  ])('refuses %s', async (_case, overrides) => {
    await assertFails(move(admin(), 'placed', 'cancelled', overrides));
  });

  it('accepts an entry that names the deleted products whose stock the move skipped', async () => {
    await assertSucceeds(
      move(admin(), 'placed', 'confirmed', {
        'history.0': { status: 'confirmed', by: ADMIN_EMAIL, at: serverTimestamp(), skipped: [4] },
      }),
    );
  });

  it.each([
    ['not a list', 4],
    ['longer than an order’s 20 lines', Array.from({ length: 21 }, (_, i) => i + 1)],
  ])('refuses skipped products that are %s', async (_case, skipped) => {
    await assertFails(
      move(admin(), 'placed', 'confirmed', {
        'history.0': { status: 'confirmed', by: ADMIN_EMAIL, at: serverTimestamp(), skipped },
      }),
    );
  });

  it('refuses a move that edits or removes an older entry', async () => {
    await assertFails(move(admin(), 'confirmed', 'shipped', { 'history.0.by': 'eve@prakriti-demo.com' }));
    await assertFails(move(admin(), 'confirmed', 'shipped', { 'history.0.at': serverTimestamp() }));
    await assertFails(
      move(admin(), 'confirmed', 'shipped', {
        history: { '1': { status: 'shipped', by: ADMIN_EMAIL, at: serverTimestamp() } },
      }),
    );
  });

  it('accepts the whole history written back with the one new entry', async () => {
    await assertSucceeds(
      move(admin(), 'confirmed', 'shipped', {
        history: {
          ...seeded.confirmed.history,
          '1': { status: 'shipped', by: ADMIN_EMAIL, at: serverTimestamp() },
        },
      }),
    );
  });
});

describe('order moves: the stock flag', () => {
  it('refuses a confirm that does not record the stock as taken', async () => {
    await assertFails(move(admin(), 'placed', 'confirmed', { stockTaken: false }));
    await assertFails(move(admin(), 'placed', 'confirmed', { stockTaken: 'yes' }));
    await assertFails(
      updateDoc(doc(admin(), 'orders/placed'), {
        status: 'confirmed',
        'history.0': { status: 'confirmed', by: ADMIN_EMAIL, at: serverTimestamp() },
      }),
    );
  });

  it('refuses the cancel of a confirmed order that keeps the stock as taken', async () => {
    await assertFails(move(admin(), 'confirmed', 'cancelled', { stockTaken: true }));
  });

  it('refuses a change of the flag with any other move', async () => {
    await assertFails(move(admin(), 'confirmed', 'shipped', { stockTaken: false }));
    await assertFails(move(admin(), 'placed', 'cancelled', { stockTaken: true }));
    await assertFails(move(admin(), 'shipped', 'delivered', { stockTaken: false }));
  });
});

describe('order moves: the invoice number', () => {
  const confirmEntry = { status: 'confirmed', by: ADMIN_EMAIL, at: serverTimestamp() };

  /** The confirm of orders/placed as the admin area writes it, with `number` and `counter`. */
  function confirm(
    db: Db,
    number: unknown,
    counter: Record<string, unknown> | null,
    by = ADMIN_EMAIL,
  ): Promise<void> {
    const batch = writeBatch(db);
    batch.update(doc(db, 'orders/placed'), {
      status: 'confirmed',
      'history.0': { ...confirmEntry, by },
      stockTaken: true,
      updatedAt: serverTimestamp(),
      ...(number === undefined ? {} : { invoiceNumber: number }),
    });
    if (counter) batch.set(doc(db, INVOICES), counter);
    return batch.commit();
  }

  async function seedCounter(next: number, order = 'earlier-order') {
    await rules.env.withSecurityRulesDisabled(async (context) => {
      await setDoc(doc(context.firestore(), INVOICES), { next, order });
    });
  }

  it('numbers the first invoice 1 and starts the counter at 2', async () => {
    await assertSucceeds(confirm(admin(), 1, { next: 2, order: 'placed' }));
  });

  it('gives a confirm the counter’s number and moves it one further', async () => {
    await seedCounter(7);
    await assertSucceeds(confirm(admin(), 7, { next: 8, order: 'placed' }));
  });

  // The admin's well-formed confirm and counter move, made in the customer's own name.
  it('refuses a customer the confirm and counter move an admin may make', async () => {
    await seedCounter(7);
    await assertFails(confirm(alice(), 7, { next: 8, order: 'placed' }, 'alice@example.com'));
    await assertSucceeds(confirm(admin(), 7, { next: 8, order: 'placed' }));
  });

  it.each([
    ['a number the counter does not hold', 6, { next: 8, order: 'placed' }],
    ['a number already taken', 6, { next: 7, order: 'placed' }],
    ['the counter moved by two', 7, { next: 9, order: 'placed' }],
    ['no number', undefined, { next: 8, order: 'placed' }],
    ['no counter move', 7, null],
    ['a counter naming another order', 7, { next: 8, order: 'confirmed' }],
    ['a counter with another field', 7, { next: 8, order: 'placed', year: 2026 }],
    ['a number that is text', '7', { next: 8, order: 'placed' }],
  ])('refuses a confirm with %s', async (_case, number, counter) => {
    await seedCounter(7);
    await assertFails(confirm(admin(), number, counter));
  });

  it('refuses a confirm whose counter has no number before it when there is none yet', async () => {
    await assertFails(confirm(admin(), 0, { next: 1, order: 'placed' }));
    await assertFails(confirm(admin(), 2, { next: 3, order: 'placed' }));
  });

  it('refuses an admin moving the counter without a confirm, or with another move', async () => {
    await seedCounter(7);
    const db = admin();
    await assertFails(setDoc(doc(db, INVOICES), { next: 8, order: 'placed' }));
    await assertFails(setDoc(doc(db, INVOICES), { next: 8, order: 'confirmed' }));
    const cancelWithNumber = writeBatch(db);
    cancelWithNumber.update(doc(db, 'orders/placed'), {
      status: 'cancelled',
      'history.0': { status: 'cancelled', by: ADMIN_EMAIL, at: serverTimestamp() },
      invoiceNumber: 7,
    });
    cancelWithNumber.set(doc(db, INVOICES), { next: 8, order: 'placed' });
    await assertFails(cancelWithNumber.commit());
    await assertFails(deleteDoc(doc(db, INVOICES)));
  });

  it('refuses any later move that gives, changes or removes the number', async () => {
    await rules.env.withSecurityRulesDisabled(async (context) => {
      await updateDoc(doc(context.firestore(), 'orders/confirmed'), { invoiceNumber: 3 });
    });
    await assertSucceeds(move(admin(), 'confirmed', 'shipped', { invoiceNumber: 3 }));
    await assertFails(move(admin(), 'confirmed', 'shipped', { invoiceNumber: 4 }));
    await assertFails(move(admin(), 'confirmed', 'shipped', { invoiceNumber: deleteField() }));
    await assertFails(move(admin(), 'shipped', 'delivered', { invoiceNumber: 9 }));
  });

  it('lets admins read the counter, not customers', async () => {
    await seedCounter(7);
    await assertSucceeds(getDoc(doc(admin(), INVOICES)));
    await assertFails(getDoc(doc(alice(), INVOICES)));
  });
});

describe('order notes', () => {
  const note = (overrides: Record<string, unknown> = {}) => ({
    text: 'Customer asked for delivery after 5 pm',
    by: ADMIN_EMAIL,
    at: serverTimestamp(),
    ...overrides,
  });
  const notes = (db: Db) => collection(db, 'orders/placed/notes');

  it('lets an admin read the notes and add one in their own name at server time', async () => {
    await assertSucceeds(getDocs(notes(admin())));
    await assertSucceeds(addDoc(notes(admin()), note()));
    await assertSucceeds(addDoc(notes(admin()), note({ text: 'x'.repeat(1000) })));
  });

  it('refuses the order’s customer and a visitor reading or adding notes', async () => {
    await assertFails(getDocs(notes(alice())));
    await assertFails(addDoc(notes(alice()), note({ by: 'alice@example.com' })));
    await assertFails(getDocs(notes(visitor())));
    await assertFails(addDoc(notes(visitor()), note()));
  });

  it.each([
    ['an empty text', { text: '' }],
    ['a text over 1000 characters', { text: 'x'.repeat(1001) }],
    ['a text that is not text', { text: 42 }],
    ['another admin’s e-mail', { by: 'eve@prakriti-demo.com' }],
    ['a time set by the browser', { at: Timestamp.now() }],
    ['an extra field', { pinned: true }],
  ])('refuses a note with %s', async (_case, overrides) => {
    await assertFails(addDoc(notes(admin()), note(overrides)));
  });

  it('refuses anyone changing or removing a note', async () => {
    await assertFails(updateDoc(doc(admin(), 'orders/placed/notes/n1'), { text: 'Edited' }));
    await assertFails(deleteDoc(doc(admin(), 'orders/placed/notes/n1')));
  });
});
