import { describe, expect, it } from 'vitest';
import { MAX_CART_LINES } from '@/config/constants';
import { makeProduct } from '@/testing/factories';
import { makeCartItem } from '@/testing/cart-factories';
import { discountedPrice } from '@/lib/format';
import { cartSlice, type CartState } from './cart-slice';
import { withTotals } from './cart-maths';
import { planReorder } from './reorder';

function cartWith(items = [makeCartItem({ id: 90, amount: 1 })]): CartState {
  return {
    ...cartSlice.getInitialState(),
    ...withTotals(items),
    ownerUid: 'u1',
    status: 'ready',
  };
}

describe('planReorder', () => {
  it('takes today’s price and title, not the order’s', () => {
    const today = makeProduct({ id: 3, title: 'Neem Soap 100 g', price: 120, stock: 50 });
    const { items, skipped } = planReorder(
      cartWith(),
      [{ id: 3, title: 'Neem Soap 75 g', amount: 2 }],
      [today],
    );
    expect(skipped).toEqual([]);
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      id: 3,
      title: 'Neem Soap 100 g',
      price: discountedPrice(120),
      amount: 2,
    });
  });

  it('names and skips a product that is gone or out of stock', () => {
    const { items, skipped } = planReorder(
      cartWith(),
      [
        { id: 1, title: 'Old Soap', amount: 1 },
        { id: 2, title: 'Amla Juice', amount: 1 },
        { id: 4, title: 'Dhoopa', amount: 3 },
      ],
      [null, makeProduct({ id: 2, title: 'Amla Juice', stock: 0 }), makeProduct({ id: 4, stock: 9 })],
    );
    expect(skipped).toEqual([
      { title: 'Old Soap', reason: 'gone' },
      { title: 'Amla Juice', reason: 'outOfStock' },
    ]);
    expect(items.map((item) => [item.id, item.amount])).toEqual([[4, 3]]);
  });

  it('keeps a line within 10 of a product and the stock, and says so', () => {
    const cart = cartWith([makeCartItem({ id: 5, amount: 8 })]);
    const { items, skipped } = planReorder(
      cart,
      [
        { id: 5, title: 'Soap', amount: 4 },
        { id: 6, title: 'Shampoo', amount: 5 },
      ],
      [makeProduct({ id: 5, title: 'Soap', stock: 99 }), makeProduct({ id: 6, title: 'Shampoo', stock: 3 })],
    );
    expect(items.map((item) => [item.id, item.amount])).toEqual([
      [5, 2],
      [6, 3],
    ]);
    expect(skipped).toEqual([
      { title: 'Soap', reason: 'fewer', added: 2 },
      { title: 'Shampoo', reason: 'fewer', added: 3 },
    ]);
  });

  it('skips what a full cart cannot take: no 21st line, no 11th of a product', () => {
    const full = cartWith(
      Array.from({ length: MAX_CART_LINES }, (_, index) =>
        makeCartItem({ id: 100 + index, amount: index ? 1 : 10 }),
      ),
    );
    const { items, skipped } = planReorder(
      full,
      [
        { id: 7, title: 'New Product', amount: 1 },
        { id: 100, title: 'Full Line', amount: 1 },
        { id: 101, title: 'Open Line', amount: 2 },
      ],
      [
        makeProduct({ id: 7, title: 'New Product' }),
        makeProduct({ id: 100, title: 'Full Line' }),
        makeProduct({ id: 101, title: 'Open Line', stock: 50 }),
      ],
    );
    expect(skipped).toEqual([
      { title: 'New Product', reason: 'cartFull' },
      { title: 'Full Line', reason: 'cartFull' },
    ]);
    expect(items.map((item) => [item.id, item.amount])).toEqual([[101, 2]]);
  });
});
