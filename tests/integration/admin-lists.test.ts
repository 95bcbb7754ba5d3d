import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { signInWithEmailAndPassword, signOut } from 'firebase/auth';
import { Timestamp } from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { getAdminCounts } from '@/features/admin-dashboard/api/get-counts';
import { subscribeOrders } from '@/features/admin-orders/api/subscribe-orders';
import { subscribeCustomerOrders } from '@/features/admin-users/api/subscribe-customer-orders';
import { subscribeCustomers } from '@/features/admin-users/api/subscribe-customers';
import type { AdminDataError } from '@/lib/firebase/admin-errors';
import { signInAdmin } from '@/features/session/api/sign-in-admin';
import { getAuthInstance } from '@/lib/firebase/auth';
import type { Page } from '@/lib/firebase/live-page';
import { makeProduct } from '@/testing/factories';
import { createAdminAccount, createAuthAccount, uniqueEmail } from '../support/auth-accounts';
import { orderDoc } from '../support/orders';
import { rejectionOf } from '../support/rejection';
import { eventually } from '../support/eventually';
import { firestoreRulesEnv, writeDocument } from '../support/rules-env';

let env: RulesTestEnvironment;
let admin: { email: string; password: string; uid: string };

const at = (minute: number) => Timestamp.fromDate(new Date(Date.UTC(2026, 0, 1, 10, minute)));

function customer(n: number, minute: number) {
  return {
    email: `customer${String(n)}@example.com`,
    name: `Customer ${String(n)}`,
    mobile: '09876543210',
    uid: `c${String(n)}`,
    cart: { cartItems: [], totalNumItems: n, totalAmount: 10 * n },
    dateCreated: '1/1/2026, 3:30:00 pm',
    createdAt: at(minute),
  };
}

function write(path: string, data: Record<string, unknown>) {
  return writeDocument(env, path, data);
}

beforeAll(async () => {
  env = await firestoreRulesEnv();
  await env.clearFirestore();
  admin = await createAdminAccount(env, 'lists');
  // Customers c1..c5 joined a minute apart; c6 at the same minute as c5 (a tie).
  for (const n of [1, 2, 3, 4, 5]) await write(`users/c${String(n)}`, customer(n, n));
  await write('users/c6', customer(6, 5));
  for (const n of [1, 2, 3]) {
    await write(`orders/o${String(n)}`, {
      ...orderDoc(n === 2 ? 'c2' : 'c1'),
      createdAt: at(n),
      status: n === 3 ? 'confirmed' : 'placed',
    });
  }
  for (const id of [3, 1, 2]) await write(`productsList/${String(id)}`, makeProduct({ id }));
  await signInAdmin(admin.email, admin.password);
});

afterAll(async () => {
  await signOut(getAuthInstance());
  await env.clearFirestore();
  await env.cleanup();
});

/** A listener's deliveries and errors. */
function listener<T>() {
  const deliveries: T[] = [];
  const errors: AdminDataError[] = [];
  return {
    deliveries,
    errors,
    onNext: (value: T) => deliveries.push(value),
    onError: (error: AdminDataError) => errors.push(error),
    last: () => deliveries.at(-1),
  };
}

async function firstPage<T>(
  subscribe: (onNext: (page: Page<T>) => void, onError: (error: AdminDataError) => void) => () => void,
) {
  const pages = listener<Page<T>>();
  const unsubscribe = subscribe(pages.onNext, pages.onError);
  await eventually(() => {
    expect(pages.last()?.fromCache).toBe(false);
  });
  unsubscribe();
  expect(pages.errors).toEqual([]);
  const page = pages.last();
  if (!page) throw new Error('no page');
  return page;
}

describe('subscribeCustomers', () => {
  it('pages customers newest first by cursor, ties included, until there are no more', async () => {
    const seen: string[] = [];
    let after: Page<unknown>['cursor'] = null;
    let hasMore = true;
    const hasMoreFlags: boolean[] = [];
    while (hasMore) {
      const page = await firstPage<{ uid: string }>((onNext, onError) =>
        subscribeCustomers({ pageSize: 2, after }, onNext, onError),
      );
      seen.push(...page.items.map((item) => item.uid));
      hasMoreFlags.push(page.hasMore);
      ({ hasMore } = page);
      after = page.cursor;
    }
    // c5 and c6 share a time: the document id breaks the tie (descending).
    expect(seen).toEqual(['c6', 'c5', 'c4', 'c3', 'c2', 'c1']);
    expect(hasMoreFlags).toEqual([true, true, false]);
  });

  it('gives name, e-mail, mobile and joined (ms)', async () => {
    const page = await firstPage((onNext, onError) => subscribeCustomers({ pageSize: 1 }, onNext, onError));
    expect(page.items).toEqual([
      {
        uid: 'c6',
        name: 'Customer 6',
        email: 'customer6@example.com',
        mobile: '09876543210',
        joined: at(5).toMillis(),
      },
    ]);
  });

  it('delivers a customer who signs up to the first page, live, and stops on unsubscribe', async () => {
    const first = listener<Page<{ uid: string }>>();
    const stopFirst = subscribeCustomers({ pageSize: 2 }, first.onNext, first.onError);
    // A listener left on (a failed step) would share its query with the next test's, and answer
    // for it: each is stopped when the test ends, whatever happens (stopping twice is harmless).
    onTestFinished(stopFirst);
    await eventually(() => {
      expect(first.last()?.items.map((item) => item.uid)).toEqual(['c6', 'c5']);
    });
    await write('users/c7', customer(7, 30));
    await eventually(() => {
      expect(first.last()?.items.map((item) => item.uid)).toEqual(['c7', 'c6']);
    });

    stopFirst();
    const deliveries = first.deliveries.length;
    // A second listener shows when the next change has arrived; the stopped one must not get it.
    // The change is written once the witness listens at the server (its first page not from the
    // cache): written while its listen is still being set up, the change could reach neither, and
    // the test would say nothing about the stopped one.
    const witness = listener<Page<{ uid: string }>>();
    const stopWitness = subscribeCustomers({ pageSize: 2 }, witness.onNext, witness.onError);
    onTestFinished(stopWitness);
    await eventually(() => {
      expect(witness.last()?.fromCache).toBe(false);
    });
    await write('users/c8', customer(8, 40));
    await eventually(() => {
      expect(witness.last()?.items[0]?.uid).toBe('c8');
    });
    stopWitness();
    expect(first.deliveries).toHaveLength(deliveries);
    expect(first.errors).toEqual([]);
  });
});

describe('subscribeCustomerOrders', () => {
  it("gives one customer's orders newest first with status and total", async () => {
    const orders =
      listener<{ id: string; status: string; totalAmount: number; createdAt: number | null }[]>();
    const unsubscribe = subscribeCustomerOrders('c1', orders.onNext, orders.onError);
    await eventually(() => {
      expect(orders.last()).toBeDefined();
    });
    unsubscribe();
    expect(orders.last()?.map(({ id, status, createdAt }) => ({ id, status, createdAt }))).toEqual([
      { id: 'o3', status: 'confirmed', createdAt: at(3).toMillis() },
      { id: 'o1', status: 'placed', createdAt: at(1).toMillis() },
    ]);
    expect(orders.last()?.[0]?.totalAmount).toBe(orderDoc('c1').order.totalAmount);
  });
});

describe('subscribeOrders', () => {
  it('pages orders newest first', async () => {
    const first = await firstPage<{ id: string }>((onNext, onError) =>
      subscribeOrders({ pageSize: 2 }, onNext, onError),
    );
    expect(first.items.map((order) => order.id)).toEqual(['o3', 'o2']);
    expect(first.hasMore).toBe(true);
    const second = await firstPage<{ id: string }>((onNext, onError) =>
      subscribeOrders({ pageSize: 2, after: first.cursor }, onNext, onError),
    );
    expect(second.items.map((order) => order.id)).toEqual(['o1']);
    expect(second.hasMore).toBe(false);
  });
});

describe('getAdminCounts', () => {
  it('counts products, orders, customers and admins', async () => {
    await expect(getAdminCounts()).resolves.toEqual({
      products: 3,
      orders: 3,
      customers: 8,
      admins: 1,
    });
  });
});

describe('for an account that is not an admin', () => {
  it('refuses the lists and the counts, and says so through onError', async () => {
    const email = uniqueEmail('customer');
    await createAuthAccount(email, 'customer-pass-1');
    await signInWithEmailAndPassword(getAuthInstance(), email, 'customer-pass-1');
    try {
      const customers = listener<Page<unknown>>();
      const unsubscribe = subscribeCustomers({ pageSize: 2 }, customers.onNext, customers.onError);
      await eventually(() => {
        expect(customers.errors[0]?.reason).toBe('failed');
      });
      unsubscribe();
      expect(customers.errors[0]?.cause).toMatchObject({ code: 'permission-denied' });
      // At most the local cache's copy (of the admin's earlier reads); nothing from the server.
      expect(customers.deliveries.every((page) => page.fromCache)).toBe(true);
      expect((await rejectionOf<AdminDataError>(getAdminCounts())).reason).toBe('failed');
    } finally {
      await signInAdmin(admin.email, admin.password);
    }
  });
});
