import * as z from 'zod/mini';
import { discountedPrice } from '@/lib/format';
import type { Product } from '@/features/catalog/schema';
import { emptyCart, withTotals, type CartItem, type StoredCart } from './cart-maths';

export type { CartItem, StoredCart } from './cart-maths';
export { emptyCart, roundMoney, withTotals } from './cart-maths';

/** A valid cart line (see CartItem), for reading the server copy. */
export const cartItemSchema: z.ZodMiniType<CartItem> = z.object({
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
