/** A cart line: the product as it was when added (§3 Cart item) and how many are in the cart. */
export interface CartItem {
  id: number;
  price: number;
  subTitle: string;
  hDetails: string;
  quantity: string;
  title: string;
  category: string;
  image: string;
  rating: { rate: number; count: number };
  amount: number;
}

/** The cart as stored in users/{uid}.cart. */
export interface StoredCart {
  cartItems: CartItem[];
  totalAmount: number;
  totalNumItems: number;
}

export const emptyCart: StoredCart = { cartItems: [], totalAmount: 0, totalNumItems: 0 };

/** Rupees to the paisa, so sums of decimal prices do not drift. */
export function roundMoney(value: number): number {
  return Math.round(value * 100) / 100;
}

/** The cart's totals, always derived from its lines (total = Σ price × amount, count = Σ amount). */
export function withTotals(cartItems: CartItem[]): StoredCart {
  return {
    cartItems,
    totalAmount: roundMoney(cartItems.reduce((sum, item) => sum + item.price * item.amount, 0)),
    totalNumItems: cartItems.reduce((sum, item) => sum + item.amount, 0),
  };
}
