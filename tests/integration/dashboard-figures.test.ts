import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { signOut } from 'firebase/auth';
import { collection, doc, limit, onSnapshot, orderBy, query, setDoc, Timestamp } from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDashboardFigures } from '@/features/admin-dashboard/api/get-dashboard-figures';
import { getOrdersByDay } from '@/features/admin-dashboard/api/get-orders-by-day';
import { moveOrder } from '@/features/admin-orders/api/move-order';
import {
  ORDER_CHANGES_WINDOW,
  subscribeOrderChanges,
  type OrderChange,
} from '@/features/admin-orders/api/subscribe-order-changes';
import { getCustomerStats } from '@/features/admin-users/api/get-customer-stats';
import { signInAdmin } from '@/features/session/api/sign-in-admin';
import { getAuthInstance } from '@/lib/firebase/auth';
import { getDb } from '@/lib/firebase/firestore';
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
  await writeOrder('five-days', 'c2', daysAgo(5, 14), 75, 'shipped');
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
  it('counts revenue as confirmed, shipped and delivered orders, the placed ones apart as waiting', async () => {
    const figures = await getDashboardFigures(NOW);
    expect(figures.periods).toEqual({
      // A placed ₹120 and a cancelled ₹80.50: no revenue yet.
      today: {
        orders: 2,
        revenue: { orders: 0, amount: 0 },
        waiting: { orders: 1, amount: 120 },
        cancelled: 1,
      },
      // + delivered ₹200 and shipped ₹75.
      week: {
        orders: 4,
        revenue: { orders: 2, amount: 275 },
        waiting: { orders: 1, amount: 120 },
        cancelled: 1,
      },
      // + confirmed ₹300.25 and a placed ₹50.
      month: {
        orders: 6,
        revenue: { orders: 3, amount: 575.25 },
        waiting: { orders: 2, amount: 170 },
        cancelled: 1,
      },
    });
  });

  it('gives 30 days, oldest first, each with its own orders', async () => {
    const days = await getOrdersByDay(NOW);
    expect(days).toHaveLength(30);
    expect(days[0]?.start).toBe(new Date(2026, 1, 14).getTime());
    expect(days[29]?.start).toBe(new Date(2026, 2, 15).getTime());
    const withOrders = days.flatMap((day, index) => (day.orders ? [[index, day.orders]] : []));
    expect(withOrders).toEqual([
      [0, 1],
      [19, 1],
      [24, 1],
      [26, 1],
      [29, 2],
    ]);
  });

  it("counts each period's orders as the chart's days add them up (as they were counted before)", async () => {
    const [{ periods }, days] = await Promise.all([getDashboardFigures(NOW), getOrdersByDay(NOW)]);
    const dayTotal = (count: number) => days.slice(-count).reduce((sum, day) => sum + day.orders, 0);
    expect([periods.today.orders, periods.week.orders, periods.month.orders]).toEqual([
      dayTotal(1),
      dayTotal(7),
      dayTotal(30),
    ]);
  });

  it('counts every order waiting for confirmation and its value, and the new customers of 7 and 30 days', async () => {
    const figures = await getDashboardFigures(NOW);
    expect(figures.waiting).toEqual({ orders: 2, amount: 170 });
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
  it("gives a customer's orders, what they spent as revenue counts it, and their newest order", async () => {
    // c1: placed ₹120 (not spent), delivered ₹200, confirmed ₹300.25, shipped ₹999.
    await expect(getCustomerStats('c1')).resolves.toEqual({
      orders: 4,
      spent: 1499.25,
      lastOrder: { id: 'today-1', at: daysAgo(0, 9).toMillis() },
    });
    // c2: cancelled ₹80.50 and placed ₹50 (neither spent), shipped ₹75.
    await expect(getCustomerStats('c2')).resolves.toEqual({
      orders: 3,
      spent: 75,
      lastOrder: { id: 'today-2', at: daysAgo(0, 11).toMillis() },
    });
  });

  it('gives zeros and no last order to a customer who never ordered', async () => {
    await expect(getCustomerStats('nobody')).resolves.toEqual({ orders: 0, spent: 0, lastOrder: null });
  });
});

/** Resolves once the server has answered a listener of this query (the feed's own shares it). */
function serverAnswered(field: 'createdAt' | 'updatedAt'): Promise<void> {
  const latest = query(collection(getDb(), 'orders'), orderBy(field, 'desc'), limit(ORDER_CHANGES_WINDOW));
  return new Promise((resolve, reject) => {
    const stop = onSnapshot(
      latest,
      { includeMetadataChanges: true },
      (snapshot) => {
        if (snapshot.metadata.fromCache) return;
        stop();
        resolve();
      },
      reject,
    );
  });
}

describe('subscribeOrderChanges', () => {
  it('tells each order that arrives and each move of an order, not the orders already there', async () => {
    const seen: OrderChange[] = [];
    const errors: unknown[] = [];
    const unsubscribe = subscribeOrderChanges(
      (changes) => seen.push(...changes),
      (error) => errors.push(error),
    );
    await Promise.all([serverAnswered('createdAt'), serverAnswered('updatedAt')]);
    await writeOrder('just-now', 'c3', Timestamp.now(), 10, 'placed');
    await eventually(() => {
      expect(seen).toEqual([{ id: 'just-now', uid: 'c3' }]);
    });
    // Two moves of one order (both revenue statuses, so the figures above stay as they are).
    await moveOrder('ten-days', 'shipped', getAuthInstance().currentUser?.email ?? '');
    await eventually(() => {
      expect(seen.at(-1)).toEqual({ id: 'ten-days', uid: 'c1' });
    });
    await moveOrder('ten-days', 'delivered', getAuthInstance().currentUser?.email ?? '');
    await eventually(() => {
      expect(seen).toHaveLength(3);
    });
    expect(seen.slice(1)).toEqual([
      { id: 'ten-days', uid: 'c1' },
      { id: 'ten-days', uid: 'c1' },
    ]);
    unsubscribe();
    expect(errors).toEqual([]);
  });
});
