import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { deleteDoc, doc, getDoc, setDoc, writeBatch } from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forgetSearches, searchProducts } from '@/features/catalog/api/search-products';
import { SEARCH_READ_LIMIT } from '@/features/catalog/api/search-query';
import { parseQuery } from '@/lib/search/rank';
import { buildIndex, SEARCH_INDEX_CAP, toIndexData } from '@/lib/search/search-index';
import { searchKeyMap } from '@/lib/search/search-keys';
import { products } from '../../scripts/seed/catalogue.mjs';
import { generatedProduct } from '../../scripts/seed/generated-catalogue.mjs';
import { firestoreRulesEnv } from '../support/rules-env';

/**
 * The shopper's search over a generated catalogue of 5,000 products, keys and the search index
 * as the seed (and the bench's catalogue growth) write them.
 */
const SIZE = 5000;
const UNIQUE = {
  ...generatedProduct(SIZE + 1),
  title: 'Shatavari Kalpa Granules 200 g',
  subTitle: 'शतावरी कल्प ग्रेन्यूल्स 200 ग्राम',
  rating: { rate: 2.1, count: 4 },
};
const catalogue = [
  ...products,
  ...Array.from({ length: SIZE - products.length }, (_, index) =>
    generatedProduct(products.length + 1 + index),
  ),
  UNIQUE,
];

let env: RulesTestEnvironment;

beforeAll(async () => {
  env = await firestoreRulesEnv();
  await env.clearFirestore();
  await env.withSecurityRulesDisabled(async (context) => {
    const db = context.firestore();
    const keyed = catalogue.map((product) => ({
      product,
      searchKeys: searchKeyMap({
        title: product.title,
        subTitle: product.subTitle ?? '',
        description: product.description,
      }),
    }));
    const index = buildIndex(
      keyed.map(({ product, searchKeys }) => ({ id: product.id, keys: Object.keys(searchKeys) })),
    );
    const writes = [
      ...keyed.map(({ product, searchKeys }) => ({
        path: `productsList/${String(product.id)}`,
        data: { ...product, searchKeys, version: 1 },
      })),
      ...[...index].map(([key, entry]) => ({ path: `searchIndex/${key}`, data: { ...toIndexData(entry) } })),
    ];
    for (let start = 0; start < writes.length; start += 400) {
      const batch = writeBatch(db);
      for (const { path, data } of writes.slice(start, start + 400)) batch.set(doc(db, path), data);
      await batch.commit();
    }
  });
}, 240_000);

afterAll(async () => {
  await env.clearFirestore();
  await env.cleanup();
});

describe(`searchProducts over ${String(SIZE)} products`, () => {
  it('finds a product named once among thousands, by English, Devanagari and Latin Hindi words', async () => {
    for (const text of ['shatavari', 'शतावरी', 'shataavari kalpa', 'granu']) {
      expect((await searchProducts(text)).map((hit) => hit.id)).toEqual([UNIQUE.id]);
    }
  });

  it('reads at most its limit for a common word, every one a match, best rated first', async () => {
    const hits = await searchProducts('ashwagandha');
    expect(hits).toHaveLength(SEARCH_READ_LIMIT);
    for (const hit of hits) expect(hit.title).toMatch(/^Ashwagandha Churna Powder/);
    const rates = hits.map((hit) => hit.rating.rate);
    expect(rates).toEqual([...rates].sort((a, b) => b - a));
    expect(await searchProducts('अश्वगंधा')).toEqual(hits);
    expect(await searchProducts('ashvagandha')).toEqual(hits);
  });

  it('asks for every word, so a product with both of two common words is found', async () => {
    // 'neem' and 'soap' each match hundreds of products; the seeded Neem soap is among those
    // with both, however many there are with one of them.
    const hits = await searchProducts('neem sabun');
    expect(hits.length).toBeGreaterThan(0);
    expect(hits.length).toBeLessThanOrEqual(SEARCH_READ_LIMIT);
    for (const hit of hits) expect(hit.title).toMatch(/Neem.*Soap/);
    const mosquito = await searchProducts('mosquito coi');
    expect(mosquito.length).toBeGreaterThan(0);
    for (const hit of mosquito) expect(hit.title).toMatch(/Mosquito Coil/);
  });

  it('finds nothing for words no product has', async () => {
    expect(await searchProducts('xylophone')).toEqual([]);
  });

  it('reads the index: a product its word’s entry does not list is not found', async () => {
    const key = parseQuery('shatavari')?.keys[0] ?? '';
    const stored = await entry(key);
    await putEntry(key, {
      ids:
        stored?.ids
          .split(',')
          .filter((id) => id !== String(UNIQUE.id))
          .join(',') ?? '',
      over: false,
    });
    try {
      forgetSearches();
      expect(await searchProducts('shatavari')).toEqual([]);
    } finally {
      await putEntry(key, stored);
      forgetSearches();
    }
  });

  it('drops an id an entry lists for a product that no longer holds the word', async () => {
    await putEntry('zzqq', { ids: String(UNIQUE.id), over: false });
    forgetSearches();
    expect(await searchProducts('zzqq')).toEqual([]);
    await putEntry('zzqq', undefined);
  });

  it('asks the catalogue when an entry is over its cap and the index finds fewer than it reads', async () => {
    const key = parseQuery('shatavari')?.keys[0] ?? '';
    const stored = await entry(key);
    // Full of other ids: the product is among those the entry could not list.
    const others = Array.from({ length: SEARCH_INDEX_CAP }, (_, i) => String(i + 1)).join(',');
    await putEntry(key, { ids: others, over: true });
    try {
      forgetSearches();
      expect((await searchProducts('shatavari kalpa')).map((hit) => hit.id)).toEqual([UNIQUE.id]);
    } finally {
      await putEntry(key, stored);
      forgetSearches();
    }
  });

  it('reads no card through the index when an over entry’s ids are too few to fill the answer', async () => {
    const key = parseQuery('shatavari')?.keys[0] ?? '';
    const stored = await entry(key);
    // An entry left over its cap after removals: 10 ids (none of them a match), still over.
    const ten = Array.from({ length: 10 }, (_, i) => String(i + 1)).join(',');
    await putEntry(key, { ids: ten, over: true });
    const realFetch = globalThis.fetch;
    const requests: string[] = [];
    globalThis.fetch = (input, init) => {
      requests.push(String(input instanceof Request ? input.url : input));
      return realFetch(input, init);
    };
    try {
      forgetSearches();
      expect((await searchProducts('shatavari')).map((hit) => hit.id)).toEqual([UNIQUE.id]);
      // The entry's read, then the catalogue's query: the 10 cards were not read first.
      expect(requests.map((url) => /:(\w+)$/.exec(url)?.[1])).toEqual(['batchGet', 'runQuery']);
    } finally {
      globalThis.fetch = realFetch;
      await putEntry(key, stored);
      forgetSearches();
    }
  });
});

async function entry(key: string): Promise<{ ids: string; over: boolean } | undefined> {
  let data: { ids: string; over: boolean } | undefined;
  await env.withSecurityRulesDisabled(async (context) => {
    data = (await getDoc(doc(context.firestore(), `searchIndex/${key}`))).data() as typeof data;
  });
  return data;
}

async function putEntry(key: string, data: { ids: string; over: boolean } | undefined): Promise<void> {
  await env.withSecurityRulesDisabled(async (context) => {
    const ref = doc(context.firestore(), `searchIndex/${key}`);
    await (data ? setDoc(ref, data) : deleteDoc(ref));
  });
}
