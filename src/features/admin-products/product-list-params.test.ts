import { describe, expect, it } from 'vitest';
import { DEFAULT_LIST_PARAMS, readListParams, writeListParams } from './product-list-params';

describe('product list URL parameters', () => {
  it('reads search, category, stock and sort from the URL', () => {
    expect(
      readListParams(new URLSearchParams('q=+neem+&category=soap&stock=low&sort=price&dir=asc')),
    ).toEqual({ search: 'neem', category: 'soap', stock: 'low', sort: 'price', direction: 'asc' });
  });

  it('ignores unknown values, so an edited URL shows the plain list', () => {
    expect(readListParams(new URLSearchParams('category=cars&stock=some&sort=colour&dir=up'))).toEqual(
      DEFAULT_LIST_PARAMS,
    );
  });

  it('writes only what differs from the plain list, and reads back what it wrote', () => {
    expect(writeListParams(DEFAULT_LIST_PARAMS).toString()).toBe('');
    const params = {
      search: 'नीम',
      category: 'dhoopa',
      stock: 'out',
      sort: 'rating',
      direction: 'desc',
    } as const;
    expect(readListParams(writeListParams(params))).toEqual(params);
    expect(writeListParams({ ...DEFAULT_LIST_PARAMS, direction: 'asc' }).toString()).toBe('sort=id&dir=asc');
  });
});
