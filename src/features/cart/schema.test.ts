import { describe, expect, it } from 'vitest';
import { makeCartItem } from '@/testing/cart-factories';
import { cartField } from '@/lib/firebase/documents/cart';
import { emptyCart, parseStoredCart } from './schema';

describe('parseStoredCart', () => {
  it('reads no cart at all as an empty cart', () => {
    expect(parseStoredCart(undefined)).toEqual(emptyCart);
    expect(parseStoredCart(null)).toEqual(emptyCart);
  });

  it('keeps valid lines, derives the totals, and keeps the lines it cannot read apart, as they are', () => {
    const good = makeCartItem({ id: 3, price: 40, amount: 2 });
    const bad = { id: 'x', title: 42 };
    const cart = parseStoredCart({ cartItems: [good, bad], totalAmount: 999, totalNumItems: 9 });
    expect(cart).toEqual({ cartItems: [good], totalAmount: 80, totalNumItems: 2, unreadable: [bad] });
    expect(cart.unreadable?.[0]).toBe(bad);
  });
});

describe('cartField', () => {
  it('writes the unreadable lines back after the readable ones, unchanged, with the readable lines’ totals', () => {
    const good = makeCartItem({ id: 3, price: 40, amount: 2 });
    const bad = { id: 'x', title: 42 };
    const stored = cartField(parseStoredCart({ cartItems: [bad, good], totalAmount: 0, totalNumItems: 0 }));
    expect(stored).toEqual({ cartItems: [good, bad], totalAmount: 80, totalNumItems: 2 });
    expect(stored.cartItems[1]).toBe(bad);
  });
});
