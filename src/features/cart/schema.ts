import { discountedPrice } from '@/lib/format';
import { cartLineSchema, type UserDoc } from '@/lib/firebase/documents/user';
import type { Product } from '@/lib/firebase/documents/product';
import { emptyCart, withTotals, type CartItem, type StoredCart } from './cart-maths';

export type { CartItem, StoredCart } from './cart-maths';
export { emptyCart, withTotals } from './cart-maths';

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
 * The server copy of a cart (users/{uid}.cart), read leniently: no cart is an empty cart, and a
 * line that is not a valid cart line is kept apart as it is (see StoredCart.unreadable), so one
 * bad line can neither lock a shopper out of the cart nor be lost by the next save.
 */
export function parseStoredCart(raw: UserDoc['cart'] | null | undefined): StoredCart {
  if (!raw) return emptyCart;
  const cartItems: CartItem[] = [];
  const unreadable: unknown[] = [];
  for (const line of raw.cartItems) {
    const parsed = cartLineSchema.safeParse(line);
    if (parsed.success) cartItems.push(parsed.data);
    else unreadable.push(line);
  }
  return unreadable.length ? { ...withTotals(cartItems), unreadable } : withTotals(cartItems);
}
