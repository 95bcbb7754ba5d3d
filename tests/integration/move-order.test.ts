import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { deleteDoc, doc, getDoc, setDoc, Timestamp, type Firestore } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { moveOrderWith } from '@/features/admin-orders/api/move-order';
import { AdminDataError } from '@/lib/firebase/admin-errors';
import { orderTimeline } from '@/lib/firebase/documents/order';
import { makeProduct } from '@/testing/factories';
import { checkout, orderDoc } from '../support/orders';
import { rejectionOf } from '../support/rejection';
import { firestoreRulesEnv } from '../support/rules-env';

const ADMINS = ['asha@prakriti-demo.com', 'ravi@prakriti-demo.com'] as const;
const description = 'Cold-processed soap with neem and tulsi extracts for everyday cleansing. '.repeat(2);

let env: RulesTestEnvironment;

/** An admin's own Firestore client (rules on), as their browser has it. */
const adminDb = (n: 0 | 1) =>
  env.authenticatedContext(`admin-${String(n)}`, { email: ADMINS[n] }).firestore() as unknown as Firestore;

async function write(path: string, data: Record<string, unknown>) {
  await env.withSecurityRulesDisabled(async (context) => {
    await setDoc(doc(context.firestore(), path), data);
  });
}

async function read(path: string) {
  let data: Record<string, unknown> | undefined;
  await env.withSecurityRulesDisabled(async (context) => {
    data = (await getDoc(doc(context.firestore(), path))).data();
  });
  return data ?? {};
}

/** An order of 2 × product 1 and 1 × product 4 (the factory's lines) in `status`. */
async function placeOrder(id: string, extra: Record<string, unknown> = {}) {
  await write(`orders/${id}`, { ...orderDoc('alice'), createdAt: Timestamp.now(), ...extra });
}

beforeAll(async () => {
  env = await firestoreRulesEnv();
});

beforeEach(async () => {
  await env.clearFirestore();
  for (const [n, email] of ADMINS.entries()) {
    await write(`admins/${email}`, {
      email,
      uid: `admin-${String(n)}`,
      createdAt: Timestamp.now(),
      createdBy: 'seed',
    });
  }
  // Product 1 as seeded (no version yet), product 4 saved once by the product form.
  await write('productsList/1', { ...makeProduct({ id: 1, stock: 5 }), description });
  await write('productsList/4', {
    ...makeProduct({ id: 4, stock: 3, title: 'Amla Juice 500 ml' }),
    description,
    version: 1,
  });
});

afterAll(async () => {
  await env.cleanup();
});

/** alice's carts/{uid} with `openOrders` orders waiting (rules bypassed). */
async function writeAliceCart(openOrders: number) {
  await write('carts/alice', {
    cart: { cartItems: [], totalAmount: 0, totalNumItems: 0 },
    version: 4,
    openOrders,
    lastOrderAt: Timestamp.now(),
    lastOrderId: 'o1',
  });
}

describe('moveOrder and the owner’s open orders', () => {
  it.each(['confirmed', 'cancelled'] as const)(
    'releases one of the owner’s open orders when a placed order is %s, in the same transaction',
    async (to) => {
      await placeOrder('o1');
      await writeAliceCart(2);
      await moveOrderWith(adminDb(0), 'o1', to, ADMINS[0]);
      expect(await read('carts/alice')).toMatchObject({ openOrders: 1, version: 4 });
      expect(await read('orders/o1')).toMatchObject({ status: to });
    },
  );

  it('releases nothing for later moves, or when there is nothing to release', async () => {
    await placeOrder('o1', { status: 'confirmed', stockTaken: true });
    await writeAliceCart(1);
    await moveOrderWith(adminDb(0), 'o1', 'shipped', ADMINS[0]);
    expect(await read('carts/alice')).toMatchObject({ openOrders: 1 });
    // A placed order from before the count (0), or of a customer with no cart document.
    await placeOrder('o2');
    await writeAliceCart(0);
    await moveOrderWith(adminDb(0), 'o2', 'confirmed', ADMINS[0]);
    expect(await read('carts/alice')).toMatchObject({ openOrders: 0 });
    await placeOrder('o3', { uid: 'no-cart-customer' });
    await moveOrderWith(adminDb(0), 'o3', 'cancelled', ADMINS[0]);
    expect(await read('orders/o3')).toMatchObject({ status: 'cancelled' });
  });
});

describe('moveOrder', () => {
  it('confirms: takes each line’s amount off its product, bumps its version, records it and the move', async () => {
    await placeOrder('o1');
    await moveOrderWith(adminDb(0), 'o1', 'confirmed', ADMINS[0]);

    expect(await read('productsList/1')).toMatchObject({ stock: 3, version: 1 });
    expect(await read('productsList/4')).toMatchObject({ stock: 2, version: 2 });
    const order = await read('orders/o1');
    expect(order).toMatchObject({ status: 'confirmed', stockTaken: true });
    const timeline = orderTimeline(order as Parameters<typeof orderTimeline>[0]);
    expect(timeline.map(({ status, by }) => [status, by])).toEqual([
      ['placed', undefined],
      ['confirmed', ADMINS[0]],
    ]);
  });

  it('takes the stock exactly once when two admins confirm at the same time', async () => {
    await placeOrder('o1');
    const results = await Promise.allSettled([
      moveOrderWith(adminDb(0), 'o1', 'confirmed', ADMINS[0]),
      moveOrderWith(adminDb(1), 'o1', 'confirmed', ADMINS[1]),
    ]);
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    const refusal: unknown = results.find((result) => result.status === 'rejected')?.reason;
    expect(refusal).toBeInstanceOf(AdminDataError);
    expect((refusal as AdminDataError).userMessage).toBe(
      'This order is confirmed now, so it cannot be confirmed. The page shows its current state.',
    );
    expect(await read('productsList/1')).toMatchObject({ stock: 3, version: 1 });
    expect(await read('productsList/4')).toMatchObject({ stock: 2, version: 2 });
    expect(Object.keys((await read('orders/o1')).history as object)).toEqual(['0']);
  });

  it('numbers invoices 1, 2, 3… as orders are confirmed, two admins at once included, and no other move does', async () => {
    await placeOrder('o1');
    await moveOrderWith(adminDb(0), 'o1', 'confirmed', ADMINS[0]);
    expect(await read('orders/o1')).toMatchObject({ invoiceNumber: 1 });
    expect(await read('counters/invoices')).toEqual({ next: 2, order: 'o1' });

    // Stock for two more confirms of 2 × product 1 and 1 × product 4.
    await write('productsList/1', { ...makeProduct({ id: 1, stock: 10 }), description });
    await write('productsList/4', { ...makeProduct({ id: 4, stock: 10 }), description });
    await placeOrder('o2');
    await placeOrder('o3');
    await Promise.all([
      moveOrderWith(adminDb(0), 'o2', 'confirmed', ADMINS[0]),
      moveOrderWith(adminDb(1), 'o3', 'confirmed', ADMINS[1]),
    ]);
    const numbers = [(await read('orders/o2')).invoiceNumber, (await read('orders/o3')).invoiceNumber];
    expect(numbers.sort()).toEqual([2, 3]);
    expect(await read('counters/invoices')).toMatchObject({ next: 4 });

    await moveOrderWith(adminDb(0), 'o1', 'shipped', ADMINS[0]);
    await moveOrderWith(adminDb(1), 'o1', 'delivered', ADMINS[1]);
    expect(await read('orders/o1')).toMatchObject({ status: 'delivered', invoiceNumber: 1 });
    expect(await read('counters/invoices')).toMatchObject({ next: 4 });
  });

  it('refuses a confirm when stock is short, naming the product and how many are left, and changes nothing', async () => {
    await placeOrder('o1');
    await write('productsList/4', {
      ...makeProduct({ id: 4, stock: 0, title: 'Amla Juice 500 ml' }),
      description,
      version: 7,
    });
    await write('productsList/1', {
      ...makeProduct({ id: 1, stock: 1, title: 'Giloy Capsules 60' }),
      description,
    });

    const error = await rejectionOf<AdminDataError>(moveOrderWith(adminDb(0), 'o1', 'confirmed', ADMINS[0]));
    expect(error).toBeInstanceOf(AdminDataError);
    expect(error.userMessage).toBe('Only 1 left of Giloy Capsules 60');
    expect(await read('orders/o1')).toMatchObject({ status: 'placed' });
    expect(await read('orders/o1')).not.toHaveProperty('stockTaken');
    expect(await read('orders/o1')).not.toHaveProperty('invoiceNumber');
    expect(await read('counters/invoices')).toEqual({});
    expect(await read('productsList/4')).toMatchObject({ stock: 0, version: 7 });
  });

  it('cancelling a confirmed order puts the stock back once; a second cancel is refused', async () => {
    await placeOrder('o1');
    await moveOrderWith(adminDb(0), 'o1', 'confirmed', ADMINS[0]);
    await moveOrderWith(adminDb(1), 'o1', 'cancelled', ADMINS[1]);

    expect(await read('productsList/1')).toMatchObject({ stock: 5, version: 2 });
    expect(await read('productsList/4')).toMatchObject({ stock: 3, version: 3 });
    expect(await read('orders/o1')).toMatchObject({ status: 'cancelled', stockTaken: false });

    const again = await rejectionOf<AdminDataError>(moveOrderWith(adminDb(0), 'o1', 'cancelled', ADMINS[0]));
    expect(again.userMessage).toMatch(/^This order is cancelled now/);
    expect(await read('productsList/1')).toMatchObject({ stock: 5, version: 2 });
  });

  it('leaves stock alone when a placed order is cancelled, or a confirmed one ships and is delivered', async () => {
    await placeOrder('o1');
    await moveOrderWith(adminDb(0), 'o1', 'cancelled', ADMINS[0]);
    await placeOrder('o2');
    await moveOrderWith(adminDb(0), 'o2', 'confirmed', ADMINS[0]);
    await moveOrderWith(adminDb(1), 'o2', 'shipped', ADMINS[1]);
    await moveOrderWith(adminDb(0), 'o2', 'delivered', ADMINS[0]);

    expect(await read('productsList/1')).toMatchObject({ stock: 3, version: 1 });
    const order = await read('orders/o2');
    expect(order).toMatchObject({ status: 'delivered', stockTaken: true });
    expect(
      orderTimeline(order as Parameters<typeof orderTimeline>[0]).map(({ status, by }) => [status, by]),
    ).toEqual([
      ['placed', undefined],
      ['confirmed', ADMINS[0]],
      ['shipped', ADMINS[1]],
      ['delivered', ADMINS[0]],
    ]);
  });

  it('refuses a move the workflow does not allow, and an order that does not exist', async () => {
    await placeOrder('o1');
    const skip = await rejectionOf<AdminDataError>(moveOrderWith(adminDb(0), 'o1', 'shipped', ADMINS[0]));
    expect(skip.userMessage).toBe(
      'This order is placed now, so it cannot be shipped. The page shows its current state.',
    );
    const missing = await rejectionOf<AdminDataError>(
      moveOrderWith(adminDb(0), 'nope', 'confirmed', ADMINS[0]),
    );
    expect(missing.userMessage).toBe('This order does not exist (any more).');
  });

  const deleteProduct = (id: number) =>
    env.withSecurityRulesDisabled(async (context) => {
      await deleteDoc(doc(context.firestore(), `productsList/${String(id)}`));
    });

  it('confirms an order whose product has been deleted: the others’ stock is taken, the history says which was skipped', async () => {
    await placeOrder('o1');
    await deleteProduct(4);
    await moveOrderWith(adminDb(0), 'o1', 'confirmed', ADMINS[0]);
    expect(await read('productsList/1')).toMatchObject({ stock: 3, version: 1 });
    const order = await read('orders/o1');
    expect(order).toMatchObject({ status: 'confirmed', stockTaken: true });
    const timeline = orderTimeline(order as Parameters<typeof orderTimeline>[0]);
    expect(timeline[1]).toMatchObject({ status: 'confirmed', by: ADMINS[0], skipped: [4] });
  });

  it('cancels a confirmed order whose product has been deleted since: the rest of the stock goes back', async () => {
    await placeOrder('o1');
    await moveOrderWith(adminDb(0), 'o1', 'confirmed', ADMINS[0]);
    await deleteProduct(4);
    await moveOrderWith(adminDb(1), 'o1', 'cancelled', ADMINS[1]);
    expect(await read('productsList/1')).toMatchObject({ stock: 5, version: 2 });
    const order = await read('orders/o1');
    expect(order).toMatchObject({ status: 'cancelled', stockTaken: false });
    const timeline = orderTimeline(order as Parameters<typeof orderTimeline>[0]);
    expect(timeline.map(({ status, skipped }) => [status, skipped])).toEqual([
      ['placed', undefined],
      ['confirmed', undefined],
      ['cancelled', [4]],
    ]);
  });

  it('takes the whole amount of a product that stands on two lines, once, in one write', async () => {
    await placeOrder('o1', {
      order: {
        items: [
          { id: 1, title: 'Neem Tulsi Soap', amount: 2, price: 50 },
          { id: 1, title: 'Neem Tulsi Soap', amount: 3, price: 50 },
        ],
        totalAmount: 250,
        totalNumItems: 5,
      },
    });
    await moveOrderWith(adminDb(0), 'o1', 'confirmed', ADMINS[0]);
    expect(await read('productsList/1')).toMatchObject({ stock: 0, version: 1 });
    await moveOrderWith(adminDb(0), 'o1', 'cancelled', ADMINS[0]);
    expect(await read('productsList/1')).toMatchObject({ stock: 5, version: 2 });
  });

  it('refuses a confirm of two lines of one product that together exceed its stock', async () => {
    await placeOrder('o1', {
      order: {
        items: [
          { id: 1, title: 'Neem Tulsi Soap', amount: 3, price: 50 },
          { id: 1, title: 'Neem Tulsi Soap', amount: 3, price: 50 },
        ],
        totalAmount: 300,
        totalNumItems: 6,
      },
    });
    const error = await rejectionOf<AdminDataError>(moveOrderWith(adminDb(0), 'o1', 'confirmed', ADMINS[0]));
    // Each line alone (3) fits the stock of 5; together (6) they do not.
    expect(error.userMessage).toBe('Only 5 left of Neem Tulsi Herbal Soap 1');
    expect(await read('productsList/1')).toMatchObject({ stock: 5 });
    expect(await read('orders/o1')).toMatchObject({ status: 'placed' });
  });
});

describe('moveOrder and what a shopper may put in an order', () => {
  // The rules bound nameKeys only as one joined text, so a shopper's own client can store numbers,
  // nulls or booleans among them; the admin must still be able to move such an order.
  it('moves an order its shopper placed with name keys that are not text', async () => {
    const alice = env.authenticatedContext('alice', { email: 'alice@example.com' }).firestore();
    await checkout(alice, 'odd-keys', orderDoc('alice', { nameKeys: [5, null, true, 2.5] }));
    await moveOrderWith(adminDb(0), 'odd-keys', 'cancelled', ADMINS[0]);
    expect(await read('orders/odd-keys')).toMatchObject({ status: 'cancelled' });
  });
});
