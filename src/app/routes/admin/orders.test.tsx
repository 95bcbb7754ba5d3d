import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminOrder } from '@/features/admin-orders/api/order-doc';
import type { OrderTabCounts } from '@/features/admin-orders/api/count-orders-by-tab';
import { makeAdminOrder } from '@/features/admin-orders/testing/make-admin-order';
import { honestLines, seededCatalogue, totalsOf } from '@/features/admin-orders/testing/seeded-catalogue';
import { AdminDataError, adminBackendError } from '@/lib/firebase/admin-errors';
import type { Page, PageRequest } from '@/lib/firebase/live-page';
import type { Product } from '@/lib/firebase/documents/product';
import { renderRoutes } from '@/testing/render-route';
import type * as notifyModule from '@/lib/notify';
import * as ordersRoute from './orders';

const notify = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));
const opened = vi.hoisted(
  () =>
    [] as {
      request: PageRequest;
      onNext: (page: Page<AdminOrder>) => void;
      onError: (error: AdminDataError) => void;
    }[],
);
const getProductsByIds = vi.hoisted(() => vi.fn<(ids: readonly number[]) => Promise<Map<number, Product>>>());
const countOrdersByTab = vi.hoisted(() => vi.fn<() => Promise<OrderTabCounts>>());
const exportOrdersCsv = vi.hoisted(() => vi.fn<() => Promise<number>>());

vi.mock('@/lib/notify', async (importOriginal) => ({
  ...(await importOriginal<typeof notifyModule>()),
  notify,
}));
vi.mock('@/features/admin-orders/api/subscribe-order-list', () => ({
  subscribeOrderList: (
    _filter: unknown,
    request: PageRequest,
    onNext: (page: Page<AdminOrder>) => void,
    onError: (error: AdminDataError) => void,
  ) => {
    opened.push({ request, onNext, onError });
    return () => undefined;
  },
}));
vi.mock('@/features/admin-orders/api/get-products-by-ids', () => ({ getProductsByIds }));
vi.mock('@/features/admin-orders/api/count-orders-by-tab', () => ({ countOrdersByTab }));
vi.mock('@/features/admin-orders/csv/export-orders-csv', () => ({ exportOrdersCsv }));

const catalogue = seededCatalogue();

function seedProduct(id: number): Product {
  const product = catalogue.get(id);
  if (!product) throw new Error(`no seeded product ${String(id)}`);
  return product;
}

/** An order as the shop's cart sends it: each line at what a shopper pays (the discounted price). */
function honestOrder(id: string, lines: { product: number; amount: number }[]): AdminOrder {
  const items = honestLines(catalogue, lines);
  return makeAdminOrder({ id, items, ...totalsOf(items) });
}

/** What Firestore rejects a read with when the rules refuse it: the cause a developer needs. */
const permissionDenied = Object.assign(new Error('Missing or insufficient permissions.'), {
  code: 'permission-denied',
});

const counts: OrderTabCounts = { all: 2, placed: 2, confirmed: 0, shipped: 0, delivered: 0, cancelled: 0 };

function answer(items: AdminOrder[], hasMore = false) {
  const last = opened.at(-1);
  if (!last) throw new Error('no subscription');
  last.onNext({ items, cursor: null, hasMore, fromCache: false });
}

function renderOrders(path = '/admin/orders') {
  return renderRoutes([{ path: '/admin/orders', Component: ordersRoute.Component }], path);
}

function rowOf(orderId: string) {
  const row = screen.getByText(orderId).closest('tr, li, [role="row"], .admin-card');
  if (!(row instanceof HTMLElement)) throw new Error(`no row for ${orderId}`);
  return row;
}

beforeEach(() => {
  opened.length = 0;
  getProductsByIds.mockReset();
  getProductsByIds.mockImplementation((ids) =>
    Promise.resolve(new Map(ids.filter((id) => catalogue.has(id)).map((id) => [id, seedProduct(id)]))),
  );
  countOrdersByTab.mockReset();
  countOrdersByTab.mockResolvedValue(counts);
  exportOrdersCsv.mockReset();
  notify.error.mockClear();
  notify.success.mockClear();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('/admin/orders language', () => {
  it('tags each order’s customer with the language the order was placed in, and none when it does not say', async () => {
    renderOrders();
    await waitFor(() => {
      expect(opened).toHaveLength(1);
    });
    const lines = [{ product: 1, amount: 1 }];
    answer([
      { ...honestOrder('hindiOrder0000000001', lines), name: 'Asha Rao', language: 'hi' },
      { ...honestOrder('englishOrder00000001', lines), name: 'Ravi Kumar', language: 'en' },
      { ...honestOrder('olderOrder0000000001', lines), name: 'Meera Iyer', language: null },
    ]);
    const customerCell = (orderId: string) =>
      within(rowOf(orderId)).getByText((_, element) => element?.getAttribute('data-label') === 'Customer');
    await waitFor(() => {
      expect(customerCell('hindiOrder0000000001')).toHaveTextContent(/^Asha RaoLanguage: Hindi$/);
    });
    expect(customerCell('englishOrder00000001')).toHaveTextContent(/^Ravi KumarLanguage: English$/);
    expect(customerCell('olderOrder0000000001')).toHaveTextContent(/^Meera Iyer$/);
  });
});

describe('/admin/orders price check', () => {
  it('shows an order priced as the cart prices the seeded catalogue as "Prices OK", a tampered one as "Check prices"', async () => {
    renderOrders();
    await waitFor(() => {
      expect(opened).toHaveLength(1);
    });
    const honest = honestOrder('honestOrder000000001', [
      { product: 1, amount: 2 },
      { product: 2, amount: 1 },
    ]);
    const cheap = honestOrder('tamperedOrder0000001', [{ product: 1, amount: 1 }]);
    const tampered = {
      ...cheap,
      items: cheap.items.map((line) => ({ ...line, price: 1 })),
      totalAmount: 1,
    };
    answer([honest, tampered]);
    await waitFor(() => {
      expect(within(rowOf(honest.id)).getByText('Prices OK')).toBeInTheDocument();
    });
    expect(within(rowOf(tampered.id)).getByText('Check prices')).toBeInTheDocument();
    expect(within(rowOf(tampered.id)).queryByText('Prices OK')).not.toBeInTheDocument();
  });

  it('reads the products of more than 30 products on a page and clears every honest order', async () => {
    renderOrders();
    await waitFor(() => {
      expect(opened).toHaveLength(1);
    });
    const ids = [...catalogue.keys()];
    expect(ids.length).toBeGreaterThan(20);
    // 28 seeded products and 7 more that a bigger catalogue has: 35 distinct products on the page.
    for (let extra = 1; extra <= 7; extra += 1) {
      const id = 1000 + extra;
      catalogue.set(id, {
        ...seedProduct(1),
        id,
        title: `Extra product number ${String(id)}`,
        price: 99 + extra,
      });
    }
    const orders = [...catalogue.keys()].map((id, index) =>
      honestOrder(`order${String(index).padStart(15, '0')}`, [{ product: id, amount: 1 }]),
    );
    answer(orders);
    await waitFor(() => {
      expect(screen.getAllByText('Prices OK')).toHaveLength(orders.length);
    });
    expect(screen.queryByText('Check prices')).not.toBeInTheDocument();
    const asked = getProductsByIds.mock.calls.flatMap(([asked]) => [...asked]);
    expect(new Set(asked).size).toBe(orders.length);
    for (let extra = 1; extra <= 7; extra += 1) catalogue.delete(1000 + extra);
  });

  it('says the prices could not be checked when the catalogue cannot be read, and flags no order as OK', async () => {
    const failure = adminBackendError(permissionDenied);
    getProductsByIds.mockRejectedValue(failure);
    renderOrders();
    await waitFor(() => {
      expect(opened).toHaveLength(1);
    });
    const honest = honestOrder('honestOrder000000001', [{ product: 3, amount: 1 }]);
    answer([honest]);
    expect(await screen.findByText('Could not check the prices against the catalogue.')).toHaveRole('alert');
    expect(within(rowOf(honest.id)).getByText('Prices not checked')).toBeInTheDocument();
    expect(screen.queryByText('Prices OK')).not.toBeInTheDocument();
    expect(console.error).toHaveBeenCalledWith('Reading the products of the orders failed', failure);
  });
});

describe('/admin/orders failures', () => {
  it('says the list could not be read', async () => {
    renderOrders();
    await waitFor(() => {
      expect(opened).toHaveLength(1);
    });
    opened[0]?.onError(new AdminDataError('failed', { userMessage: 'Could not load the orders.' }));
    expect(await screen.findByText('Could not load the orders.')).toBeInTheDocument();
  });

  it('says the tab counts could not be made, logs the cause, and keeps the list', async () => {
    const failure = adminBackendError(permissionDenied);
    countOrdersByTab.mockRejectedValue(failure);
    renderOrders();
    await waitFor(() => {
      expect(opened).toHaveLength(1);
    });
    answer([honestOrder('honestOrder000000001', [{ product: 3, amount: 1 }])]);
    expect(await screen.findByText('Could not count the orders.')).toHaveRole('alert');
    expect(console.error).toHaveBeenCalledWith('Counting the orders failed', failure);
    expect(screen.getByText('honestOrder000000001')).toBeInTheDocument();
    // No count is made up: each tab still waits for one.
    expect(screen.getByTestId('count-all')).toHaveTextContent('…');
  });

  /** Opens the page on an empty list and clicks Export CSV, whose read fails with `failure`. */
  async function exportFailingWith(failure: unknown) {
    exportOrdersCsv.mockRejectedValue(failure);
    renderOrders();
    await waitFor(() => {
      expect(opened).toHaveLength(1);
    });
    answer([]);
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
  }

  it('says the export failed in plain words, logs the cause, and offers the export again', async () => {
    const failure = adminBackendError(permissionDenied);
    await exportFailingWith(failure);
    await waitFor(() => {
      expect(notify.error).toHaveBeenCalledWith('Could not export the orders.');
    });
    expect(console.error).toHaveBeenCalledWith('Exporting the orders failed', failure);
    expect(notify.success).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
  });

  it('asks to connect when the export failed for want of a connection', async () => {
    await exportFailingWith(adminBackendError(Object.assign(new Error('offline'), { code: 'unavailable' })));
    await waitFor(() => {
      expect(notify.error).toHaveBeenCalledWith('Please connect to an internet connection and try again');
    });
  });
});
