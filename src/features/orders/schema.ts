import { MAX_CART_LINES } from '@/config/constants';

/** An order's status, moved on by the shop's admins. */
export const ORDER_STATUSES = ['placed', 'confirmed', 'shipped', 'delivered', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export function isOrderStatus(value: unknown): value is OrderStatus {
  return (ORDER_STATUSES as readonly unknown[]).includes(value);
}

/** An order line: the spec's reduced line shape. */
export interface OrderLine {
  id: number;
  title: string;
  amount: number;
  price: number;
}

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
  status: OrderStatus;
}
