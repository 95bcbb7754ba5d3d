import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { requiredIndex, servesIndex, type DeclaredIndex } from '@/lib/firebase/testing/required-index';
import { makeProduct } from '@/testing/factories';
import { listingQuery } from './api/listing-query';
import { CATEGORY_KEYS } from './categories';
import { cursorOf, productOrdering } from './product-ordering';
import { PRODUCT_SORTS } from './schema';

const declared = (
  JSON.parse(fs.readFileSync(path.resolve('firestore.indexes.json'), 'utf8')) as { indexes: DeclaredIndex[] }
).indexes;

describe('product ordering', () => {
  it('breaks ties by id in the direction of the sort, so pages never skip or repeat', () => {
    expect(productOrdering('PHTL')).toEqual([
      { field: 'price', direction: 'desc' },
      { field: 'id', direction: 'desc' },
    ]);
    expect(productOrdering('none')).toEqual([{ field: 'id', direction: 'asc' }]);
  });

  it('makes a cursor of the ordered values of the last product', () => {
    const product = makeProduct({ id: 4, price: 120, rating: { rate: 3.9, count: 5 } });
    expect(cursorOf(product, 'PLTH')).toEqual([120, 4]);
    expect(cursorOf(product, 'RHTL')).toEqual([3.9, 4]);
    expect(cursorOf(product, 'none')).toEqual([4]);
  });

  it.each(['all', ...CATEGORY_KEYS] as const)(
    'has a composite index in firestore.indexes.json for every sort of %s',
    (category) => {
      for (const sort of PRODUCT_SORTS) {
        // The listing's read as it is sent (the app and index.html's inline script build it so).
        const read = listingQuery({ category, sort });
        const needed = requiredIndex({
          collectionGroup: read.collection,
          filters: (read.where ?? []).map(({ field }) => ({ field, op: '==' })),
          orders: read.orderBy ?? [],
          aggregated: [],
        });
        if (!needed) continue;
        const found = declared.some((index) => servesIndex(index, needed));
        expect(found, `${category} / ${sort} needs ${JSON.stringify(needed)}`).toBe(true);
      }
    },
  );
});
