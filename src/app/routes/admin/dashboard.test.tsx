import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getAdminCounts } from '@/features/admin-dashboard/api/get-counts';
import {
  getDashboardFigures,
  type DashboardFigures,
} from '@/features/admin-dashboard/api/get-dashboard-figures';
import { subscribeNewestOrder } from '@/features/admin-dashboard/api/subscribe-newest-order';
import { REFRESH_DEBOUNCE_MS } from '@/features/admin-dashboard/use-dashboard-figures';
import { renderRoutes } from '@/testing/render-route';

const drawn = vi.hoisted(() => [] as unknown[]);

vi.mock('@/features/admin-dashboard/api/get-dashboard-figures', () => ({ getDashboardFigures: vi.fn() }));
vi.mock('@/features/admin-dashboard/api/subscribe-newest-order', () => ({ subscribeNewestOrder: vi.fn() }));
vi.mock('@/features/admin-dashboard/api/get-counts', () => ({ getAdminCounts: vi.fn() }));
vi.mock('uplot', () => ({
  default: class {
    constructor(_options: unknown, data: unknown) {
      drawn.push(data);
    }
    setSize() {}
    destroy() {}
  },
}));

const day = (index: number) => new Date(2026, 1, 14 + index).getTime();

function figures(todayOrders: number): DashboardFigures {
  return {
    periods: {
      today: { orders: todayOrders, cancelled: 0, revenue: 1250.5 },
      week: { orders: 12, cancelled: 1, revenue: 9800 },
      month: { orders: 1234, cancelled: 0, revenue: 123456 },
    },
    days: Array.from({ length: 30 }, (_, index) => ({
      start: day(index),
      orders: index === 29 ? todayOrders : 1,
      amount: 10,
    })),
    waiting: 3,
    newCustomers: { week: 4, month: 9 },
    lowStock: { products: [{ id: 7, title: 'Neem Soap', stock: 2 }], total: 3 },
  };
}

let newest: (orderId: string | null) => void;

beforeEach(() => {
  drawn.length = 0;
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      disconnect() {}
    },
  );
  vi.mocked(getDashboardFigures).mockReset().mockResolvedValue(figures(2));
  vi.mocked(getAdminCounts)
    .mockReset()
    .mockResolvedValue({ products: 28, orders: 1300, customers: 40, admins: 2 });
  vi.mocked(subscribeNewestOrder)
    .mockReset()
    .mockImplementation((onNext) => {
      newest = onNext;
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
    const week = screen.getByRole('listitem', { name: 'Last 7 days' });
    expect(week).toHaveTextContent('1 cancelled');
    const month = screen.getByRole('listitem', { name: 'Last 30 days' });
    expect(within(month).getByText('Orders').nextSibling).toHaveTextContent('1,234');
    expect(within(month).getByText('Revenue').nextSibling).toHaveTextContent('₹1,23,456');
    expect(screen.getByRole('link', { name: /Waiting for confirmation\s*3/ })).toHaveAttribute(
      'href',
      '/admin/orders?status=placed',
    );
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

  it('counts again once after a burst of new orders, not for the order it already counted', async () => {
    renderDashboard();
    await screen.findByRole('listitem', { name: 'Today' });
    // Only the debounce's timers are faked: the page has loaded with real ones.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    act(() => {
      newest('order-1');
      vi.advanceTimersByTime(REFRESH_DEBOUNCE_MS * 2);
    });
    expect(getDashboardFigures).toHaveBeenCalledTimes(1);
    vi.mocked(getDashboardFigures).mockResolvedValue(figures(4));
    act(() => {
      newest('order-2');
      newest('order-3');
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
