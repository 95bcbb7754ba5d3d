import type { CartLine } from '@/lib/firebase/documents/user';
import { linesCount, linesTotal } from '@/lib/money';

/** A cart line: the product as it was when added (§3 Cart item) and how many are in the cart. */
export type CartItem = CartLine;

/** The cart as stored in users/{uid}.cart. */
export interface StoredCart {
  cartItems: CartItem[];
  totalAmount: number;
  totalNumItems: number;
  /**
   * Stored lines the shop cannot read (another shape, a damaged value), kept as they were: every
   * save writes them back unchanged after the readable lines, so no save stores less than was read.
   * They count towards the cart's line limit but not its totals.
   */
  unreadable?: readonly unknown[];
}

export const emptyCart: StoredCart = { cartItems: [], totalAmount: 0, totalNumItems: 0 };

/** The cart's totals, always derived from its lines (total = Σ price × amount, count = Σ amount). */
export function withTotals(cartItems: CartItem[]): StoredCart {
  return {
    cartItems,
    totalAmount: linesTotal(cartItems),
    totalNumItems: linesCount(cartItems),
  };
}
