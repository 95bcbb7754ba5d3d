import { describe, expect, it } from 'vitest';
import { nth } from '@/testing/nth';
import { checkOrderPrices, describePriceIssue, type PricedOrder } from './price-check';

const order: PricedOrder = {
  items: [
    { id: 1, title: 'Neem Tulsi Soap', amount: 2, price: 50 },
    { id: 4, title: 'Amla Juice 500 ml', amount: 1, price: 1199.5 },
  ],
  totalAmount: 1299.5,
  totalNumItems: 3,
};

const catalogue = new Map([
  [1, { price: 50 }],
  [4, { price: 1199.5 }],
]);

describe('checkOrderPrices', () => {
  it('finds nothing wrong with an order that matches the catalogue and its lines', () => {
    expect(checkOrderPrices(order, catalogue)).toEqual([]);
    expect(checkOrderPrices(order, { 1: { price: 50 }, 4: { price: 1199.5 } })).toEqual([]);
  });

  it('flags a line whose price differs from the catalogue’s current price', () => {
    const issues = checkOrderPrices(order, new Map([...catalogue, [4, { price: 1299 }]]));
    expect(issues).toEqual([
      { kind: 'price', productId: 4, title: 'Amla Juice 500 ml', ordered: 1199.5, current: 1299 },
    ]);
    expect(describePriceIssue(nth(issues, 0))).toBe(
      'Amla Juice 500 ml: ordered at ₹1,199.50, the catalogue says ₹1,299',
    );
  });

  it('flags a line whose product no longer exists', () => {
    const issues = checkOrderPrices(order, new Map([[1, { price: 50 }]]));
    expect(issues).toEqual([{ kind: 'missing', productId: 4, title: 'Amla Juice 500 ml' }]);
    expect(describePriceIssue(nth(issues, 0))).toBe('Amla Juice 500 ml: no longer in the catalogue');
  });

  it('flags a total amount that is not the sum of the lines', () => {
    const issues = checkOrderPrices({ ...order, totalAmount: 99 }, catalogue);
    expect(issues).toEqual([{ kind: 'total-amount', stated: 99, computed: 1299.5 }]);
    expect(describePriceIssue(nth(issues, 0))).toBe('Total ₹99, but the lines add up to ₹1,299.50');
  });

  it('flags a total quantity that is not the sum of the amounts', () => {
    const issues = checkOrderPrices({ ...order, totalNumItems: 2 }, catalogue);
    expect(issues).toEqual([{ kind: 'total-items', stated: 2, computed: 3 }]);
    expect(describePriceIssue(nth(issues, 0))).toBe('2 items stated, but the lines hold 3');
  });

  it('adds decimal prices without floating-point noise', () => {
    const cents: PricedOrder = {
      items: [{ id: 9, title: 'Dhoop', amount: 3, price: 0.1 }],
      totalAmount: 0.3,
      totalNumItems: 3,
    };
    expect(checkOrderPrices(cents, new Map([[9, { price: 0.1 }]]))).toEqual([]);
  });
});
