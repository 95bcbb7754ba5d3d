import { MAX_ITEM_AMOUNT } from '@/config/constants';
import type { Product } from '@/lib/firebase/documents/product';
import { addRefusal, cartSlice, itemAdded, type CartState } from './cart-slice';
import type { CartItem } from './cart-maths';
import { cartItemFromProduct } from './schema';

/** A line of a past order to buy again: the product's id, its title then, how many. */
export interface ReorderLine {
  id: number;
  title: string;
  amount: number;
}

/** Why a line was not put in the cart, or put in with less. */
export type ReorderSkip =
  | { title: string; reason: 'gone' | 'outOfStock' | 'cartFull' }
  | { title: string; reason: 'fewer'; added: number };

/**
 * Which lines of a past order go into the cart, at today's product (today's price and title),
 * within the cart's limits (addRefusal: at most MAX_ITEM_AMOUNT of a product and MAX_CART_LINES
 * lines) and the stock: a product gone (null) or out of stock is skipped; one whose amount does
 * not fit goes in with what fits, and says so. `products` holds today's product of each line, by
 * position.
 */
export function planReorder(
  cart: CartState,
  lines: readonly ReorderLine[],
  products: readonly (Product | null)[],
): { items: CartItem[]; skipped: ReorderSkip[] } {
  let working = cart;
  const items: CartItem[] = [];
  const skipped: ReorderSkip[] = [];
  lines.forEach((line, index) => {
    const product = products[index] ?? null;
    if (!product) {
      skipped.push({ title: line.title, reason: 'gone' });
      return;
    }
    if (product.stock <= 0) {
      skipped.push({ title: product.title, reason: 'outOfStock' });
      return;
    }
    const inCart = working.cartItems.find((item) => item.id === product.id)?.amount ?? 0;
    const fits = Math.min(line.amount, product.stock, MAX_ITEM_AMOUNT - inCart);
    const item = cartItemFromProduct(product, Math.max(fits, 1));
    if (fits < 1 || addRefusal(working, item)) {
      skipped.push({ title: product.title, reason: 'cartFull' });
      return;
    }
    if (fits < line.amount) skipped.push({ title: product.title, reason: 'fewer', added: fits });
    items.push(item);
    working = cartSlice.reducer(working, itemAdded(item));
  });
  return { items, skipped };
}
