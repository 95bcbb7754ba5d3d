/** Every cart text shown to shoppers, verbatim from the spec (§2, §8). */
export const cartMessages = {
  pageTitle: 'Cart',
  heading: 'Your Cart',
  clearCart: 'Clear Cart',
  checkout: 'Checkout?',
  emptyTitle: 'Your Cart is Empty',
  emptyText: 'Please add some items to continue',
  loading: 'Updating Cart',
  fillInForm: 'Please fill in the form below to place an order!',

  loginToAdd: 'Please Login to add items to Cart!',
  offline: 'Please connect to an internet connection and try again',
  offlineLoad: 'Please connect to an internet connection',

  itemAdded: 'Item added to Cart',
  itemRemoved: 'item removed from cart!',
  itemDeleted: 'Item deleted from cart!',
  cartEmptied: 'Cart is Empty!',

  addFailed: 'Could not add item to cart, please try again later!',
  removeFailed: 'Could not remove item from cart, please try again later!',
  deleteFailed: 'Could not delete item from cart, please try again later!',
  emptyFailed: 'Could not empty cart, please try again later!',
  updateFailed: 'Could not update cart, please try again later!',
} as const;
