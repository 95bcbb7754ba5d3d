import { describe, expect, it } from 'vitest';
import { LOW_STOCK_THRESHOLD } from '@/config/constants';
import { DEFAULT_LIST_PARAMS, type ProductListParams } from './product-list-params';
import { buildListQueries } from './product-list-query';

const params = (overrides: Partial<ProductListParams>): ProductListParams => ({
  ...DEFAULT_LIST_PARAMS,
  ...overrides,
});

describe('buildListQueries', () => {
  it('lists newest first (id descending) without filters', () => {
    expect(buildListQueries(DEFAULT_LIST_PARAMS)).toEqual([
      { filters: [], orders: [{ field: 'id', direction: 'desc' }] },
    ]);
  });

  it('filters by category and by out / low / in stock around the threshold', () => {
    expect(buildListQueries(params({ category: 'soap', stock: 'out' }))[0]?.filters).toEqual([
      { field: 'category', op: '==', value: 'soap' },
      { field: 'stock', op: '==', value: 0 },
    ]);
    expect(buildListQueries(params({ stock: 'low' }))[0]?.filters).toEqual([
      { field: 'stock', op: 'in', value: [1, 2, 3, 4] },
    ]);
    expect(LOW_STOCK_THRESHOLD).toBe(5);
    expect(buildListQueries(params({ stock: 'in', sort: 'price', direction: 'asc' }))).toEqual([
      {
        filters: [{ field: 'stock', op: '>=', value: 5 }],
        // Firestore sorts a range filter's field too: after the chosen sort.
        orders: [
          { field: 'price', direction: 'asc' },
          { field: 'stock', direction: 'asc' },
        ],
      },
    ]);
  });

  it('sorts by the chosen field and direction, the rating by its rate', () => {
    expect(buildListQueries(params({ sort: 'rating', direction: 'asc' }))[0]?.orders).toEqual([
      { field: 'rating.rate', direction: 'asc' },
    ]);
    expect(buildListQueries(params({ sort: 'stock', stock: 'in' }))[0]?.orders).toEqual([
      { field: 'stock', direction: 'desc' },
    ]);
  });

  it('searches the shop’s search keys of every word, with the filters, ranked in the browser', () => {
    const [query, ...more] = buildListQueries(
      params({ search: 'neem sabun', category: 'soap', sort: 'price' }),
    );
    expect(more).toEqual([]);
    expect(query?.filters).toEqual([
      { field: 'category', op: '==', value: 'soap' },
      { field: 'searchKeys.sabun', op: '==', value: true },
      { field: 'searchKeys.nim', op: '==', value: true },
    ]);
    expect(query?.orders).toEqual([]);
    expect(query?.rank?.words.map((word) => word.text)).toEqual(['neem', 'sabun']);
  });

  it('searches Devanagari text by its Latin key, and an id for digits', () => {
    expect(buildListQueries(params({ search: 'नीम' }))[0]?.filters[0]).toEqual({
      field: 'searchKeys.nim',
      op: '==',
      value: true,
    });
    const inStock = buildListQueries(params({ search: 'neem', stock: 'in' }))[0];
    expect(inStock?.filters).toEqual([{ field: 'searchKeys.nim', op: '==', value: true }]);
    expect(inStock?.minStock).toBe(5);
    expect(buildListQueries(params({ search: '17', stock: 'low' }))).toEqual([
      {
        filters: [
          { field: 'stock', op: 'in', value: [1, 2, 3, 4] },
          { field: 'id', op: '==', value: 17 },
        ],
        orders: [],
      },
    ]);
  });
});
