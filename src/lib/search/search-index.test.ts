import { describe, expect, it } from 'vitest';
import {
  buildIndex,
  emptyEntry,
  fromIndexData,
  holdsEveryKey,
  indexAnswerStands,
  indexChanges,
  intersectEntries,
  SEARCH_INDEX_CAP,
  toIndexData,
  withId,
  withoutId,
} from './search-index';

const full = () => ({ ids: Array.from({ length: SEARCH_INDEX_CAP }, (_, i) => i + 1), over: false });

describe('search index entries', () => {
  it('are stored as comma-separated ids and read back', () => {
    expect(toIndexData({ ids: [3, 17, 250], over: false })).toEqual({ ids: '3,17,250', over: false });
    expect(fromIndexData({ ids: '3,17,250', over: true })).toEqual({ ids: [3, 17, 250], over: true });
    expect(fromIndexData({ ids: '', over: false })).toEqual(emptyEntry());
    expect(fromIndexData(undefined)).toEqual(emptyEntry());
  });

  it('refuses a stored entry of another shape', () => {
    expect(() => fromIndexData({ ids: [3, 17], over: false })).toThrow(TypeError);
    expect(() => fromIndexData({ ids: '3,,17', over: false })).toThrow(TypeError);
    expect(() => fromIndexData({ ids: '3' })).toThrow(TypeError);
  });

  it('adds an id once, and marks a full entry over instead of growing it', () => {
    expect(withId({ ids: [3], over: false }, 9)).toEqual({ ids: [3, 9], over: false });
    expect(withId({ ids: [3, 9], over: false }, 9)).toEqual({ ids: [3, 9], over: false });
    const over = withId(full(), SEARCH_INDEX_CAP + 1);
    expect(over.ids).toHaveLength(SEARCH_INDEX_CAP);
    expect(over.over).toBe(true);
    // Once over, adding changes nothing (the save writes nothing for it).
    expect(withId(over, SEARCH_INDEX_CAP + 2)).toBe(over);
  });

  it('removes an id, and an entry once over stays over', () => {
    expect(withoutId({ ids: [3, 9, 12], over: false }, 9)).toEqual({ ids: [3, 12], over: false });
    expect(withoutId({ ids: [3, 9], over: true }, 3)).toEqual({ ids: [9], over: true });
  });
});

describe('indexChanges', () => {
  it('names the keys a save adds and the keys it removes', () => {
    expect(indexChanges(['ni', 'nim', 'so'], ['ni', 'nim', 'sa', 'sab'])).toEqual({
      added: ['sa', 'sab'],
      removed: ['so'],
    });
    expect(indexChanges([], ['ni'])).toEqual({ added: ['ni'], removed: [] });
    expect(indexChanges(['ni'], [])).toEqual({ added: [], removed: ['ni'] });
  });
});

describe('intersectEntries', () => {
  it('keeps the ids every entry holds, complete when no entry is over', () => {
    expect(
      intersectEntries([
        { ids: [5, 2, 9], over: false },
        { ids: [9, 5, 1], over: false },
      ]),
    ).toEqual({ ids: [5, 9], complete: true });
  });

  it('is incomplete when an entry is over its cap', () => {
    expect(
      intersectEntries([
        { ids: [5, 2], over: true },
        { ids: [7], over: false },
      ]),
    ).toEqual({ ids: [], complete: false });
  });

  it('finds nothing, completely, when a key has no entry', () => {
    expect(intersectEntries([{ ids: [5], over: false }, emptyEntry()])).toEqual({ ids: [], complete: true });
  });
});

describe('buildIndex', () => {
  it('lists each key with the ids of the products holding it', () => {
    const index = buildIndex([
      { id: 1, keys: ['ni', 'nim'] },
      { id: 2, keys: ['ni', 'so'] },
    ]);
    expect(Object.fromEntries(index)).toEqual({
      ni: { ids: [1, 2], over: false },
      nim: { ids: [1], over: false },
      so: { ids: [2], over: false },
    });
  });

  it('caps a key held by more products than an entry lists', () => {
    const products = Array.from({ length: SEARCH_INDEX_CAP + 5 }, (_, i) => ({ id: i + 1, keys: ['so'] }));
    const entry = buildIndex(products).get('so');
    expect(entry?.ids).toHaveLength(SEARCH_INDEX_CAP);
    expect(entry?.over).toBe(true);
  });
});

describe('holdsEveryKey', () => {
  it('is true only when the stored keys hold every one of the query’s keys', () => {
    expect(holdsEveryKey({ nim: true, sabun: true }, ['nim', 'sabun'])).toBe(true);
    expect(holdsEveryKey({ nim: true }, ['nim', 'sabun'])).toBe(false);
    expect(holdsEveryKey({}, ['nim'])).toBe(false);
    expect(holdsEveryKey(undefined, ['nim'])).toBe(false);
  });
});

describe('indexAnswerStands', () => {
  it('keeps a complete answer of any size, and an incomplete one only when full', () => {
    expect(indexAnswerStands(true, 0, 40)).toBe(true);
    expect(indexAnswerStands(false, 40, 40)).toBe(true);
    expect(indexAnswerStands(false, 39, 40)).toBe(false);
  });
});
