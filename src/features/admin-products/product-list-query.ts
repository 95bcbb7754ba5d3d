import { LOW_STOCK_THRESHOLD } from '@/config/constants';
import type { ProductListParams, ProductSort, SortDirection } from './product-list-params';
import { normaliseSearch } from './product-search';

/** One `where` of a list query. */
export interface ListFilter {
  field: string;
  op: '==' | 'in' | '>=' | '<';
  value: string | number | number[];
}

/** One Firestore query of the products list: filters, then sort keys (then the document id). */
export interface ListQuery {
  filters: ListFilter[];
  orders: { field: string; direction: SortDirection }[];
}

const SORT_FIELDS: Record<ProductSort, string> = {
  id: 'id',
  title: 'title',
  price: 'price',
  stock: 'stock',
  rating: 'rating.rate',
};

/** The highest code point Firestore sorts strings by: prefix ≤ title < prefix + this. */
const PREFIX_END = '\uf8ff';

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
  return { filters: query.filters, orders };
}

/**
 * The Firestore queries of the products list for its URL parameters: one for a plain or filtered
 * list and an id search, one per prefix for a title search (their answers are merged). A title
 * search is sorted by the searched title, since Firestore sorts a range filter's field first.
 */
export function buildListQueries(params: ProductListParams): ListQuery[] {
  const filters = filtersOf(params);
  const search = normaliseSearch(params.search);
  if (search.kind === 'id') {
    return [
      withRangeOrders({ filters: [...filters, { field: 'id', op: '==', value: search.id }], orders: [] }),
    ];
  }
  if (search.kind === 'prefix') {
    return search.prefixes.map((prefix) =>
      withRangeOrders({
        filters: [
          ...filters,
          { field: search.field, op: '>=', value: prefix },
          { field: search.field, op: '<', value: `${prefix}${PREFIX_END}` },
        ],
        orders: [{ field: search.field, direction: 'asc' }],
      }),
    );
  }
  return [
    withRangeOrders({ filters, orders: [{ field: SORT_FIELDS[params.sort], direction: params.direction }] }),
  ];
}
