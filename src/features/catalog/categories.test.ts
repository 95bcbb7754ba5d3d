import { describe, expect, it } from 'vitest';
import { PRODUCT_CATEGORIES } from '@/lib/firebase/documents/product';
import { CATEGORY_KEYS } from './categories';

describe('categories', () => {
  it('has a menu entry for every category a stored product may have, and no other', () => {
    expect([...CATEGORY_KEYS].sort()).toEqual([...PRODUCT_CATEGORIES].sort());
  });
});
