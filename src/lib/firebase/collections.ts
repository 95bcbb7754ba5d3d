/**
 * Every Firestore collection of the shop, named once (spec §3 names, kept so existing data stays
 * readable). Feature api/ functions and the admin area address documents through these.
 */
export const COLLECTIONS = {
  /** users/{uid}: a customer's details (its `cart` field is the spec's, read only as a fallback). */
  users: 'users',
  /** carts/{uid}: a customer's cart and what checkout counts (see documents/cart.ts). */
  carts: 'carts',
  /** admins/{lower-case e-mail}: who may use the admin area. */
  admins: 'admins',
  /** productsList/{id}: the catalogue. */
  products: 'productsList',
  /** orders/{orderId}: placed orders. */
  orders: 'orders',
  /** searchIndex/{key}: the ids of the products holding a search key (src/lib/search/search-index.ts). */
  searchIndex: 'searchIndex',
  /** counters/{name}: numbers allocated in a transaction. */
  counters: 'counters',
} as const;

export type CollectionName = (typeof COLLECTIONS)[keyof typeof COLLECTIONS];

/**
 * counters/products: `{ next: int }`, the id the next new product gets. A create reads it, takes
 * `next` and writes `next + 1` in the same transaction, so ids are never handed out twice or
 * reused after a delete. Where it is missing, the first create starts it after the highest stored
 * id (see the admin products data layer); the seed writes it after the demo catalogue.
 */
export const PRODUCT_ID_COUNTER = {
  collection: COLLECTIONS.counters,
  id: 'products',
  field: 'next',
} as const;

/**
 * counters/invoices: `{ next: int, order: string }`, the number the next invoice gets and the
 * order that took the one before. Confirming an order reads it, gives the order `next` as its
 * `invoiceNumber` and writes `next + 1` in the same transaction (missing: the first invoice is 1),
 * so of two admins confirming at once each order gets its own number and none is skipped.
 */
export const INVOICE_NUMBER_COUNTER = {
  collection: COLLECTIONS.counters,
  id: 'invoices',
} as const;
