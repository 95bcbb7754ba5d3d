/** Texts of the dashboard. */
export const dashboardMessages = {
  countFailed: 'Could not load the figures, please try again later!',
  liveFailed: 'The figures no longer update by themselves; reload the page to see new orders.',
  chartFailed: 'The chart could not be drawn; the orders per day are in the table below.',
  revenueNote: 'Revenue leaves cancelled orders out.',
  noLowStock: 'No product is low on stock.',
} as const;
