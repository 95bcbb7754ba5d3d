import { roundMoney } from '@/lib/money';
import { PERIODS, type PeriodKey } from './date-ranges';

/** Orders of one day of the chart and what they came to (cancelled ones included). */
export interface DayTotals {
  /** Local midnight, epoch ms. */
  start: number;
  orders: number;
  amount: number;
}

/** Orders placed in a period, how many of them were cancelled, and the revenue of the rest. */
export interface PeriodTotals {
  orders: number;
  cancelled: number;
  /** Sum of the totals of the period's orders that are not cancelled, in rupees. */
  revenue: number;
}

/**
 * Each period's totals from the days of the chart (oldest first, today last) and the cancelled
 * orders of each period: orders count whatever became of them, revenue leaves cancelled ones out.
 */
export function periodTotals(
  days: readonly DayTotals[],
  cancelled: Record<PeriodKey, { orders: number; amount: number }>,
): Record<PeriodKey, PeriodTotals> {
  const totals = {} as Record<PeriodKey, PeriodTotals>;
  for (const period of PERIODS) {
    const within = days.slice(-period.days);
    const orders = within.reduce((sum, day) => sum + day.orders, 0);
    const amount = within.reduce((sum, day) => sum + day.amount, 0);
    totals[period.key] = {
      orders,
      cancelled: cancelled[period.key].orders,
      revenue: roundMoney(amount - cancelled[period.key].amount),
    };
  }
  return totals;
}

/** uPlot's data: x in epoch seconds (its time scale), y the orders of each day. */
export function chartData(days: readonly DayTotals[]): [number[], number[]] {
  return [days.map((day) => Math.round(day.start / 1000)), days.map((day) => day.orders)];
}

const counts = new Intl.NumberFormat('en-IN');

/** 12,34,567 — counts as the shop writes numbers. */
export function formatCount(value: number): string {
  return counts.format(value);
}
