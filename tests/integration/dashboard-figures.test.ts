import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { signOut } from 'firebase/auth';
import { doc, setDoc, Timestamp } from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDashboardFigures } from '@/features/admin-dashboard/api/get-dashboard-figures';
import { subscribeNewestOrder } from '@/features/admin-dashboard/api/subscribe-newest-order';
import { getCustomerStats } from '@/features/admin-users/api/get-customer-stats';
import { signInAdmin } from '@/features/session/api/sign-in-admin';
import { getAuthInstance } from '@/lib/firebase/auth';
import { makeProduct } from '@/testing/factories';
import { createAdminAccount } from '../support/auth-accounts';
import { eventually } from '../support/eventually';
import { orderDoc } from '../support/orders';
import { firestoreRulesEnv } from '../support/rules-env';

let env: RulesTestEnvironment;

/** Noon of a fixed day, in the local time zone the figures are counted in. */
const NOW = new Date(2026, 2, 15, 12, 0).getTime();
/** Local time `days` days before NOW's day, at hour:minute. */
const daysAgo = (days: number, hour: number, minute = 0) =>
  Timestamp.fromDate(new Date(2026, 2, 15 - days, hour, minute));

async function write(path: string, data: Record<string, unknown>) {
  await env.withSecurityRulesDisabled(async (context) => {
    await setDoc(doc(context.firestore(), path), data);
  });
}

async function writeOrder(id: string, uid: string, at: Timestamp, totalAmount: number, status: string) {
  const order = orderDoc(uid);
  await write(`orders/${id}`, { ...order, order: { ...order.order, totalAmount }, createdAt: at, status });
}

beforeAll(async () => {
  env = await firestoreRulesEnv();
  await env.clearFirestore();
  const admin = await createAdminAccount(env, 'dashboard');
  await writeOrder('today-1', 'c1', daysAgo(0, 9), 120, 'placed');
  await writeOrder('today-2', 'c2', daysAgo(0, 11), 80.5, 'cancelled');
  await writeOrder('three-days', 'c1', daysAgo(3, 10), 200, 'delivered');
  await writeOrder('ten-days', 'c1', daysAgo(10, 18), 300.25, 'confirmed');
  await writeOrder('first-day', 'c2', daysAgo(29, 0, 30), 50, 'placed');
  // The evening before the 30 days began: in no period, but the customer's.
  await writeOrder('too-old', 'c1', daysAgo(30, 23), 999, 'shipped');
  for (const [uid, days] of [
    ['u2', 2],
    ['u20', 20],
    ['u60', 60],
  ] as const) {
    await write(`users/${uid}`, { uid, name: uid, email: `${uid}@example.com`, createdAt: daysAgo(days, 8) });
  }
  for (const [id, stock] of [
    [1, 4],
    [2, 0],
    [3, 5],
    [4, 9],
  ]) {
    await write(`productsList/${String(id)}`, makeProduct({ id, stock, title: `Product ${String(id)}` }));
  }
  await signInAdmin(admin.email, admin.password);
});

afterAll(async () => {
  await signOut(getAuthInstance());
  await env.clearFirestore();
  await env.cleanup();
});

describe('getDashboardFigures', () => {
  it('counts orders and sums revenue (cancelled left out) for today, 7 and 30 days', async () => {
    const figures = await getDashboardFigures(NOW);
    expect(figures.periods).toEqual({
      today: { orders: 2, cancelled: 1, revenue: 120 },
      week: { orders: 3, cancelled: 1, revenue: 320 },
      month: { orders: 5, cancelled: 1, revenue: 670.25 },
    });
  });

  it('gives 30 days, oldest first, each with its own orders', async () => {
    const { days } = await getDashboardFigures(NOW);
    expect(days).toHaveLength(30);
    expect(days[0]?.start).toBe(new Date(2026, 1, 14).getTime());
    expect(days[29]?.start).toBe(new Date(2026, 2, 15).getTime());
    const withOrders = days.flatMap((day, index) => (day.orders ? [[index, day.orders, day.amount]] : []));
    expect(withOrders).toEqual([
      [0, 1, 50],
      [19, 1, 300.25],
      [26, 1, 200],
      [29, 2, 200.5],
    ]);
  });

  it('counts the orders waiting for confirmation and the new customers of 7 and 30 days', async () => {
    const figures = await getDashboardFigures(NOW);
    expect(figures.waiting).toBe(2);
    expect(figures.newCustomers).toEqual({ week: 1, month: 2 });
  });

  it('names the products below the low-stock threshold, least stock first', async () => {
    const { lowStock } = await getDashboardFigures(NOW);
    expect(lowStock).toEqual({
      products: [
        { id: 2, title: 'Product 2', stock: 0 },
        { id: 1, title: 'Product 1', stock: 4 },
      ],
      total: 2,
    });
  });
});

describe('getCustomerStats', () => {
  it("gives a customer's orders, what they spent (cancelled left out) and their newest order", async () => {
    await expect(getCustomerStats('c1')).resolves.toEqual({
      orders: 4,
      spent: 1619.25,
      lastOrder: { id: 'today-1', at: daysAgo(0, 9).toMillis() },
    });
    await expect(getCustomerStats('c2')).resolves.toEqual({
      orders: 2,
      spent: 50,
      lastOrder: { id: 'today-2', at: daysAgo(0, 11).toMillis() },
    });
  });

  it('gives zeros and no last order to a customer who never ordered', async () => {
    await expect(getCustomerStats('nobody')).resolves.toEqual({ orders: 0, spent: 0, lastOrder: null });
  });
});

describe('subscribeNewestOrder', () => {
  it('tells the newest order, and a new one when it arrives', async () => {
    const seen: (string | null)[] = [];
    const errors: unknown[] = [];
    const unsubscribe = subscribeNewestOrder(
      (id) => seen.push(id),
      (error) => errors.push(error),
    );
    await eventually(() => {
      expect(seen.at(-1)).toBe('today-2');
    });
    await writeOrder('just-now', 'c3', Timestamp.now(), 10, 'placed');
    await eventually(() => {
      expect(seen.at(-1)).toBe('just-now');
    });
    unsubscribe();
    expect(errors).toEqual([]);
  });
});
