import { describe, expect, it } from 'vitest';
import { productSummarySchema } from '../schema';
import { CARD_FIELDS, listingQuery } from './listing-query';

describe('listingQuery', () => {
  it('reads only the fields a card shows; the id comes from the document name', () => {
    expect(listingQuery({}).select).toEqual(CARD_FIELDS);
    expect([...CARD_FIELDS, 'id'].sort()).toEqual(Object.keys(productSummarySchema.def.shape).sort());
    expect(CARD_FIELDS).not.toContain('description');
    expect(CARD_FIELDS).not.toContain('hDetails');
  });

  it('reads one product more than the page, filtered by category and in the sort order', () => {
    expect(listingQuery({ category: 'soap', sort: 'PLTH', pageSize: 24, after: [120, 7] })).toMatchObject({
      where: [{ field: 'category', equals: 'soap' }],
      orderBy: [
        { field: 'price', direction: 'asc' },
        { field: 'id', direction: 'asc' },
      ],
      startAfter: [120, 7],
      limit: 25,
    });
    expect(listingQuery({ category: 'all' }).where).toEqual([]);
  });
});
