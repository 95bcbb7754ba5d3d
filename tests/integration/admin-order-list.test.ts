import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { signOut } from 'firebase/auth';
import { doc, Timestamp } from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countOrdersByTab } from '@/features/admin-orders/api/count-orders-by-tab';
import { fetchOrderList } from '@/features/admin-orders/api/fetch-order-list';
import { getOrdersByIds } from '@/features/admin-orders/api/get-orders-by-ids';
import { getProductsByIds } from '@/features/admin-orders/api/get-products-by-ids';
import type { OrderQueryFilter } from '@/features/admin-orders/api/order-list-query';
import { subscribeOrderList } from '@/features/admin-orders/api/subscribe-order-list';
import type { AdminOrder } from '@/features/admin-orders/api/order-doc';
import { orderSearchOf } from '@/features/admin-orders/order-list-filter';
import { signInAdmin } from '@/features/session/api/sign-in-admin';
import type { AdminDataError } from '@/lib/firebase/admin-errors';
import { getAuthInstance } from '@/lib/firebase/auth';
import type { Page, PageCursor } from '@/lib/firebase/live-page';
import { makeProduct } from '@/testing/factories';
import { createAdminAccount } from '../support/auth-accounts';
import { eventually } from '../support/eventually';
import { orderDoc } from '../support/orders';
import { firestoreRulesEnv, writeDocument } from '../support/rules-env';

let env: RulesTestEnvironment;

const at = (day: number, hour = 10) => Timestamp.fromDate(new Date(2026, 0, day, hour));

/**
 * o1 … o8, one a day from 1 January; statuses and customers vary, and one phone is stored as
 * three shoppers typed it (09876543210, 919876543210, 9876543210).
 */
const ORDERS = [
  { id: 'o1', day: 1, status: 'placed', name: 'Asha Rao', number: '09876543210' },
  { id: 'o2', day: 2, status: 'confirmed', name: 'Bharat Jain', number: '09123456789' },
  { id: 'o3', day: 3, status: 'placed', name: 'Asha Kumari', number: '919876543210' },
  { id: 'o4', day: 4, status: 'shipped', name: 'Chitra Sen', number: '09000000004' },
  { id: 'o5', day: 5, status: 'delivered', name: 'Ashok Pal', number: '09000000005' },
  { id: 'o6', day: 6, status: 'cancelled', name: 'आशा देवी', number: '9876543210' },
  { id: 'o7', day: 7, status: 'placed', name: 'Dev Asha', number: '09000000007' },
  { id: 'o8', day: 8, status: 'placed', name: 'Asha Rao', number: '09000000008' },
] as const;

const ALL: OrderQueryFilter = { status: null, search: { kind: 'none' }, start: null, end: null };

function write(path: string, data: Record<string, unknown>) {
  return writeDocument(env, path, data);
}

beforeAll(async () => {
  env = await firestoreRulesEnv();
  await env.clearFirestore();
  const admin = await createAdminAccount(env, 'order-list');
  for (const order of ORDERS) {
    const { id, day, ...fields } = order;
    await write(`orders/${id}`, { ...orderDoc(`c${id}`, fields), createdAt: at(day) });
  }
  for (const id of [1, 2, 40]) await write(`productsList/${String(id)}`, makeProduct({ id, price: id * 10 }));
  await signInAdmin(admin.email, admin.password);
});

afterAll(async () => {
  await signOut(getAuthInstance());
  await env.clearFirestore();
  await env.cleanup();
});

/** The server's answer for one page of a filter (the listener is closed after it). */
async function page(filter: OrderQueryFilter, pageSize = 20, after: PageCursor | null = null) {
  const pages: Page<AdminOrder>[] = [];
  const errors: AdminDataError[] = [];
  const stop = subscribeOrderList(
    filter,
    { pageSize, after },
    (next) => pages.push(next),
    (error) => errors.push(error),
  );
  await eventually(() => {
    expect(errors).toEqual([]);
    expect(pages.at(-1)?.fromCache).toBe(false);
  });
  stop();
  const last = pages.at(-1);
  if (!last) throw new Error('no page');
  return last;
}

const ids = (orders: readonly AdminOrder[]) => orders.map((order) => order.id);

describe('the orders list queries', () => {
  it('lists every order newest first, and a status tab only its status', async () => {
    expect(ids((await page(ALL)).items)).toEqual(['o8', 'o7', 'o6', 'o5', 'o4', 'o3', 'o2', 'o1']);
    expect(ids((await page({ ...ALL, status: 'placed' })).items)).toEqual(['o8', 'o7', 'o3', 'o1']);
    expect(ids((await page({ ...ALL, status: 'cancelled' })).items)).toEqual(['o6']);
  });

  it('pages by cursor until there are no more', async () => {
    const seen: string[] = [];
    const more: boolean[] = [];
    let after: PageCursor | null = null;
    for (;;) {
      const next = await page({ ...ALL, status: 'placed' }, 3, after);
      seen.push(...ids(next.items));
      more.push(next.hasMore);
      if (!next.hasMore) break;
      after = next.cursor;
    }
    expect(seen).toEqual(['o8', 'o7', 'o3', 'o1']);
    expect(more).toEqual([true, false]);
  });

  it.each(['09876543210', '9876543210', '98765 43210', '+91 98765 43210', '098765-43210', '919876543210'])(
    'finds a phone typed as %j, however each order stored it (newest first)',
    async (typed) => {
      const phone = await page({ ...ALL, search: orderSearchOf(typed) });
      expect(ids(phone.items)).toEqual(['o6', 'o3', 'o1']);
      expect(ids(await fetchOrderList({ ...ALL, search: orderSearchOf(typed) }))).toEqual(['o6', 'o3', 'o1']);
    },
  );

  it.each([
    ['a first name', 'Asha', ['o8', 'o7', 'o3', 'o1']],
    ['a word in any case', 'asha', ['o8', 'o7', 'o3', 'o1']],
    ['a surname', 'Kumari', ['o3']],
    ['a surname in small letters', 'rao', ['o8', 'o1']],
    ['a prefix while typing', 'Ash', ['o8', 'o7', 'o5', 'o3', 'o1']],
    ['a prefix of a second word', 'kum', ['o3']],
    ['a whole name', 'Asha Rao', ['o8', 'o1']],
    ['a whole name being typed', 'ASHA R', ['o8', 'o1']],
    ['a Devanagari surname', 'देवी', ['o6']],
    ['a word no order has', 'Zubin', []],
  ])('finds by %s (%j)', async (_case, typed, expected) => {
    expect(ids((await page({ ...ALL, search: orderSearchOf(typed) })).items)).toEqual(expected);
  });

  it('finds by order id', async () => {
    const devanagari = await page({ ...ALL, search: orderSearchOf('आशा') });
    expect(ids(devanagari.items)).toEqual(['o6']);
    const byId = await page({ ...ALL, search: { kind: 'id', id: 'o4' } });
    expect(byId.items).toMatchObject([{ id: 'o4', name: 'Chitra Sen', status: 'shipped' }]);
    const none = await page({ ...ALL, search: { kind: 'id', id: 'nope' } });
    expect(none.items).toEqual([]);
  });

  it('shows an order found by id only on its tab and in its dates, as the counts and the export count it', async () => {
    const byId = { ...ALL, search: { kind: 'id', id: 'o4' } } as const;
    for (const filter of [
      { ...byId, status: 'placed' as const },
      { ...byId, start: at(5, 0).toMillis(), end: null },
      { ...byId, start: null, end: at(4, 0).toMillis() },
    ]) {
      expect((await page(filter)).items).toEqual([]);
      expect(await fetchOrderList(filter)).toEqual([]);
    }
    const shown = {
      ...byId,
      status: 'shipped' as const,
      start: at(4, 0).toMillis(),
      end: at(5, 0).toMillis(),
    };
    expect(ids((await page(shown)).items)).toEqual(['o4']);
    expect(ids(await fetchOrderList(shown))).toEqual(['o4']);
    expect(await countOrdersByTab(byId)).toEqual({
      all: 1,
      placed: 0,
      confirmed: 0,
      shipped: 1,
      delivered: 0,
      cancelled: 0,
    });
    expect((await countOrdersByTab({ ...byId, start: at(5, 0).toMillis(), end: null })).all).toBe(0);
  });

  it('keeps a date range (from the first day to the end of the last), also with a status and a search', async () => {
    const range = { start: at(3, 0).toMillis(), end: at(7, 0).toMillis() };
    expect(ids((await page({ ...ALL, ...range })).items)).toEqual(['o6', 'o5', 'o4', 'o3']);
    expect(ids((await page({ ...ALL, ...range, status: 'placed' })).items)).toEqual(['o3']);
    const name = await page({ ...ALL, ...range, search: orderSearchOf('Asha') });
    expect(ids(name.items)).toEqual(['o3']);
    const phone = await page({ ...ALL, ...range, status: 'placed', search: orderSearchOf('09876543210') });
    expect(ids(phone.items)).toEqual(['o3']);
  });

  it('delivers a new order to the first page live', async () => {
    const pages: Page<AdminOrder>[] = [];
    const stop = subscribeOrderList(
      { ...ALL, status: 'placed' },
      { pageSize: 2 },
      (next) => pages.push(next),
      () => undefined,
    );
    await eventually(() => {
      expect(ids(pages.at(-1)?.items ?? [])).toEqual(['o8', 'o7']);
    });
    await write('orders/o9', { ...orderDoc('c9', { name: 'New Customer' }), createdAt: at(9) });
    await eventually(() => {
      expect(ids(pages.at(-1)?.items ?? [])).toEqual(['o9', 'o8']);
    });
    stop();
    await env.withSecurityRulesDisabled(async (context) => {
      const { deleteDoc } = await import('firebase/firestore');
      await deleteDoc(doc(context.firestore(), 'orders/o9'));
    });
  });
});

describe('countOrdersByTab', () => {
  it('counts each tab with aggregation queries, under the search and dates', async () => {
    expect(await countOrdersByTab(ALL)).toEqual({
      all: 8,
      placed: 4,
      confirmed: 1,
      shipped: 1,
      delivered: 1,
      cancelled: 1,
    });
    const phone = await countOrdersByTab({ ...ALL, search: orderSearchOf('09876543210') });
    expect(phone).toEqual({ all: 3, placed: 2, confirmed: 0, shipped: 0, delivered: 0, cancelled: 1 });
    const range = await countOrdersByTab({ ...ALL, start: at(4, 0).toMillis(), end: null });
    expect(range).toEqual({ all: 5, placed: 2, confirmed: 0, shipped: 1, delivered: 1, cancelled: 1 });
    const name = await countOrdersByTab({ ...ALL, search: orderSearchOf('Ash') });
    expect(name).toEqual({ all: 5, placed: 4, confirmed: 0, shipped: 0, delivered: 1, cancelled: 0 });
    const typed = await countOrdersByTab({ ...ALL, search: orderSearchOf('+91 98765 43210') });
    expect(typed).toEqual(phone);
  });
});

describe('fetchOrderList (the export)', () => {
  it('reads every order of a filter in batches by cursor, newest first', async () => {
    const batches: number[] = [];
    const orders = await fetchOrderList(ALL, { batchSize: 3, onBatch: (loaded) => batches.push(loaded) });
    expect(ids(orders)).toEqual(['o8', 'o7', 'o6', 'o5', 'o4', 'o3', 'o2', 'o1']);
    expect(batches).toEqual([3, 6, 8]);
    const placed = await fetchOrderList(
      { ...ALL, status: 'placed', search: orderSearchOf('Asha') },
      { batchSize: 2 },
    );
    expect(ids(placed)).toEqual(['o8', 'o7', 'o3', 'o1']);
  });
});

describe('print and price-check reads', () => {
  it('gets orders by id in the order asked, leaving out unknown ids', async () => {
    expect(ids(await getOrdersByIds(['o5', 'missing', 'o2']))).toEqual(['o5', 'o2']);
  });

  it('gets the products of order lines by id, an unknown id absent', async () => {
    const products = await getProductsByIds([2, 1, 2, 99]);
    expect([...products.keys()].sort()).toEqual([1, 2]);
    expect(products.get(2)?.price).toBe(20);
  });
});
