import { describe, expect, it } from 'vitest';
import { mendings, nearQuery, slipsAt, splits, type IndexReader } from './near';
import { keyPrefixes } from './search-keys';
import { parseQuery } from './rank';
import type { SearchIndexEntry } from './search-index';

/** An index of the given keys' entries, counting the reads asked of it. */
function fakeIndex(entries: Record<string, SearchIndexEntry>) {
  const asked: string[][] = [];
  const reader: IndexReader = {
    present: (keys) => {
      asked.push([...keys]);
      return Promise.resolve(new Set(keys.filter((key) => key in entries)));
    },
    entries: (keys) => {
      asked.push([...keys]);
      return Promise.resolve(
        new Map(
          keys.flatMap((key) => {
            const found = entries[key];
            return found ? [[key, found] as const] : [];
          }),
        ),
      );
    },
  };
  return { reader, asked };
}

/** The parsed query of a text that has words. */
function query(text: string) {
  const parsed = parseQuery(text);
  if (!parsed) throw new Error(`No words in "${text}"`);
  return parsed;
}

const entry = (...ids: number[]): SearchIndexEntry => ({ ids, over: false });

describe('keyPrefixes and slipsAt', () => {
  it("lists a key's starts of two letters or more, the key itself the last", () => {
    expect(keyPrefixes('sampo')).toEqual(['sa', 'sam', 'samp', 'sampo']);
    expect(keyPrefixes('ab')).toEqual(['ab']);
  });

  it('lists every spelling one slip away at a place, and only those', () => {
    const slips = slipsAt('sapo', 2);
    expect(slips).toContain('saop'); // swapped with the next
    expect(slips).toContain('sabo'); // replaced
    expect(slips).toContain('sampo'); // a letter put in
    expect(slips).toContain('sao'); // left out
    expect(slips).not.toContain('sapo');
    expect(slips).not.toContain('xsapo');
    expect(slips.every((slip) => /^sa/.test(slip))).toBe(true);
    // 1 swap + 24 replacements + 25 insertions + 1 left out: the loose alphabet has no 'w'.
    expect(slips).toHaveLength(51);
  });

  it('cuts a key in two parts of three letters or more', () => {
    expect(splits('alovera')).toEqual([
      ['alov', 'era'],
      ['alo', 'vera'],
    ]);
    expect(splits('abcde')).toEqual([]);
  });

  it('looks where the longest held start ends and one letter before it', () => {
    expect(mendings('cavanpras', 2)).toContain('cyavanpras');
    expect(mendings('cavanpras', 2)).toContain('caanpras');
    expect(mendings('xyz', 0)).toContain('yz');
  });
});

describe('nearQuery', () => {
  it('leaves a query alone when every key is held, after one read', async () => {
    const { reader, asked } = fakeIndex({ nim: entry(9), sop: entry(9) });
    expect(await nearQuery(query('nim sop'), reader)).toBeNull();
    expect(asked).toHaveLength(1);
  });

  it('mends a key to the spelling one slip away that the most products hold, in two reads', async () => {
    const { reader, asked } = fakeIndex({
      gi: entry(1, 2, 3),
      gil: entry(1, 2, 3),
      giloy: entry(1, 2),
      gilo: entry(3),
    });
    const near = await nearQuery(query('Giloi'), reader);
    expect(near?.keys).toEqual(['giloy']);
    expect(near?.words).toEqual([{ text: 'Giloi', forms: ['giloy'], key: 'giloy' }]);
    expect(asked).toHaveLength(2);
  });

  it('counts a key over its cap as held by the most products', async () => {
    const { reader } = fakeIndex({ gi: entry(1), giloy: entry(1, 2), gilo: { ids: [3], over: true } });
    expect((await nearQuery(query('giloi'), reader))?.keys).toEqual(['gilo']);
  });

  it('takes a word no slip mends as two run together, both held, the longest first part first', async () => {
    const { reader } = fakeIndex({
      al: entry(5),
      alo: entry(5),
      aloe: entry(5),
      vera: entry(5),
      era: entry(7),
    });
    const near = await nearQuery(query('alovera'), reader);
    expect(near?.keys).toEqual(['alo', 'vera']);
    expect(near?.words).toEqual([
      { text: 'alovera', forms: ['alo'], key: 'alo' },
      { text: 'alovera', forms: ['vera'], key: 'vera' },
    ]);
    // Parts of three letters or more only: 'al' + 'overa' is not tried.
    const { reader: short } = fakeIndex({ al: entry(5), overa: entry(5) });
    expect(await nearQuery(query('alovera'), short)).toBeNull();
  });

  it('mends only the keys no product holds, and gives up when one cannot be mended', async () => {
    const { reader } = fakeIndex({
      ni: entry(9),
      nim: entry(9),
      so: entry(9),
      soa: entry(9),
      soap: entry(9),
    });
    expect((await nearQuery(query('nim soup'), reader))?.keys).toEqual(['soap', 'nim']);
    expect(await nearQuery(query('nim qqqq'), reader)).toBeNull();
  });
});
