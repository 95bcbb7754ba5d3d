import { describe, expect, it } from 'vitest';
import { chartData, formatCount, periodTotals, type DayTotals } from './figures';

/** 30 days; day i (0 oldest) has i % 3 orders. */
const days: DayTotals[] = Array.from({ length: 30 }, (_, index) => ({
  start: Date.UTC(2026, 0, 1 + index),
  orders: index % 3,
}));

const none = { orders: 0, amount: 0 };
const nothing = { revenue: none, waiting: none, cancelled: 0 };

describe('periodTotals', () => {
  it("counts each period's orders as its revenue, waiting and cancelled orders together", () => {
    const totals = periodTotals({
      today: { ...nothing, cancelled: 2 },
      week: { revenue: { orders: 3, amount: 30 }, waiting: { orders: 4, amount: 40 }, cancelled: 1 },
      month: nothing,
    });
    expect([totals.today.orders, totals.week.orders, totals.month.orders]).toEqual([2, 8, 0]);
  });

  it('keeps revenue, waiting and cancelled orders apart, rounded to paise', () => {
    const week = {
      revenue: { orders: 3, amount: 100.1 * 3 },
      waiting: { orders: 1, amount: 0.1 + 0.2 },
      cancelled: 2,
    };
    const totals = periodTotals({ today: nothing, week, month: nothing });
    expect(totals.week).toEqual({
      orders: 6,
      revenue: { orders: 3, amount: 300.3 },
      waiting: { orders: 1, amount: 0.3 },
      cancelled: 2,
    });
    expect(totals.today.revenue).toEqual(none);
  });
});

describe('chartData', () => {
  it('gives uPlot the days in epoch seconds and their order counts', () => {
    const [xs, ys] = chartData(days.slice(0, 3));
    expect(xs).toEqual([
      Date.UTC(2026, 0, 1) / 1000,
      Date.UTC(2026, 0, 2) / 1000,
      Date.UTC(2026, 0, 3) / 1000,
    ]);
    expect(ys).toEqual([0, 1, 2]);
  });
});

describe('figure formatting', () => {
  it('writes counts the Indian way', () => {
    expect(formatCount(1234567)).toBe('12,34,567');
  });
});
