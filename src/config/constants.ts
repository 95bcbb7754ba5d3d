/** The business constants of the spec (§9). */
export const CUSTOMER_SESSION_MS = 30 * 60 * 1000;
export const ADMIN_SESSION_MS = 60 * 60 * 1000;
export const SESSION_EXTENSION_MS = 60 * 1000;
export const PASSWORD_MIN = 8;
export const MOBILE_MIN = 10;
export const ADDRESS_MIN = 10;
export const PRODUCT_TITLE_MIN = 12;
export const DESCRIPTION_MIN = 120;
export const RATING_MAX = 5;
export const MAX_ITEM_AMOUNT = 10;
/** Different products in one cart, and so lines in one order (firestore.rules checks each, up to 20). */
export const MAX_CART_LINES = 20;
export const DISCOUNT_RATE = 0.17;
export const TOAST_MS = 3000;
export const HEADER_SCROLL_PX = 50;
export const CARD_TITLE_MAX = 40;
export const CART_TITLE_MAX = 25;
export const PRODUCTS_PAGE_SIZE = 24;
/** Stock under this many is "low" (the admin products list's badge and filter, the dashboard). */
export const LOW_STOCK_THRESHOLD = 5;
/**
 * An account's orders still 'placed' (waiting for the shop): at most this many at once, and a new
 * order only this many seconds after the last. firestore.rules holds the same numbers (carts/{uid});
 * the rules tests use these.
 */
export const MAX_OPEN_ORDERS = 3;
export const ORDER_INTERVAL_SECONDS = 60;
/** Delivery addresses a customer keeps on their account (firestore.rules: users/{uid}.addresses). */
export const MAX_SAVED_ADDRESSES = 5;
