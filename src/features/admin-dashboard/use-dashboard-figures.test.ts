import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { subscribeOrderChanges, type OrderChange } from '@/features/admin-orders/api/subscribe-order-changes';
import { getDashboardFigures, type DashboardFigures } from './api/get-dashboard-figures';
import { getOrdersByDay } from './api/get-orders-by-day';
import { REFRESH_DEBOUNCE_MS, useDashboardFigures } from './use-dashboard-figures';

vi.mock('./api/get-dashboard-figures', () => ({ getDashboardFigures: vi.fn() }));
vi.mock('./api/get-orders-by-day', () => ({ getOrdersByDay: vi.fn() }));
vi.mock('@/features/admin-orders/api/subscribe-order-changes', () => ({ subscribeOrderChanges: vi.fn() }));

const none = { orders: 0, amount: 0 };

/** Figures told apart by today's order count. */
function figures(todayOrders: number): DashboardFigures {
  const period = { orders: todayOrders, revenue: none, waiting: none, cancelled: 0 };
  return {
    periods: { today: period, week: period, month: period },
    waiting: none,
    newCustomers: { week: 0, month: 0 },
    lowStock: { products: [], total: 0 },
  };
}

let changed: (changes: OrderChange[]) => void;
const unsubscribe = vi.fn();

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  vi.mocked(getDashboardFigures).mockReset().mockResolvedValue(figures(1));
  vi.mocked(getOrdersByDay).mockReset().mockResolvedValue([]);
  unsubscribe.mockReset();
  vi.mocked(subscribeOrderChanges)
    .mockReset()
    .mockImplementation((onChange) => {
      changed = onChange;
      return unsubscribe;
    });
});

afterEach(() => {
  vi.useRealTimers();
});

/** Lets the timers run for `ms` and the answers they started land. */
async function pass(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

const todayOrders = (result: { current: ReturnType<typeof useDashboardFigures> }) =>
  result.current.figures?.periods.today.orders;

describe('useDashboardFigures', () => {
  it('counts again when an order moves (a status change the feed reports), once per burst', async () => {
    const { result } = renderHook(() => useDashboardFigures());
    await pass(0);
    expect(todayOrders(result)).toBe(1);
    vi.mocked(getDashboardFigures).mockResolvedValue(figures(2));
    act(() => {
      changed([{ id: 'order-1', uid: 'asha' }]);
    });
    await pass(REFRESH_DEBOUNCE_MS / 2);
    act(() => {
      changed([{ id: 'order-2', uid: 'ravi' }]);
    });
    await pass(REFRESH_DEBOUNCE_MS);
    expect(getDashboardFigures).toHaveBeenCalledTimes(2);
    expect(todayOrders(result)).toBe(2);
  });

  it('counts again at local midnight, and at the midnight after, with the new day', async () => {
    vi.setSystemTime(new Date(2026, 2, 15, 23, 59, 0));
    renderHook(() => useDashboardFigures());
    await pass(59_000);
    expect(getDashboardFigures).toHaveBeenCalledTimes(1);
    await pass(1_000);
    expect(getDashboardFigures).toHaveBeenCalledTimes(2);
    expect(getDashboardFigures).toHaveBeenLastCalledWith(new Date(2026, 2, 16).getTime());
    await pass(24 * 60 * 60 * 1000);
    expect(getDashboardFigures).toHaveBeenCalledTimes(3);
    expect(getDashboardFigures).toHaveBeenLastCalledWith(new Date(2026, 2, 17).getTime());
  });

  it('keeps the latest count when an older one answers after it', async () => {
    const answers: ((value: DashboardFigures) => void)[] = [];
    vi.mocked(getDashboardFigures).mockImplementation(
      () =>
        new Promise((resolve) => {
          answers.push(resolve);
        }),
    );
    const { result } = renderHook(() => useDashboardFigures());
    act(() => {
      changed([{ id: 'order-1', uid: 'asha' }]);
    });
    await pass(REFRESH_DEBOUNCE_MS);
    expect(answers).toHaveLength(2);
    await act(async () => {
      answers[1]?.(figures(5));
      await Promise.resolve();
    });
    expect(todayOrders(result)).toBe(5);
    // The first count, started before the order changed, answers last: it is stale.
    await act(async () => {
      answers[0]?.(figures(4));
      await Promise.resolve();
    });
    expect(todayOrders(result)).toBe(5);
  });

  it('counts the chart’s days only once the figures have answered, and after a failure too', async () => {
    let answer: (value: DashboardFigures) => void = () => undefined;
    vi.mocked(getDashboardFigures).mockImplementationOnce(
      () =>
        new Promise((resolve) => {
          answer = resolve;
        }),
    );
    const { result } = renderHook(() => useDashboardFigures());
    await pass(0);
    expect(getOrdersByDay).not.toHaveBeenCalled();
    await act(async () => {
      answer(figures(3));
      await Promise.resolve();
    });
    await pass(0);
    expect(todayOrders(result)).toBe(3);
    expect(getOrdersByDay).toHaveBeenCalledTimes(1);

    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.mocked(getDashboardFigures).mockRejectedValueOnce(new Error('offline'));
    act(() => {
      changed([{ id: 'order-1', uid: 'asha' }]);
    });
    await pass(REFRESH_DEBOUNCE_MS);
    expect(getOrdersByDay).toHaveBeenCalledTimes(2);
    expect(result.current.failure).not.toBeNull();
  });

  it('stops its timers and the feed when the page closes', async () => {
    const { unmount } = renderHook(() => useDashboardFigures());
    await pass(0);
    unmount();
    expect(unsubscribe).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(0);
  });
});
