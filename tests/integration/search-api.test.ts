import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { doc, writeBatch } from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchProducts } from '@/features/catalog/api/search-products';
import { SEARCH_READ_LIMIT } from '@/features/catalog/api/search-query';
import { searchKeyMap } from '@/lib/search/search-keys';
import { products } from '../../scripts/seed/catalogue.mjs';
import { generatedProduct } from '../../scripts/seed/generated-catalogue.mjs';
import { firestoreRulesEnv } from '../support/rules-env';

/** The shopper's search over a generated catalogue of 5,000 products, keys as the seed writes them. */
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
    for (let start = 0; start < catalogue.length; start += 400) {
      const batch = writeBatch(db);
      for (const product of catalogue.slice(start, start + 400)) {
        batch.set(doc(db, `productsList/${String(product.id)}`), {
          ...product,
          searchKeys: searchKeyMap({
            title: product.title,
            subTitle: product.subTitle ?? '',
            description: product.description,
          }),
          version: 1,
        });
      }
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
});
