/** Texts of the order tracking page. */
export const ordersMessages = {
  pageTitle: 'Track your order',
  heading: 'Track your order',
  loginPrompt: 'Please log in to see your orders.',
  loginLink: 'Login',
  loading: 'Loading your orders',
  listLabel: 'Your orders',
  none: 'You have not placed any orders yet.',
  loadFailed: 'Could not load your orders, please try again later!',
  status: {
    placed: 'Placed',
    confirmed: 'Confirmed',
    shipped: 'Shipped',
    delivered: 'Delivered',
    cancelled: 'Cancelled',
  },
  /** A status without any stored text. */
  unknownStatus: 'Unknown',
  history: 'History',

  // Cancelling a placed order (ours: the spec has no text for it)
  cancel: 'Cancel order',
  cancelQuestion: 'Cancel this order? The shop will not prepare it.',
  cancelYes: 'Yes, cancel it',
  cancelNo: 'Keep it',
  cancelled: 'Your order was cancelled',
  cancelTooLate: 'This order can no longer be cancelled: the shop has already taken it on.',
  cancelNotFound: 'This order could not be found.',
  cancelOffline: 'Please connect to an internet connection and try again',
  cancelFailed: 'Could not cancel the order, please try again later!',
  byCustomer: 'by you',
  // An order card's frame.
  order: 'Order',
  statusLabel: 'Status:',
  total: 'Total ({count, plural, one {# item} other {# items}})',
  /** An order whose server time has not come back yet. */
  justNow: 'Just now',
} as const;

/**
 * What a status is called on screen: the name of a known one; any other is shown as stored
 * (a status added later, a typo), never as another status.
 */
export function orderStatusLabel(status: string): string {
  if (Object.hasOwn(ordersMessages.status, status)) {
    return ordersMessages.status[status as keyof typeof ordersMessages.status];
  }
  return status.trim() || ordersMessages.unknownStatus;
}
