import { PRODUCT_CATEGORIES, type ProductCategory } from '@/lib/firebase/documents/product';

export type { ProductCategory };
export const PRODUCT_SORTS = ['id', 'title', 'price', 'stock', 'rating'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];
export const STOCK_FILTERS = ['out', 'low', 'in'] as const;
export type StockFilter = (typeof STOCK_FILTERS)[number];
export type SortDirection = 'asc' | 'desc';

/** What the admin products list shows: its search, filters and sort, kept in the page's URL. */
export interface ProductListParams {
  search: string;
  category: ProductCategory | null;
  stock: StockFilter | null;
  sort: ProductSort;
  direction: SortDirection;
}

/** Newest first: the highest ids (ids grow with every new product). */
export const DEFAULT_LIST_PARAMS: ProductListParams = {
  search: '',
  category: null,
  stock: null,
  sort: 'id',
  direction: 'desc',
};

function oneOf<T extends string>(values: readonly T[], value: string | null): T | null {
  return values.find((known) => known === value) ?? null;
}

/** The list's parameters from the URL (?q=&category=&stock=&sort=&dir=); unknown values are ignored. */
export function readListParams(url: URLSearchParams): ProductListParams {
  return {
    search: url.get('q')?.trim() ?? '',
    category: oneOf(PRODUCT_CATEGORIES, url.get('category')),
    stock: oneOf(STOCK_FILTERS, url.get('stock')),
    sort: oneOf(PRODUCT_SORTS, url.get('sort')) ?? DEFAULT_LIST_PARAMS.sort,
    direction: oneOf(['asc', 'desc'] as const, url.get('dir')) ?? DEFAULT_LIST_PARAMS.direction,
  };
}

/** The URL search of these parameters; defaults are left out, so the plain list has a plain URL. */
export function writeListParams(params: ProductListParams): URLSearchParams {
  const url = new URLSearchParams();
  if (params.search) url.set('q', params.search);
  if (params.category) url.set('category', params.category);
  if (params.stock) url.set('stock', params.stock);
  if (params.sort !== DEFAULT_LIST_PARAMS.sort || params.direction !== DEFAULT_LIST_PARAMS.direction) {
    url.set('sort', params.sort);
    url.set('dir', params.direction);
  }
  return url;
}
