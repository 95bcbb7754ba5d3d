import * as z from 'zod/mini';
import { discountedPrice } from '@/lib/format';
import type { Product } from '@/features/catalog/schema';

/** A cart line: the product as it was when added (§3 Cart item) and how many are in the cart. */
export const cartItemSchema = z.object({
  id: z.number().check(z.int(), z.positive()),
  price: z.number().check(z.nonnegative()),
  subTitle: z.string(),
  hDetails: z.string(),
  quantity: z.string(),
  title: z.string(),
  category: z.string(),
  image: z.string(),
  rating: z.object({ rate: z.number(), count: z.number() }),
  amount: z.number().check(z.int(), z.positive()),
});

export type CartItem = z.infer<typeof cartItemSchema>;

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

/**
 * A cart line for a product. The line's price is what the shopper is shown and pays: the
 * discounted price (price minus 17 %, whole rupees).
 */
export function cartItemFromProduct(product: Product, amount: number): CartItem {
  return {
    id: product.id,
    price: discountedPrice(product.price),
    subTitle: product.subTitle,
    hDetails: product.hDetails,
    quantity: product.quantity,
    title: product.title,
    category: product.category,
    image: product.images[0] ?? '',
    rating: { rate: product.rating.rate, count: product.rating.count },
    amount,
  };
}

/**
 * The server copy of a cart, read leniently: no cart is an empty cart, and a line that is not a
 * valid cart item is reported and left out, so one bad line cannot lock a shopper out of the cart.
 */
export function parseStoredCart(raw: unknown): { cart: StoredCart; dropped: unknown[] } {
  const lines = (raw as { cartItems?: unknown } | null | undefined)?.cartItems;
  if (!Array.isArray(lines)) return { cart: emptyCart, dropped: [] };
  const cartItems: CartItem[] = [];
  const dropped: unknown[] = [];
  for (const line of lines) {
    const parsed = cartItemSchema.safeParse(line);
    if (parsed.success) cartItems.push(parsed.data);
    else dropped.push(line);
  }
  return { cart: withTotals(cartItems), dropped };
}
