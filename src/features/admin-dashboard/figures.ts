import { roundMoney } from '@/lib/money';
import { PERIODS, type PeriodKey } from './date-ranges';

/** Orders placed on one day of the chart, whatever became of them. */
export interface DayTotals {
  /** Local midnight, epoch ms. */
  start: number;
  orders: number;
}

/** How many orders and what their stated totals came to, in rupees. */
export interface OrderSum {
  orders: number;
  amount: number;
}

/** A period's orders by what became of them, as the server counted them. */
export interface PeriodStatusSums {
  /** Orders of the revenue statuses (REVENUE_STATUSES): confirmed, shipped, delivered. */
  revenue: OrderSum;
  /** Orders still placed: waiting for an admin to confirm them. */
  waiting: OrderSum;
  cancelled: number;
}

/** Orders placed in a period: all of them, the revenue, the waiting ones and the cancelled. */
export interface PeriodTotals extends PeriodStatusSums {
  orders: number;
}

const rounded = (sum: OrderSum): OrderSum => ({ orders: sum.orders, amount: roundMoney(sum.amount) });

/**
 * Each period's totals: its revenue, waiting and cancelled orders as counted per period, and its
 * orders, which are those three together (an order is placed, confirmed, shipped, delivered or
 * cancelled: the rules allow no other status), so the figures need no count of the chart's days.
 */
export function periodTotals(byStatus: Record<PeriodKey, PeriodStatusSums>): Record<PeriodKey, PeriodTotals> {
  const totals = {} as Record<PeriodKey, PeriodTotals>;
  for (const period of PERIODS) {
    const sums = byStatus[period.key];
    totals[period.key] = {
      orders: sums.revenue.orders + sums.waiting.orders + sums.cancelled,
      revenue: rounded(sums.revenue),
      waiting: rounded(sums.waiting),
      cancelled: sums.cancelled,
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
