// The search as the browser runs it, over the seeded catalogue: keys as the seed writes them,
// the search index built from them as the seed writes it, the query's keys' entries
// intersected, each product read checked against the keys, ranked in the browser.
import { describe, expect, it } from 'vitest';
import { products } from '../../../scripts/seed/catalogue.mjs';
import { nearQuery, type IndexReader } from './near';
import { parseQuery, rankProducts, type SearchQuery } from './rank';
import { buildIndex, emptyEntry, holdsEveryKey, intersectEntries } from './search-index';
import { searchKeyMap } from './search-keys';
import { SEARCH_TABLE as TABLE } from '@/testing/search-table';

const stored = new Map(
  products.map((product) => [product.id, { product, searchKeys: searchKeyMap(product) }]),
);
const index = buildIndex(
  [...stored.values()].map(({ product, searchKeys }) => ({ id: product.id, keys: Object.keys(searchKeys) })),
);

/** The seeded index as the search reads it. */
const reader: IndexReader = {
  present: (keys) => Promise.resolve(new Set(keys.filter((key) => index.has(key)))),
  entries: (keys) =>
    Promise.resolve(
      new Map(
        keys.flatMap((key) => {
          const entry = index.get(key);
          return entry ? [[key, entry] as const] : [];
        }),
      ),
    ),
};

/** Ids of the products found for a text, best first. */
function search(text: string): number[] {
  const query = parseQuery(text);
  return query ? answer(query) : [];
}

/** Ids of the products a search that found nothing shows instead: its words mended (src/lib/search/near.ts). */
async function searchNear(text: string): Promise<number[]> {
  const query = parseQuery(text);
  const near = query && (await nearQuery(query, reader));
  return near ? answer(near) : [];
}

function answer(query: SearchQuery): number[] {
  const { ids } = intersectEntries(query.keys.map((key) => index.get(key) ?? emptyEntry()));
  // The browser reads listing fields only (no description), and the query's keys.
  const answer = ids.flatMap((id) => {
    const entry = stored.get(id);
    if (!entry || !holdsEveryKey(entry.searchKeys, query.keys)) return [];
    const { product } = entry;
    return [{ id: product.id, title: product.title, subTitle: product.subTitle, rating: product.rating }];
  });
  return rankProducts(query, answer).map((product) => product.id);
}

describe('searching the seeded catalogue', () => {
  it.each(TABLE)('"%s" finds product %i first', (text, id) => {
    expect(search(text)[0]).toBe(id);
  });

  it('finds the same products in English, Devanagari and Latin Hindi', () => {
    expect(search('ashwagandha')).toEqual(search('अश्वगंधा'));
    expect(search('ashvagandha')).toEqual(search('अश्वगंधा'));
    expect(search('neem sabun')).toEqual(search('नीम साबुन'));
  });

  it('needs every word: a second word that no product of the first has finds nothing', () => {
    expect(search('ashwagandha')).toEqual([1]);
    expect(search('ashwagandha shampoo')).toEqual([]);
  });

  it('takes the words in any order, ignoring case, accents and punctuation', () => {
    expect(search('coil, MOSQUITO!')).toEqual(search('mosquito coil'));
    expect(search('Āmla')).toEqual(search('amla'));
  });

  it.each([
    ['shampo', [13, 14, 15, 16]],
    ['shampooo', [13, 14, 15, 16]],
    ['ashwgandha', [1]],
    ['aswagandah', [1]],
    ['bhrngraj', [13]],
    ['chawanprash', [4]],
    ['chywanprash', [4]],
    ['alovera', [5, 12]],
    ['nem sop', [9]],
    ['mosqito coil', [21]],
    ['hibiskus', [14, 16]],
    // Two words run together.
    ['neemsoap', [9]],
    ['नीमसाबुन', [9]],
    ['hairoil', [15, 16]],
  ])('mends a slip in "%s": finds %j', async (text, ids) => {
    expect(search(text)).toEqual([]);
    expect((await searchNear(text)).sort((a, b) => a - b)).toEqual(ids);
  });

  it('mends nothing it cannot: a word far from every product, or words no product has together', async () => {
    expect(await searchNear('zzzz')).toEqual([]);
    expect(await searchNear('xylophone')).toEqual([]);
    // Not the start of another word: 'con' (cones), 'tri', 'caps' (capsules).
    expect(await searchNear('constipation')).toEqual([]);
    expect(await searchNear('triphala')).toEqual([]);
    expect(await searchNear('capsicum')).toEqual([]);
    expect(await searchNear('ashwagandha shampoo')).toEqual([]);
    expect(await searchNear('ashwagandha shampo')).toEqual([]);
  });

  it('asks nothing again of a search whose every word a product holds', async () => {
    const query = parseQuery('neem soap');
    expect(query && (await nearQuery(query, reader))).toBeNull();
  });

  it('finds nothing for a word of one letter or none', () => {
    expect(search('a')).toEqual([]);
    expect(search('  -- ')).toEqual([]);
  });
});
