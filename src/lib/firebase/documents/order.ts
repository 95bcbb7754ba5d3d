import * as z from 'zod/mini';
import { MAX_CART_LINES } from '@/config/constants';
import { LOCALES, type Locale } from '@/i18n/locale';
import { documentConverter } from '../converters';
import { timestampSchema, toMillis, type StoredTime } from './timestamp';

/** The statuses the shop's admins move an order through (DESIGN §4). */
export const ORDER_STATUSES = ['placed', 'confirmed', 'shipped', 'delivered', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export function isOrderStatus(value: unknown): value is OrderStatus {
  return (ORDER_STATUSES as readonly unknown[]).includes(value);
}

/**
 * The one definition of revenue (the dashboard, a customer's 'Spent', and every query that sums
 * either): the totals of the orders the shop has accepted. A placed order is still waiting for
 * an admin, a cancelled one never pays.
 */
export const REVENUE_STATUSES = [
  'confirmed',
  'shipped',
  'delivered',
] as const satisfies readonly OrderStatus[];

/** Whether an order of this status counts as revenue. */
export function countsAsRevenue(status: string): boolean {
  return (REVENUE_STATUSES as readonly string[]).includes(status);
}

/** The revenue statuses in words: 'confirmed, shipped and delivered'. */
export const REVENUE_STATUSES_IN_WORDS = `${REVENUE_STATUSES.slice(0, -1).join(', ')} and ${REVENUE_STATUSES.at(-1) ?? ''}`;

/** What the revenue statuses' orders of a list came to, in rupees (summed in paise). */
export function revenueOf(orders: readonly { status: string; totalAmount: number }[]): number {
  const paise = orders.reduce(
    (sum, order) => (countsAsRevenue(order.status) ? sum + Math.round(order.totalAmount * 100) : sum),
    0,
  );
  return paise / 100;
}

/** An order line: the spec's reduced line shape. */
export const orderLineSchema = z.object({
  id: z.number(),
  title: z.string(),
  amount: z.number(),
  price: z.number(),
});

export type OrderLine = z.infer<typeof orderLineSchema>;

/**
 * One move of an order, appended by the admin area: the status it moved to, who moved it, when.
 * A status is read as stored, known or not, so no screen can show another one in its place.
 */
export const orderHistoryEntrySchema = z.object({
  status: z.string(),
  by: z.string(),
  at: timestampSchema,
  /** Products of the order whose stock the move could not take or put back: deleted since. */
  skipped: z.optional(z.array(z.number())),
});

export type OrderHistoryEntry = z.infer<typeof orderHistoryEntrySchema>;

/**
 * orders/{orderId}: what the customer sent (§3 Order request), createdAt, status, the moves of the
 * admin area in `history` (a map keyed '0', '1', …: the rules stamp each entry with server time,
 * which a list cannot hold), and whether confirming took the lines' stock.
 */
export const orderSchema = z.object({
  name: z.string(),
  email: z.string(),
  address: z.string(),
  number: z.string(),
  order: z.object({
    items: z.array(orderLineSchema),
    totalAmount: z.number(),
    totalNumItems: z.number(),
  }),
  payment_method: z.string(),
  uid: z.string(),
  createdAt: timestampSchema,
  status: z.string(),
  history: z.optional(z.record(z.string(), orderHistoryEntrySchema)),
  /** Server time of the latest move (none until an admin moves it): what the admin area follows. */
  updatedAt: z.optional(timestampSchema),
  stockTaken: z.optional(z.boolean()),
  /**
   * What the admin orders list searches (src/lib/order-search-keys.ts): the number's last ten
   * digits and the name's lower-cased word and phrase prefixes. Written at placement; orders
   * placed before them get them from scripts/backfill-order-search-keys.mjs. firestore.rules
   * bound nameKeys only as one joined text (they have no loop to type each key), so a shopper can
   * store numbers or nulls among them: reading takes any list, and the order still opens and
   * moves (such keys only hide the shopper's own order from a name search).
   */
  phoneKey: z.optional(z.string()),
  nameKeys: z.optional(z.array(z.unknown())),
  /**
   * The shop's language on the page the order was placed from, so staff answer in it; absent on
   * orders placed before it was stored (read as unknown).
   */
  language: z.optional(z.enum(LOCALES)),
});

export type OrderDoc = z.infer<typeof orderSchema>;

export const ORDER_LABEL = 'Order';

export const orderConverter = documentConverter(orderSchema, ORDER_LABEL);

/** What a customer sends (§3 Order request); createdAt and status are added when it is saved. */
export interface OrderRequest {
  name: string;
  email: string;
  address: string;
  /** The contact number as typed: digits, a leading 0 kept. */
  number: string;
  order: { items: OrderLine[]; totalAmount: number; totalNumItems: number };
  payment_method: 'cash';
  uid: string;
  /** The language of the page the order was placed from (the admin area answers in it). */
  language: Locale;
}

/** The most lines an order has (a cart's most); the security rules check each of them. */
export const ORDER_MAX_LINES = MAX_CART_LINES;

/** The longest line title the security rules take; a longer product title is cut to it. */
export const ORDER_LINE_TITLE_MAX = 200;

/** One step of an order's timeline: placed (at createdAt, by the customer), then each move. */
export interface OrderTimelineStep {
  status: string;
  /** The admin's e-mail; none for the customer's placing of the order. */
  by?: string;
  /** Epoch ms (server time). */
  at: number;
  /** The ids of deleted products whose stock this move skipped (none: absent). */
  skipped?: number[];
}

/**
 * Who made a move: an admin's e-mail, or CUSTOMER_MOVER when the customer cancelled their own
 * placed order (firestore.rules: isCustomerCancel).
 */
export const CUSTOMER_MOVER = 'customer';

/** The key the next move of an order appends to its history: its sequence number as text. */
export function nextHistoryKey(history: OrderDoc['history']): string {
  return String(Object.keys(history ?? {}).length);
}

/** The moves of an order, oldest first (keys are sequence numbers: '10' comes after '9'). */
export function orderHistoryEntries(
  history: OrderDoc['history'],
): (Required<Omit<OrderTimelineStep, 'skipped'>> & Pick<OrderTimelineStep, 'skipped'>)[] {
  return Object.entries(history ?? {})
    .sort(([a], [b]) => Number(a) - Number(b))
    .map(([, entry]) => ({
      status: entry.status,
      by: entry.by,
      at: toMillis(entry.at),
      ...(entry.skipped?.length ? { skipped: entry.skipped } : {}),
    }));
}

/** An order's whole timeline: placed at its createdAt, then its history in sequence. */
export function orderTimeline(order: {
  createdAt: StoredTime;
  history?: OrderDoc['history'];
}): OrderTimelineStep[] {
  return [{ status: 'placed', at: toMillis(order.createdAt) }, ...orderHistoryEntries(order.history)];
}

/** orders/{orderId}/notes: the admins' internal notes on an order (customers cannot read them). */
export const ORDER_NOTES = 'notes';

/** The longest note the security rules take. */
export const ORDER_NOTE_MAX = 1000;

/** orders/{orderId}/notes/{noteId}: what an admin wrote, who, when (server time). */
export const orderNoteSchema = z.object({
  text: z.string(),
  by: z.string(),
  at: timestampSchema,
});

export type OrderNoteDoc = z.infer<typeof orderNoteSchema>;

export const orderNoteConverter = documentConverter(orderNoteSchema, 'Order note');
