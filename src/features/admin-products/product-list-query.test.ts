import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOW_STOCK_THRESHOLD } from '@/config/constants';
import { PRODUCT_CATEGORIES } from '@/lib/firebase/documents/product';
import {
  DEFAULT_LIST_PARAMS,
  PRODUCT_SORTS,
  STOCK_FILTERS,
  type ProductListParams,
} from './product-list-params';
import { buildListQueries, type ListQuery } from './product-list-query';

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

  it('searches title prefixes as typed and capitalised, one query each, in title order', () => {
    const queries = buildListQueries(params({ search: 'neem', category: 'soap', sort: 'price' }));
    expect(queries).toEqual(
      ['neem', 'Neem'].map((prefix) => ({
        filters: [
          { field: 'category', op: '==', value: 'soap' },
          { field: 'title', op: '>=', value: prefix },
          { field: 'title', op: '<', value: `${prefix}\uf8ff` },
        ],
        orders: [{ field: 'title', direction: 'asc' }],
      })),
    );
  });

  it('searches the Devanagari title for Devanagari text, and an id for digits', () => {
    expect(buildListQueries(params({ search: 'नीम' }))[0]?.filters[0]).toEqual({
      field: 'subTitle',
      op: '>=',
      value: 'नीम',
    });
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

interface IndexField {
  fieldPath: string;
  order: 'ASCENDING' | 'DESCENDING';
}

/**
 * The composite index a query needs: its equality fields, then its sort keys (the document id
 * follows in the last key's direction). None when one index field serves, or for equalities alone.
 */
function requiredIndex(query: ListQuery): IndexField[] | null {
  const sorted = new Set(query.orders.map((order) => order.field));
  const equalities = [
    ...new Set(
      query.filters
        .filter((filter) => (filter.op === '==' || filter.op === 'in') && !sorted.has(filter.field))
        .map((filter) => filter.field),
    ),
  ].sort();
  if (!query.orders.length || equalities.length + query.orders.length < 2) return null;
  return [
    ...equalities.map((fieldPath) => ({ fieldPath, order: 'ASCENDING' as const })),
    ...query.orders.map(({ field, direction }) => ({
      fieldPath: field,
      order: direction === 'asc' ? ('ASCENDING' as const) : ('DESCENDING' as const),
    })),
  ];
}

describe('firestore.indexes.json', () => {
  it('has a composite index for every query the products list can make', () => {
    const file = path.join(import.meta.dirname, '..', '..', '..', 'firestore.indexes.json');
    const declared = new Set(
      (
        JSON.parse(fs.readFileSync(file, 'utf8')) as {
          indexes: { collectionGroup: string; fields: IndexField[] }[];
        }
      ).indexes
        .filter((index) => index.collectionGroup === 'productsList')
        .map((index) => JSON.stringify(index.fields)),
    );
    const needed = new Set<string>();
    for (const category of [null, PRODUCT_CATEGORIES[0]])
      for (const stock of [null, ...STOCK_FILTERS])
        for (const sort of PRODUCT_SORTS)
          for (const direction of ['asc', 'desc'] as const)
            for (const search of ['', '12', 'neem', 'नीम'])
              for (const query of buildListQueries({ search, category, stock, sort, direction })) {
                const index = requiredIndex(query);
                if (index) needed.add(JSON.stringify(index));
              }
    const missing = [...needed].filter((index) => !declared.has(index));
    expect(
      missing,
      `add to firestore.indexes.json:\n${missing
        .map((fields) =>
          JSON.stringify({
            collectionGroup: 'productsList',
            queryScope: 'COLLECTION',
            fields: JSON.parse(fields) as unknown,
          }),
        )
        .join(',\n')}`,
    ).toEqual([]);
  });
});
