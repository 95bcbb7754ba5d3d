import { MAX_CART_LINES } from '@/config/constants';
import type { OrderLine } from '@/lib/firebase/documents/order';

export {
  isOrderStatus,
  ORDER_STATUSES,
  type OrderHistoryEntry,
  type OrderLine,
  type OrderStatus,
} from '@/lib/firebase/documents/order';

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
}

/** The most lines an order has (a cart's most); the security rules check each of them. */
export const ORDER_MAX_LINES = MAX_CART_LINES;

/** The longest line title the security rules take; a longer product title is cut to it. */
export const ORDER_LINE_TITLE_MAX = 200;

/** An order as its customer sees it on /track-order. */
export interface MyOrder {
  id: string;
  /** Epoch ms of the server time it was saved. */
  createdAt: number | null;
  items: OrderLine[];
  totalAmount: number;
  totalNumItems: number;
  /** As stored: one of ORDER_STATUSES, or one this version of the shop does not know. */
  status: string;
  /** Each move of the order (the admin area appends them), oldest first, statuses as stored. */
  history: { status: string; by: string; at: number }[];
}
