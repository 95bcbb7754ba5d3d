import { MAX_CART_LINES } from '@/config/constants';

/** Every cart text shown to shoppers, verbatim from the spec (§2, §8); the limits' texts are ours. */
export const cartMessages = {
  pageTitle: 'Cart',
  /** The header's cart link, with the number of items in the cart. */
  linkLabel: 'Cart, {count, plural, one {# item} other {# items}}',
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

  // Ours: the spec has no text for these.
  changedElsewhere:
    'Your cart was changed in another window or tab. It has been reloaded: please check it and try again.',
  orderAgain: 'Order again',
  reorderAdded:
    'The products of your order are in your cart, at today’s prices. Please check it before you order.',
  reorderNothing: 'Nothing from this order could be put in your cart.',
  reorderSkipped: 'Not added: {titles}.',
  reorderGone: '{title} (no longer sold)',
  reorderOutOfStock: '{title} (out of stock)',
  reorderCartFull: '{title} (your cart is full)',
  reorderFewer: '{title} (only {added} added: the most your cart or our stock allows)',
  amountLimit: 'You can order up to {max} of a product.',
  amountLimitSome: 'You can order up to {max} of a product, and your cart has {inCart}: add {more} or fewer.',
  amountLimitFull:
    'You can order up to {max} of a product, and your cart has {inCart}: no more can be added.',
  /** Stored cart lines the shop cannot read: kept as they are, and the shopper is told. */
  unreadableLines:
    '{count, plural, one {# item in your cart could not be read. It is kept in your cart as it is, but cannot be ordered.} other {# items in your cart could not be read. They are kept in your cart as they are, but cannot be ordered.}}',
  summary: 'Summary',
  items: 'Items',
  total: 'Total',
  browseProducts: 'Browse products',
  tryAgain: 'Try again',
  linesLabel: 'Items in your cart',
  // A cart line's words (for screen readers, and the unit price).
  lineAmountOf: 'Amount of {title}',
  lineRemoveOne: 'Remove one {title}',
  lineAddOne: 'Add one {title}',
  lineInCart: '{amount} in cart',
  lineDelete: 'Delete {title} from cart',
  lineEach: '{price} each',
  linesLimit: `Your cart can hold up to ${MAX_CART_LINES} different products. Please place this order first, or remove a product.`,
} as const;
