/** What the orders list's search says (the admin area is English only). */
export const orderListMessages = {
  searchLabel: 'Search',
  searchPlaceholder: 'Order id, phone or name',
  searchHint:
    'A whole phone number in any form (098765 43210, +91 98765 43210), an order id, or a name: any word of it, or its first letters, in any case.',
} as const;
