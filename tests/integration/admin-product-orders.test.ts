import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { signOut } from 'firebase/auth';
import { Timestamp } from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countOpenOrdersHolding } from '@/features/admin-orders/api/count-open-orders-holding';
import { getProductsByIds } from '@/features/admin-orders/api/get-products-by-ids';
import { signInAdmin } from '@/features/session/api/sign-in-admin';
import { getAuthInstance } from '@/lib/firebase/auth';
import { makeProduct } from '@/testing/factories';
import { createAdminAccount } from '../support/auth-accounts';
import { orderDoc } from '../support/orders';
import { firestoreRulesEnv, writeDocument } from '../support/rules-env';

let env: RulesTestEnvironment;

const line = (id: number, amount = 1) => ({ id, title: `Product ${String(id)}`, amount, price: 10 });

/** Orders by status and the products of their lines; product 7 stands twice in o2. */
const ORDERS = [
  { id: 'o1', status: 'placed', products: [7, 8] },
  { id: 'o2', status: 'confirmed', products: [7, 7] },
  { id: 'o3', status: 'placed', products: [8] },
  { id: 'o4', status: 'shipped', products: [7] },
  { id: 'o5', status: 'delivered', products: [7] },
  { id: 'o6', status: 'cancelled', products: [7, 9] },
  { id: 'o7', status: 'placed', products: [7] },
] as const;

beforeAll(async () => {
  env = await firestoreRulesEnv();
  await env.clearFirestore();
  const admin = await createAdminAccount(env, 'product-orders');
  const orders = ORDERS.map(({ id, status, products }, index) => {
    const items = products.map((product) => line(product));
    return writeDocument(env, `orders/${id}`, {
      ...orderDoc(`c-${id}`),
      order: { items, totalAmount: items.length * 10, totalNumItems: items.length },
      status,
      createdAt: Timestamp.fromDate(new Date(2026, 0, index + 1)),
    });
  });
  const products = Array.from({ length: 35 }, (_, index) =>
    writeDocument(
      env,
      `productsList/${String(101 + index)}`,
      makeProduct({ id: 101 + index, price: 101 + index }),
    ),
  );
  await Promise.all([...orders, ...products]);
  await signInAdmin(admin.email, admin.password);
}, 60_000);

afterAll(async () => {
  await signOut(getAuthInstance());
  await env.clearFirestore();
  await env.cleanup();
});

describe('countOpenOrdersHolding', () => {
  it('counts the placed and confirmed orders with a line of the product, each order once', async () => {
    // o1, o2 (two lines of it) and o7; the shipped, delivered and cancelled ones are not open.
    expect(await countOpenOrdersHolding(7)).toEqual({ count: 3, capped: false });
    expect(await countOpenOrdersHolding(8)).toEqual({ count: 2, capped: false });
  });

  it('finds no open order for a product only closed orders hold, or none', async () => {
    expect(await countOpenOrdersHolding(9)).toEqual({ count: 0, capped: false });
    expect(await countOpenOrdersHolding(999)).toEqual({ count: 0, capped: false });
  });

  it('reads only the newest open orders up to its limit and says the count is a lower bound', async () => {
    // The newest three open orders are o7, o3 and o2: product 7 in o7 and o2.
    expect(await countOpenOrdersHolding(7, 3)).toEqual({ count: 2, capped: true });
  });
});

describe('getProductsByIds', () => {
  it('reads 35 products, more than one `in` query takes, each once, an unknown id absent', async () => {
    const ids = Array.from({ length: 35 }, (_, index) => 101 + index);
    const products = await getProductsByIds([...ids, 999, 135, 101]);
    expect([...products.keys()].sort((a, b) => a - b)).toEqual(ids);
    expect(products.get(135)?.price).toBe(135);
    expect(products.get(101)?.price).toBe(101);
  });
});
