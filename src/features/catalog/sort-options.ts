import { isProductSort, type ProductSort } from './product-sorts';

/** The 'Sort by' choices in menu order (spec §2, §9). */
export const SORT_OPTIONS: readonly { value: ProductSort; label: string }[] = [
  { value: 'none', label: 'none' },
  { value: 'PLTH', label: 'Price: Low to High' },
  { value: 'PHTL', label: 'Price: High to Low' },
  { value: 'RLTH', label: 'Rating: Low to High' },
  { value: 'RHTL', label: 'Rating: High to Low' },
];

/** The URL search parameter that keeps the sort order, so reloads and shared links keep it. */
export const SORT_PARAM = 'sort';

/** The sort order a URL asks for; anything unknown means none. */
export function sortFromSearch(search: URLSearchParams): ProductSort {
  const value = search.get(SORT_PARAM) ?? 'none';
  return isProductSort(value) ? value : 'none';
}
