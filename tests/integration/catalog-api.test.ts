import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { doc, setDoc } from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CatalogError } from '@/features/catalog/api/errors';
import { getProduct } from '@/features/catalog/api/get-product';
import { getProducts, type ProductQuery } from '@/features/catalog/api/get-products';
import type { Product, ProductSort, ProductSummary } from '@/features/catalog/schema';
import { firestoreRulesEnv } from '../support/rules-env';

function makeProduct(id: number, overrides: Partial<Product> = {}): Product {
  return {
    id,
    title: `Test product number ${id}`,
    subTitle: 'परीक्षण',
    description: 'A product used by the catalogue api tests.',
    hDetails: 'परीक्षण उत्पाद',
    stock: 5,
    quantity: '100 g',
    price: 100 + id,
    rating: { rate: 3, count: 1 },
    category: 'soap',
    images: [`/products/test-${id}.svg`],
    ...overrides,
  };
}

// Prices and ratings deliberately out of id order, so every sort gives a distinct order.
// Products 5 and 6 share a price and 1 and 6 a rating: ties are broken by id.
const catalogue: Product[] = [
  makeProduct(1, { price: 250, rating: { rate: 4.1, count: 3 }, category: 'soap' }),
  makeProduct(2, { price: 90, rating: { rate: 4.8, count: 9 }, category: 'shampoo' }),
  makeProduct(3, { price: 400, rating: { rate: 2.5, count: 2 }, category: 'soap' }),
  makeProduct(4, { price: 120, rating: { rate: 3.9, count: 5 }, category: 'dhoopa' }),
  makeProduct(5, { price: 60, rating: { rate: 4.4, count: 7 }, category: 'soap' }),
  makeProduct(6, { price: 60, rating: { rate: 4.1, count: 4 }, category: 'soap' }),
];

let env: RulesTestEnvironment;

beforeAll(async () => {
  env = await firestoreRulesEnv();
  await env.clearFirestore();
  await env.withSecurityRulesDisabled(async (context) => {
    for (const product of catalogue) {
      await setDoc(doc(context.firestore(), `productsList/${product.id}`), product);
    }
  });
});

afterAll(async () => {
  await env.clearFirestore();
  await env.cleanup();
});

const ids = (products: readonly ProductSummary[]) => products.map((product) => product.id);

/** Every product of a query, read page by page the way 'Load more' does. */
async function readAllPages(query: ProductQuery) {
  const pages: number[][] = [];
  let after: ProductQuery['after'] = null;
  do {
    const page = await getProducts({ ...query, after });
    pages.push(ids(page.products));
    after = page.next;
  } while (after && pages.length < 20);
  return pages;
}

describe('getProducts', () => {
  it('lists the whole catalogue in id order by default', async () => {
    const page = await getProducts();
    expect(ids(page.products)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(page.next).toBeNull();
  });

  it('filters by category', async () => {
    const page = await getProducts({ category: 'soap' });
    expect(ids(page.products)).toEqual([1, 3, 5, 6]);
    expect(page.products.every((product) => product.category === 'soap')).toBe(true);
  });

  it.each([
    ['PLTH', [5, 6, 2, 4, 1, 3]],
    ['PHTL', [3, 1, 4, 2, 6, 5]],
    ['RLTH', [3, 4, 1, 6, 5, 2]],
    ['RHTL', [2, 5, 6, 1, 4, 3]],
  ] as const)('sorts by %s, ties by id', async (sort, expected) => {
    const page = await getProducts({ sort });
    expect(ids(page.products)).toEqual(expected);
  });

  it.each([
    ['none', [1, 3, 5, 6]],
    ['PLTH', [5, 6, 1, 3]],
    ['PHTL', [3, 1, 6, 5]],
    ['RLTH', [3, 1, 6, 5]],
    ['RHTL', [5, 6, 1, 3]],
  ] as const)('sorts within a category by %s', async (sort, expected) => {
    const page = await getProducts({ category: 'soap', sort });
    expect(ids(page.products)).toEqual(expected);
  });

  it('pages through the catalogue without gaps or repeats', async () => {
    const first = await getProducts({ sort: 'PLTH', pageSize: 2 });
    expect(ids(first.products)).toEqual([5, 6]);
    expect(first.next).toEqual([60, 6]);
    const second = await getProducts({ sort: 'PLTH', pageSize: 2, after: first.next });
    expect(ids(second.products)).toEqual([2, 4]);
    const third = await getProducts({ sort: 'PLTH', pageSize: 2, after: second.next });
    expect(ids(third.products)).toEqual([1, 3]);
    expect(third.next).toBeNull();
  });

  it.each(['none', 'PLTH', 'PHTL', 'RLTH', 'RHTL'] as ProductSort[])(
    'pages by %s in the same order as one big page, also across ties',
    async (sort) => {
      const whole = ids((await getProducts({ sort })).products);
      const pages = await readAllPages({ sort, pageSize: 2 });
      expect(pages.flat()).toEqual(whole);
      expect(pages.every((page) => page.length <= 2)).toBe(true);
    },
  );

  it('pages within a category', async () => {
    expect(await readAllPages({ category: 'soap', sort: 'PHTL', pageSize: 3 })).toEqual([[3, 1, 6], [5]]);
  });

  it('says there is no next page when the last page is exactly full', async () => {
    const page = await getProducts({ category: 'soap', pageSize: 4 });
    expect(ids(page.products)).toEqual([1, 3, 5, 6]);
    expect(page.next).toBeNull();
  });

  it('returns an empty page for a category with no products', async () => {
    const page = await getProducts({ category: 'fastCone' });
    expect(page.products).toEqual([]);
    expect(page.next).toBeNull();
  });

  it('returns only what a card shows, typed, with the id from the document', async () => {
    const page = await getProducts({ category: 'dhoopa' });
    // The Devanagari title too: a Hindi page's card shows it.
    const { id, title, subTitle, price, rating, category, images, stock } = makeProduct(4, catalogue[3]);
    expect(page.products).toEqual([{ id, title, subTitle, price, rating, category, images, stock }]);
  });
});

describe('getProduct', () => {
  it('reads one product by id', async () => {
    expect(await getProduct(4)).toEqual(catalogue[3]);
  });

  it('gives null for an id that does not exist', async () => {
    expect(await getProduct(999)).toBeNull();
  });

  it('refuses a malformed document with a CatalogError that keeps the cause', async () => {
    await env.withSecurityRulesDisabled(async (context) => {
      await setDoc(doc(context.firestore(), 'productsList/77'), { id: 77, title: 'No price' });
    });
    const failure = await getProduct(77).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(CatalogError);
    expect((failure as CatalogError).cause).toBeDefined();
  });
});
