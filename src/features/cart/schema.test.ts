import { describe, expect, it } from 'vitest';
import { makeCartItem } from '@/testing/cart-factories';
import { emptyCart, parseStoredCart } from './schema';

describe('parseStoredCart', () => {
  it('reads no cart at all as an empty cart', () => {
    expect(parseStoredCart(undefined)).toEqual({ cart: emptyCart, dropped: [] });
    expect(parseStoredCart({})).toEqual({ cart: emptyCart, dropped: [] });
  });

  it('keeps valid lines, derives the totals, and reports the malformed lines it left out', () => {
    const good = makeCartItem({ id: 3, price: 40, amount: 2 });
    const bad = { id: 'x', title: 42 };
    const { cart, dropped } = parseStoredCart({ cartItems: [good, bad], totalAmount: 999, totalNumItems: 9 });
    expect(cart).toEqual({ cartItems: [good], totalAmount: 80, totalNumItems: 2 });
    expect(dropped).toEqual([bad]);
  });
});
