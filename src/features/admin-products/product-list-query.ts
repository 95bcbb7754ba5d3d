import { LOW_STOCK_THRESHOLD } from '@/config/constants';
import type { SearchQuery } from '@/lib/search/rank';
import type { ProductListParams, ProductSort, SortDirection } from './product-list-params';
import { normaliseSearch } from './product-search';

/** One `where` of a list query. */
export interface ListFilter {
  field: string;
  op: '==' | 'in' | '>=' | '<';
  value: string | number | boolean | number[];
}

/** One Firestore query of the products list: filters, then sort keys (then the document id). */
export interface ListQuery {
  filters: ListFilter[];
  orders: { field: string; direction: SortDirection }[];
  /** A word search: its answer is checked for every word and ranked in the browser. */
  rank?: SearchQuery;
  /** Stock at least this, checked in the browser (a word search asks with equalities only). */
  minStock?: number;
}

const SORT_FIELDS: Record<ProductSort, string> = {
  id: 'id',
  title: 'title',
  price: 'price',
  stock: 'stock',
  rating: 'rating.rate',
};

/** Stock 1 to LOW_STOCK_THRESHOLD − 1, as an `in` filter (an equality, so any sort still works). */
const LOW_STOCK_VALUES = Array.from({ length: LOW_STOCK_THRESHOLD - 1 }, (_, index) => index + 1);

function filtersOf({ category, stock }: ProductListParams): ListFilter[] {
  const filters: ListFilter[] = [];
  if (category) filters.push({ field: 'category', op: '==', value: category });
  if (stock === 'out') filters.push({ field: 'stock', op: '==', value: 0 });
  if (stock === 'low') filters.push({ field: 'stock', op: 'in', value: LOW_STOCK_VALUES });
  if (stock === 'in') filters.push({ field: 'stock', op: '>=', value: LOW_STOCK_THRESHOLD });
  return filters;
}

/**
 * Firestore sorts a range-filtered field too: "in stock" (stock ≥ threshold) adds stock as the
 * next sort key unless it already is one.
 */
function withRangeOrders(query: ListQuery): ListQuery {
  const ranged = query.filters.filter((filter) => filter.op === '>=' || filter.op === '<');
  const orders = [...query.orders];
  for (const { field } of ranged) {
    if (!orders.some((order) => order.field === field))
      orders.push({ field, direction: orders.at(-1)?.direction ?? 'asc' });
  }
  return { ...query, orders };
}

/**
 * The Firestore query of the products list for its URL parameters: a plain or filtered list, an
 * id, or a word search as the shop searches (src/lib/search): an equality on each word's search
 * key and on the category and stock filters (merged single-field indexes: the search keys are a
 * map, so no composite index could name them), ranked in the browser, best match first. "In
 * stock", a range, is checked in the browser then.
 */
export function buildListQueries(params: ProductListParams): ListQuery[] {
  const filters = filtersOf(params);
  const search = normaliseSearch(params.search);
  if (search.kind === 'id') {
    return [
      withRangeOrders({ filters: [...filters, { field: 'id', op: '==', value: search.id }], orders: [] }),
    ];
  }
  if (search.kind === 'words') {
    const inStock = params.stock === 'in';
    return [
      {
        filters: [
          ...filters.filter((filter) => filter.op !== '>='),
          ...search.query.keys.map((key): ListFilter => ({
            field: `searchKeys.${key}`,
            op: '==',
            value: true,
          })),
        ],
        orders: [],
        rank: search.query,
        ...(inStock ? { minStock: LOW_STOCK_THRESHOLD } : {}),
      },
    ];
  }
  return [
    withRangeOrders({ filters, orders: [{ field: SORT_FIELDS[params.sort], direction: params.direction }] }),
  ];
}
