import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getAdminCounts } from '@/features/admin-dashboard/api/get-counts';
import {
  getDashboardFigures,
  type DashboardFigures,
} from '@/features/admin-dashboard/api/get-dashboard-figures';
import { getOrdersByDay } from '@/features/admin-dashboard/api/get-orders-by-day';
import type { DayTotals } from '@/features/admin-dashboard/figures';
import { REFRESH_DEBOUNCE_MS } from '@/features/admin-dashboard/use-dashboard-figures';
import { subscribeOrderChanges, type OrderChange } from '@/features/admin-orders/api/subscribe-order-changes';
import { renderRoutes } from '@/testing/render-route';

const drawn = vi.hoisted(() => [] as unknown[]);
/** The options each chart was drawn with. */
const drawnWith = vi.hoisted(
  () => [] as { axes: { incrs: number[]; values: (chart: unknown, splits: number[]) => string[] }[] }[],
);

vi.mock('@/features/admin-dashboard/api/get-dashboard-figures', () => ({ getDashboardFigures: vi.fn() }));
vi.mock('@/features/admin-dashboard/api/get-orders-by-day', () => ({ getOrdersByDay: vi.fn() }));
vi.mock('@/features/admin-orders/api/subscribe-order-changes', () => ({ subscribeOrderChanges: vi.fn() }));
vi.mock('@/features/admin-dashboard/api/get-counts', () => ({ getAdminCounts: vi.fn() }));
vi.mock('uplot', () => ({
  default: class {
    constructor(options: (typeof drawnWith)[number], data: unknown) {
      drawn.push(data);
      drawnWith.push(options);
    }
    setSize() {}
    destroy() {}
  },
}));

const day = (index: number) => new Date(2026, 1, 14 + index).getTime();

function daysWith(todayOrders: number): DayTotals[] {
  return Array.from({ length: 30 }, (_, index) => ({
    start: day(index),
    orders: index === 29 ? todayOrders : 1,
  }));
}

function figures(todayOrders: number): DashboardFigures {
  return {
    periods: {
      today: {
        orders: todayOrders,
        revenue: { orders: 1, amount: 1250.5 },
        waiting: { orders: 1, amount: 300 },
        cancelled: 0,
      },
      week: {
        orders: 12,
        revenue: { orders: 9, amount: 9800 },
        waiting: { orders: 2, amount: 450.5 },
        cancelled: 1,
      },
      month: {
        orders: 1234,
        revenue: { orders: 1234, amount: 123456 },
        waiting: { orders: 0, amount: 0 },
        cancelled: 0,
      },
    },
    waiting: { orders: 3, amount: 1520.75 },
    newCustomers: { week: 4, month: 9 },
    lowStock: { products: [{ id: 7, title: 'Neem Soap', stock: 2 }], total: 3 },
  };
}

let changed: (changes: OrderChange[]) => void;

beforeEach(() => {
  drawn.length = 0;
  drawnWith.length = 0;
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      disconnect() {}
    },
  );
  vi.mocked(getDashboardFigures).mockReset().mockResolvedValue(figures(2));
  vi.mocked(getOrdersByDay).mockReset().mockResolvedValue(daysWith(2));
  vi.mocked(getAdminCounts)
    .mockReset()
    .mockResolvedValue({ products: 28, orders: 1300, customers: 40, admins: 2 });
  vi.mocked(subscribeOrderChanges)
    .mockReset()
    .mockImplementation((onChange) => {
      changed = onChange;
      return () => {};
    });
});

afterEach(() => {
  vi.useRealTimers();
});

function renderDashboard() {
  return renderRoutes([{ path: '/admin/dashboard', lazy: () => import('./dashboard') }], '/admin/dashboard');
}

describe('/admin/dashboard', () => {
  it('shows orders and revenue per period, waiting orders, new customers and low stock', async () => {
    renderDashboard();
    const today = await screen.findByRole('listitem', { name: 'Today' });
    expect(within(today).getByText('Orders').nextSibling).toHaveTextContent('2');
    expect(within(today).getByText('Revenue').nextSibling).toHaveTextContent('₹1,250.50');
    expect(today).toHaveTextContent('Waiting: ₹300 in 1 order');
    const week = screen.getByRole('listitem', { name: 'Last 7 days' });
    expect(week).toHaveTextContent('Waiting: ₹450.50 in 2 orders');
    expect(week).toHaveTextContent('1 cancelled');
    const month = screen.getByRole('listitem', { name: 'Last 30 days' });
    expect(within(month).getByText('Orders').nextSibling).toHaveTextContent('1,234');
    expect(within(month).getByText('Revenue').nextSibling).toHaveTextContent('₹1,23,456');
    expect(month).not.toHaveTextContent('Waiting');
    expect(
      screen.getByRole('link', { name: /Waiting for confirmation\s*3\s*waiting: ₹1,520.75 in 3 orders/ }),
    ).toHaveAttribute('href', '/admin/orders?status=placed');
    expect(screen.getByRole('link', { name: /New customers, 7 days\s*4/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /New customers, 30 days\s*9/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Neem Soap' })).toHaveAttribute('href', '/admin/products/edit/7');
    expect(screen.getByText('2 left')).toBeInTheDocument();
    expect(screen.getByText(/and 2 more/)).toBeInTheDocument();
    // The products list's filters, whose definitions the panel shares (0 out, 1–4 low).
    expect(screen.getByRole('link', { name: 'out of stock' })).toHaveAttribute(
      'href',
      '/admin/products?stock=out',
    );
    expect(screen.getByRole('link', { name: 'low on stock' })).toHaveAttribute(
      'href',
      '/admin/products?stock=low',
    );
  });

  it('draws the 30 days of orders with the chart library and lists them in a table', async () => {
    renderDashboard();
    await waitFor(() => {
      expect(drawn).toHaveLength(1);
    });
    const [xs, ys] = drawn[0] as [number[], number[]];
    expect(xs).toHaveLength(30);
    expect(xs[0]).toBe(day(0) / 1000);
    expect(ys.at(-1)).toBe(2);
    const table = screen.getByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(31);
  });

  it('labels the chart’s days and counts as the table and the shop write them', async () => {
    renderDashboard();
    await waitFor(() => {
      expect(drawnWith).toHaveLength(1);
    });
    const [days, counts] = drawnWith[0]?.axes ?? [];
    // 14 and 20 February, as the table's rows name them (not 2/14, which reads as 2 February here).
    expect(days?.values(null, [day(0) / 1000, day(6) / 1000])).toEqual(['14 Feb', '20 Feb']);
    const table = screen.getByRole('table');
    expect(within(table).getByRole('rowheader', { name: '14 Feb' })).toBeInTheDocument();
    // Its ticks are whole days apart, however wide the screen: never two labels of one day.
    expect(Math.min(...(days?.incrs ?? []))).toBe(24 * 60 * 60);
    expect(counts?.values(null, [0, 2, 100000])).toEqual(['0', '2', '1,00,000']);
  });

  it('shows the figures while the days of the chart are still being counted', async () => {
    vi.mocked(getOrdersByDay).mockReturnValue(new Promise(() => {}));
    renderDashboard();
    const today = await screen.findByRole('listitem', { name: 'Today' });
    expect(within(today).getByText('Orders').nextSibling).toHaveTextContent('2');
    expect(screen.getByText('Counting orders per day…')).toBeInTheDocument();
    expect(drawn).toHaveLength(0);
  });

  it('says what revenue counts, and that it sums the totals the orders state, under the figures', async () => {
    renderDashboard();
    await screen.findByRole('listitem', { name: 'Today' });
    const definition = screen.getByText(
      'Revenue: confirmed, shipped and delivered orders. Placed orders are waiting and counted apart; cancelled ones are left out.',
    );
    // After the period figures it defines, so that a phone shows the figures first.
    const figures = screen.getByRole('list', { name: 'Orders and revenue' });
    expect(figures.compareDocumentPosition(definition) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByText(/Revenue adds up the totals the orders state/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Check the prices in the orders list' })).toHaveAttribute(
      'href',
      '/admin/orders',
    );
  });

  it('counts again once after a burst of order changes and shows the new figures', async () => {
    renderDashboard();
    await screen.findByRole('listitem', { name: 'Today' });
    // Only the debounce's timers are faked: the page has loaded with real ones.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    expect(getDashboardFigures).toHaveBeenCalledTimes(1);
    vi.mocked(getDashboardFigures).mockResolvedValue(figures(4));
    act(() => {
      changed([{ id: 'order-2', uid: 'asha' }]);
      changed([{ id: 'order-3', uid: 'ravi' }]);
      vi.advanceTimersByTime(REFRESH_DEBOUNCE_MS);
    });
    vi.useRealTimers();
    expect(getDashboardFigures).toHaveBeenCalledTimes(2);
    await waitFor(() => {
      expect(
        within(screen.getByRole('listitem', { name: 'Today' })).getByText('Orders').nextSibling,
      ).toHaveTextContent('4');
    });
  });

  it('says so when the figures cannot be counted', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.mocked(getDashboardFigures).mockRejectedValue(new Error('permission-denied'));
    renderDashboard();
    expect(
      await screen.findByText('Could not load the figures, please try again later!'),
    ).toBeInTheDocument();
    expect(console.error).toHaveBeenCalledWith('Could not count the dashboard figures', expect.any(Error));
  });
});
