import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { subscribeAdmins } from '@/features/admin-admins/api/subscribe-admins';
import { getAdminCounts } from '@/features/admin-dashboard/api/get-counts';
import { getDashboardFigures } from '@/features/admin-dashboard/api/get-dashboard-figures';
import { getOrdersByDay } from '@/features/admin-dashboard/api/get-orders-by-day';
import { countOpenOrdersHolding } from '@/features/admin-orders/api/count-open-orders-holding';
import { countOrdersByTab } from '@/features/admin-orders/api/count-orders-by-tab';
import { fetchOrderList } from '@/features/admin-orders/api/fetch-order-list';
import { getProductsByIds } from '@/features/admin-orders/api/get-products-by-ids';
import { ORDER_LIST_SORT_FIELDS, type OrderQueryFilter } from '@/features/admin-orders/api/order-list-query';
import { subscribeOrder } from '@/features/admin-orders/api/subscribe-order';
import { subscribeOrderList } from '@/features/admin-orders/api/subscribe-order-list';
import { subscribeOrderNotes } from '@/features/admin-orders/api/subscribe-order-notes';
import { subscribeOrderChanges } from '@/features/admin-orders/api/subscribe-order-changes';
import { subscribeOrders } from '@/features/admin-orders/api/subscribe-orders';
import {
  ORDER_TABS,
  orderDateRange,
  orderSearchOf,
  tabStatus,
} from '@/features/admin-orders/order-list-filter';
import { fillSearchKeys } from '@/features/admin-products/api/fill-search-keys';
import { takeNextProductId } from '@/features/admin-products/api/next-product-id';
import { subscribeProductList } from '@/features/admin-products/api/subscribe-product-list';
import { PRODUCT_SORTS, STOCK_FILTERS } from '@/features/admin-products/product-list-params';
import { buildListQueries } from '@/features/admin-products/product-list-query';
import { getCustomerStats } from '@/features/admin-users/api/get-customer-stats';
import { subscribeCustomerOrders } from '@/features/admin-users/api/subscribe-customer-orders';
import { subscribeCustomers } from '@/features/admin-users/api/subscribe-customers';
import { subscribeMyOrders } from '@/features/orders/api/subscribe-my-orders';
import { searchQuery } from '@/features/catalog/api/search-query';
import { PRODUCT_CATEGORIES } from '@/lib/firebase/documents/product';
import type { RestQuery } from '@/lib/firebase/firestore-rest-request';
import { getLiteDb } from '@/lib/firebase/firestore-lite';
import { takeRecordedQueries, type RecordedQuery } from '@/lib/firebase/testing/query-recorder';
import {
  requiredIndex,
  servesIndex,
  toDeclaredIndex,
  type DeclaredIndex,
} from '@/lib/firebase/testing/required-index';

// The Firestore emulator serves every query without an index; production refuses one that has
// none. So the app's own query code runs here against a recording SDK (query-recorder.ts): each
// query it would send is read back, and the composite index it needs must be declared.
vi.mock('firebase/firestore', async (original) =>
  (await import('@/lib/firebase/testing/query-recorder')).recordingSdk(await original<object>()),
);
vi.mock('firebase/firestore/lite', async (original) =>
  (await import('@/lib/firebase/testing/query-recorder')).recordingSdk(await original<object>()),
);
// Only registers Auth so that Firestore sends the admin's token: nothing to check here.
vi.mock('@/lib/firebase/auth', () => ({ getAuthInstance: () => ({}) }));

const ROOT = path.join(import.meta.dirname, '..', '..');
const declared = (
  JSON.parse(fs.readFileSync(path.join(ROOT, 'firestore.indexes.json'), 'utf8')) as {
    indexes: DeclaredIndex[];
  }
).indexes;

const ignore = () => undefined;
const page = { pageSize: 20 };

/** Searches of every kind the orders page tells apart (an order id, a phone, a name, none). */
const ORDER_SEARCHES = ['', 'AbCdEfGhIjKlMnOpQrSt', '+91 98450-12345', 'Asha K'];
/** Date ranges: open, from a day, up to a day, both. */
const DATE_RANGES = [
  { from: '', to: '' },
  { from: '2026-01-01', to: '' },
  { from: '', to: '2026-01-31' },
  { from: '2026-01-01', to: '2026-01-31' },
];

/** The filters of the orders page, made as its route makes them from the URL. */
const orderFilters: OrderQueryFilter[] = ORDER_TABS.flatMap((tab) =>
  ORDER_SEARCHES.flatMap((search) =>
    DATE_RANGES.map((range) => ({
      status: tabStatus(tab),
      search: orderSearchOf(search),
      ...orderDateRange(range),
    })),
  ),
);

/** A second page's cursor for a filter's list: the sort values of a last order, then its id. */
function orderCursor() {
  const values = ORDER_LIST_SORT_FIELDS.map(() => ({ seconds: 1_767_225_600, nanoseconds: 0 }));
  return { values: [...values, 'AbCdEfGhIjKlMnOpQrSt'] };
}

const productParams = [null, PRODUCT_CATEGORIES[0]].flatMap((category) =>
  [null, ...STOCK_FILTERS].flatMap((stock) =>
    PRODUCT_SORTS.flatMap((sort) =>
      (['asc', 'desc'] as const).flatMap((direction) =>
        ['', '12', 'neem', 'नीम', 'neem sabun'].map((search) => ({
          search,
          category,
          stock,
          sort,
          direction,
        })),
      ),
    ),
  ),
);

/**
 * Everything the admin area reads, through the app's own functions with the arguments its
 * pages pass; each names the api modules whose queries it runs.
 */
const operations: { name: string; modules: string[]; run: () => unknown }[] = [
  {
    name: 'orders list (every tab × search × dates, first and next page)',
    modules: ['admin-orders/api/subscribe-order-list.ts', 'admin-orders/api/order-list-query.ts'],
    run: () => {
      for (const filter of orderFilters) {
        subscribeOrderList(filter, page, ignore, ignore)();
        subscribeOrderList(filter, { ...page, after: orderCursor() }, ignore, ignore)();
      }
    },
  },
  {
    name: 'orders tab counts (every search × dates)',
    modules: ['admin-orders/api/count-orders-by-tab.ts'],
    run: () =>
      Promise.all(
        orderFilters
          .filter((filter) => filter.status === null)
          .map(({ search, start, end }) => countOrdersByTab({ search, start, end })),
      ),
  },
  {
    name: 'orders CSV export (every tab × search × dates)',
    modules: ['admin-orders/api/fetch-order-list.ts'],
    run: () => Promise.all(orderFilters.map((filter) => fetchOrderList(filter))),
  },
  {
    name: 'newest orders and one order with its notes and catalogue prices',
    modules: [
      'admin-orders/api/subscribe-orders.ts',
      'admin-orders/api/count-open-orders-holding.ts',
      'admin-admins/api/admin-page-subscription.ts',
      'admin-orders/api/subscribe-order.ts',
      'admin-orders/api/subscribe-order-notes.ts',
      'admin-orders/api/get-products-by-ids.ts',
      'lib/firebase/products-by-ids.ts',
    ],
    run: () => {
      subscribeOrders(page, ignore, ignore)();
      subscribeOrder('AbCdEfGhIjKlMnOpQrSt', ignore, ignore)();
      subscribeOrderNotes('AbCdEfGhIjKlMnOpQrSt', ignore, ignore)();
      return Promise.all([getProductsByIds([1, 2, 3]), countOpenOrdersHolding(1)]);
    },
  },
  {
    name: 'dashboard figures (counts and sums per day and period, waiting, low stock, chart)',
    modules: [
      'admin-dashboard/api/get-dashboard-figures.ts',
      'admin-dashboard/api/get-orders-by-day.ts',
      'admin-dashboard/api/order-totals.ts',
      'admin-dashboard/api/get-counts.ts',
      'admin-orders/api/subscribe-order-changes.ts',
    ],
    run: () => {
      subscribeOrderChanges(ignore, ignore)();
      const now = Date.UTC(2026, 0, 31, 12);
      return Promise.all([getDashboardFigures(now), getOrdersByDay(now), getAdminCounts()]);
    },
  },
  {
    name: 'customers list, stats (orders, spent, last order) and a customer page’s orders',
    modules: [
      'admin-users/api/subscribe-customers.ts',
      'admin-users/api/get-customer-stats.ts',
      'admin-users/api/subscribe-customer-orders.ts',
    ],
    run: () => {
      subscribeCustomers(page, ignore, ignore)();
      subscribeCustomerOrders('customer-uid', ignore, ignore)();
      return getCustomerStats('customer-uid');
    },
  },
  {
    name: 'products list (every category × stock × sort × direction × search kind)',
    modules: ['admin-products/api/subscribe-product-list.ts'],
    run: () => {
      for (const params of productParams)
        subscribeProductList(buildListQueries(params))(page, ignore, ignore)();
    },
  },
  {
    name: 'search keys of products saved before the search (page by page by id)',
    modules: ['admin-products/api/fill-search-keys.ts'],
    run: () => fillSearchKeys().catch(ignore),
  },
  {
    name: 'a new product’s id when the counter is missing',
    modules: ['admin-products/api/next-product-id.ts'],
    run: () =>
      takeNextProductId(getLiteDb(), {
        get: () => Promise.resolve({ get: () => undefined, exists: () => false }),
        set: ignore,
      } as unknown as Parameters<typeof takeNextProductId>[1]),
  },
  {
    name: 'admins list',
    modules: ['admin-admins/api/subscribe-admins.ts'],
    run: () => {
      subscribeAdmins(ignore, ignore)();
    },
  },
  {
    name: 'a shopper’s orders (track order)',
    modules: [],
    run: () => {
      subscribeMyOrders('customer-uid', ignore, ignore)();
    },
  },
];

async function recordedBy(run: () => unknown): Promise<RecordedQuery[]> {
  takeRecordedQueries();
  await run();
  return takeRecordedQueries();
}

describe('firestore.indexes.json', () => {
  it('declares the composite index of every query the admin area runs', async () => {
    const missing = new Map<string, { index: DeclaredIndex; needs: string[] }>();
    for (const operation of operations) {
      const queries = await recordedBy(operation.run);
      expect(queries.length, `${operation.name} ran no query`).toBeGreaterThan(0);
      for (const recorded of queries) {
        const required = requiredIndex(recorded);
        if (!required || declared.some((index) => servesIndex(index, required))) continue;
        const index = toDeclaredIndex(required);
        const key = JSON.stringify(index);
        const entry = missing.get(key) ?? { index, needs: [] };
        if (!entry.needs.includes(operation.name)) entry.needs.push(operation.name);
        missing.set(key, entry);
      }
    }
    const report = [...missing.values()].map(
      ({ index, needs }) => `${JSON.stringify(index)}\n  for ${needs.join('; ')}`,
    );
    expect(report, `add to firestore.indexes.json:\n${report.join('\n')}`).toEqual([]);
  });

  it('needs no composite index for the shopper’s search (REST: equalities on search keys)', () => {
    const shape = (query: RestQuery) => ({
      collectionGroup: query.collection,
      filters: (query.where ?? []).map((filter) => ({
        field: filter.field,
        op: '==',
      })),
      orders: query.orderBy ?? [],
      aggregated: [],
    });
    for (const keys of [['nim'], ['sabun', 'nim'], ['purifying', 'tulsi', 'soap', 'nim']]) {
      expect(requiredIndex(shape(searchQuery(keys)))).toBeNull();
    }
  });

  it('reads back each query the app runs: its filters, sort keys and summed fields', async () => {
    expect(await recordedBy(() => getCustomerStats('customer-uid'))).toEqual([
      {
        collectionGroup: 'orders',
        filters: [{ field: 'uid', op: '==' }],
        orders: [],
        aggregated: [],
        via: 'getCount',
      },
      {
        collectionGroup: 'orders',
        filters: [
          { field: 'uid', op: '==' },
          { field: 'status', op: 'in' },
        ],
        orders: [],
        aggregated: ['order.totalAmount'],
        via: 'getAggregate',
      },
      {
        collectionGroup: 'orders',
        filters: [{ field: 'uid', op: '==' }],
        orders: [{ field: 'createdAt', direction: 'desc' }],
        aggregated: [],
        via: 'getDocs',
      },
    ]);
  });

  it('runs the searches of every kind the orders page tells apart', () => {
    expect(new Set(ORDER_SEARCHES.map((search) => orderSearchOf(search).kind))).toEqual(
      new Set(['none', 'id', 'phone', 'name']),
    );
  });

  it('runs every admin api module that queries Firestore', () => {
    const features = path.join(ROOT, 'src', 'features');
    const querying = fs
      .readdirSync(features)
      .filter((feature) => feature.startsWith('admin-'))
      .flatMap((feature) => {
        const api = path.join(features, feature, 'api');
        if (!fs.existsSync(api)) return [];
        return fs
          .readdirSync(api)
          .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
          .filter((file) =>
            /\b(query|getDocs|onSnapshot|getCount|getCountFromServer|getAggregate|getAggregateFromServer|adminPageSubscription|subscribePage|subscribeOrderedPage)\(/.test(
              fs.readFileSync(path.join(api, file), 'utf8'),
            ),
          )
          .map((file) => `${feature}/api/${file}`);
      });
    const covered = new Set(operations.flatMap((operation) => operation.modules));
    expect(querying.filter((module) => !covered.has(module))).toEqual([]);
  });
});
