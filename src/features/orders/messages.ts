/** Texts of the order tracking page. */
export const ordersMessages = {
  pageTitle: 'Track your order',
  heading: 'Track your order',
  loginPrompt: 'Please log in to see your orders.',
  loginLink: 'Login',
  loading: 'Loading your orders',
  none: 'You have not placed any orders yet.',
  loadFailed: 'Could not load your orders, please try again later!',
  status: {
    placed: 'Placed',
    confirmed: 'Confirmed',
    shipped: 'Shipped',
    delivered: 'Delivered',
    cancelled: 'Cancelled',
  },
} as const;
