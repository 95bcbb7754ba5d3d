import { describe, expect, it } from 'vitest';
import { chartData, formatCount, periodTotals, type DayTotals } from './figures';

/** 30 days; day i (0 oldest) has i % 3 orders worth 100.1 each. */
const days: DayTotals[] = Array.from({ length: 30 }, (_, index) => ({
  start: Date.UTC(2026, 0, 1 + index),
  orders: index % 3,
  amount: (index % 3) * 100.1,
}));

const noneCancelled = {
  today: { orders: 0, amount: 0 },
  week: { orders: 0, amount: 0 },
  month: { orders: 0, amount: 0 },
};

describe('periodTotals', () => {
  it('adds up the last day, the last 7 and all 30 days', () => {
    const totals = periodTotals(days, noneCancelled);
    // Day 29: 29 % 3 = 2 orders; days 23..29: 2+0+1+2+0+1+2 = 8; 30 days: ten of each 0, 1, 2.
    expect(totals.today).toEqual({ orders: 2, cancelled: 0, revenue: 200.2 });
    expect(totals.week).toEqual({ orders: 8, cancelled: 0, revenue: 800.8 });
    expect(totals.month).toEqual({ orders: 30, cancelled: 0, revenue: 3003 });
  });

  it('counts cancelled orders as orders but takes their amount off the revenue', () => {
    const totals = periodTotals(days, { ...noneCancelled, week: { orders: 1, amount: 100.1 } });
    expect(totals.week).toEqual({ orders: 8, cancelled: 1, revenue: 700.7 });
    expect(totals.today.revenue).toBe(200.2);
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
