import { REVENUE_STATUSES_IN_WORDS } from '@/lib/firebase/documents/order';

/** Texts of the dashboard. */
export const dashboardMessages = {
  countFailed: 'Could not load the figures, please try again later!',
  liveFailed:
    'The figures no longer update by themselves; reload the page to see new orders and status changes.',
  chartFailed: 'The chart could not be drawn; the orders per day are in the table below.',
  /** What revenue is: the statuses of REVENUE_STATUSES, in words. */
  revenueNote: `Revenue: ${REVENUE_STATUSES_IN_WORDS} orders. Placed orders are waiting and counted apart; cancelled ones are left out.`,
  /** Revenue sums what the orders state: the price check is per order, not summed here. */
  statedTotalsNote:
    "Revenue adds up the totals the orders state, as the shopper's browser sent them; it does not check them against their lines or the catalogue. The orders list checks each order (its Prices column) and flags one that disagrees.",
  noLowStock: 'No product is low on stock.',
} as const;
