import { describe, expect, it } from 'vitest';
import { makeProduct } from '@/testing/factories';
import { arrangeResults } from './search-results';

const ranked = [
  makeProduct({ id: 1, price: 300, rating: { rate: 4, count: 1 }, category: 'soap' }),
  makeProduct({ id: 2, price: 100, rating: { rate: 5, count: 1 }, category: 'shampoo' }),
  makeProduct({ id: 3, price: 200, rating: { rate: 4, count: 1 }, category: 'soap' }),
];
const ids = (products: readonly { id: number }[]) => products.map((product) => product.id);

describe('arrangeResults', () => {
  it('keeps the ranking without a sort, and filters by category', () => {
    expect(ids(arrangeResults(ranked, null, 'none'))).toEqual([1, 2, 3]);
    expect(ids(arrangeResults(ranked, 'soap', 'none'))).toEqual([1, 3]);
  });

  it('sorts by price or rating both ways, ties in ranking order', () => {
    expect(ids(arrangeResults(ranked, null, 'PLTH'))).toEqual([2, 3, 1]);
    expect(ids(arrangeResults(ranked, null, 'PHTL'))).toEqual([1, 3, 2]);
    expect(ids(arrangeResults(ranked, null, 'RHTL'))).toEqual([2, 1, 3]);
    expect(ids(arrangeResults(ranked, null, 'RLTH'))).toEqual([1, 3, 2]);
  });
});
