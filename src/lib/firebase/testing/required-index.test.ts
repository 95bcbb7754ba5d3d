import { describe, expect, it } from 'vitest';
import { requiredIndex, servesIndex, type DeclaredIndex, type QueryShape } from './required-index';

const shape = (overrides: Partial<QueryShape>): QueryShape => ({
  collectionGroup: 'orders',
  filters: [],
  orders: [],
  aggregated: [],
  ...overrides,
});

const declared = (...fields: [string, 'ASCENDING' | 'DESCENDING'][]): DeclaredIndex => ({
  collectionGroup: 'orders',
  queryScope: 'COLLECTION',
  fields: fields.map(([fieldPath, order]) => ({ fieldPath, order })),
});

describe('requiredIndex', () => {
  it('needs none for equalities alone, or one range or sort with no equality', () => {
    expect(
      requiredIndex(
        shape({
          filters: [
            { field: 'uid', op: '==' },
            { field: 'status', op: '==' },
          ],
        }),
      ),
    ).toBeNull();
    expect(requiredIndex(shape({ filters: [{ field: 'createdAt', op: '>=' }] }))).toBeNull();
    expect(
      requiredIndex(
        shape({
          orders: [
            { field: 'createdAt', direction: 'desc' },
            { field: '__name__', direction: 'desc' },
          ],
        }),
      ),
    ).toBeNull();
  });

  it('puts the equality fields first (sorted), then the sort keys in their directions', () => {
    expect(
      requiredIndex(
        shape({
          filters: [
            { field: 'status', op: '==' },
            { field: 'number', op: '==' },
          ],
          orders: [
            { field: 'createdAt', direction: 'desc' },
            { field: '__name__', direction: 'desc' },
          ],
        }),
      ),
    ).toEqual({
      collectionGroup: 'orders',
      equalities: ['number', 'status'],
      contains: [],
      keys: [{ fieldPath: 'createdAt', order: 'DESCENDING' }],
    });
  });

  it('sorts on every range field after the orderBy keys, in the last key’s direction', () => {
    expect(
      requiredIndex(
        shape({
          filters: [
            { field: 'name', op: '>=' },
            { field: 'createdAt', op: '<' },
          ],
        }),
      )?.keys,
    ).toEqual([
      { fieldPath: 'createdAt', order: 'ASCENDING' },
      { fieldPath: 'name', order: 'ASCENDING' },
    ]);
    expect(
      requiredIndex(
        shape({
          filters: [{ field: 'stock', op: '>=' }],
          orders: [{ field: 'price', direction: 'desc' }],
        }),
      )?.keys,
    ).toEqual([
      { fieldPath: 'price', order: 'DESCENDING' },
      { fieldPath: 'stock', order: 'DESCENDING' },
    ]);
  });

  it('keeps an `in` on the sorted field as the sort key, not an equality', () => {
    expect(
      requiredIndex(
        shape({ filters: [{ field: 'stock', op: 'in' }], orders: [{ field: 'stock', direction: 'desc' }] }),
      ),
    ).toBeNull();
  });

  it('adds a summed field after the filters of an aggregation, ascending; none without filters', () => {
    expect(
      requiredIndex(
        shape({
          filters: [
            { field: 'status', op: '==' },
            { field: 'createdAt', op: '>=' },
          ],
          aggregated: ['order.totalAmount'],
        }),
      ),
    ).toEqual({
      collectionGroup: 'orders',
      equalities: ['status'],
      contains: [],
      keys: [
        { fieldPath: 'createdAt', order: 'ASCENDING' },
        { fieldPath: 'order.totalAmount', order: 'ASCENDING' },
      ],
    });
    expect(
      requiredIndex(shape({ filters: [{ field: 'uid', op: '==' }], aggregated: ['order.totalAmount'] }))
        ?.keys,
    ).toEqual([{ fieldPath: 'order.totalAmount', order: 'ASCENDING' }]);
    expect(requiredIndex(shape({ aggregated: ['order.totalAmount'] }))).toBeNull();
  });

  it('makes the document id a key when it runs against the last key', () => {
    expect(
      requiredIndex(
        shape({
          orders: [
            { field: 'createdAt', direction: 'desc' },
            { field: '__name__', direction: 'asc' },
          ],
        }),
      )?.keys,
    ).toEqual([
      { fieldPath: 'createdAt', order: 'DESCENDING' },
      { fieldPath: '__name__', order: 'ASCENDING' },
    ]);
  });

  it('puts an array-contains field among the equalities, as the array’s elements', () => {
    expect(
      requiredIndex(
        shape({
          filters: [
            { field: 'status', op: '==' },
            { field: 'nameKeys', op: 'array-contains' },
          ],
          orders: [
            { field: 'createdAt', direction: 'desc' },
            { field: '__name__', direction: 'desc' },
          ],
        }),
      ),
    ).toEqual({
      collectionGroup: 'orders',
      equalities: ['status'],
      contains: ['nameKeys'],
      keys: [{ fieldPath: 'createdAt', order: 'DESCENDING' }],
    });
    expect(
      requiredIndex(
        shape({
          filters: [
            { field: 'status', op: '==' },
            { field: 'nameKeys', op: 'array-contains' },
          ],
        }),
      ),
    ).toBeNull();
  });

  it('refuses a filter it has no rule for', () => {
    expect(() => requiredIndex(shape({ filters: [{ field: 'tags', op: 'array-contains-any' }] }))).toThrow(
      /array-contains-any/,
    );
  });
});

describe('servesIndex', () => {
  const required = {
    collectionGroup: 'orders',
    equalities: ['number', 'status'],
    contains: [],
    keys: [{ fieldPath: 'createdAt', order: 'DESCENDING' as const }],
  };

  it('takes the equality fields in any order, the keys only in theirs', () => {
    expect(
      servesIndex(
        declared(['status', 'ASCENDING'], ['number', 'ASCENDING'], ['createdAt', 'DESCENDING']),
        required,
      ),
    ).toBe(true);
    expect(
      servesIndex(
        declared(['number', 'ASCENDING'], ['status', 'ASCENDING'], ['createdAt', 'ASCENDING']),
        required,
      ),
    ).toBe(false);
    expect(servesIndex(declared(['number', 'ASCENDING'], ['createdAt', 'DESCENDING']), required)).toBe(false);
    expect(
      servesIndex(
        declared(
          ['number', 'ASCENDING'],
          ['status', 'ASCENDING'],
          ['createdAt', 'DESCENDING'],
          ['name', 'DESCENDING'],
        ),
        required,
      ),
    ).toBe(false);
  });

  it('reads a trailing document id in the last key’s direction as the implicit one', () => {
    expect(
      servesIndex(
        declared(
          ['number', 'ASCENDING'],
          ['status', 'ASCENDING'],
          ['createdAt', 'DESCENDING'],
          ['__name__', 'DESCENDING'],
        ),
        required,
      ),
    ).toBe(true);
  });

  it('serves an array-contains field only with arrayConfig CONTAINS', () => {
    const byName = {
      collectionGroup: 'orders',
      equalities: ['status'],
      contains: ['nameKeys'],
      keys: [{ fieldPath: 'createdAt', order: 'DESCENDING' as const }],
    };
    const index = (nameKeys: DeclaredIndex['fields'][number]): DeclaredIndex => ({
      collectionGroup: 'orders',
      queryScope: 'COLLECTION',
      fields: [
        nameKeys,
        { fieldPath: 'status', order: 'ASCENDING' },
        { fieldPath: 'createdAt', order: 'DESCENDING' },
      ],
    });
    expect(servesIndex(index({ fieldPath: 'nameKeys', arrayConfig: 'CONTAINS' }), byName)).toBe(true);
    expect(servesIndex(index({ fieldPath: 'nameKeys', order: 'ASCENDING' }), byName)).toBe(false);
  });

  it('serves only its own collection group', () => {
    expect(
      servesIndex(
        {
          ...declared(['number', 'ASCENDING'], ['status', 'ASCENDING'], ['createdAt', 'DESCENDING']),
          collectionGroup: 'users',
        },
        required,
      ),
    ).toBe(false);
  });
});
