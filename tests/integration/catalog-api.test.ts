import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { doc, setDoc } from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getProducts } from '@/features/catalog/api/get-products';
import type { Product } from '@/features/catalog/schema';
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
const catalogue: Product[] = [
  makeProduct(1, { price: 250, rating: { rate: 4.1, count: 3 }, category: 'soap' }),
  makeProduct(2, { price: 90, rating: { rate: 4.8, count: 9 }, category: 'shampoo' }),
  makeProduct(3, { price: 400, rating: { rate: 2.5, count: 2 }, category: 'soap' }),
  makeProduct(4, { price: 120, rating: { rate: 3.9, count: 5 }, category: 'dhoopa' }),
  makeProduct(5, { price: 60, rating: { rate: 4.4, count: 7 }, category: 'soap' }),
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

const ids = (products: Product[]) => products.map((product) => product.id);

describe('getProducts', () => {
  it('lists the whole catalogue in id order by default', async () => {
    const page = await getProducts();
    expect(ids(page.products)).toEqual([1, 2, 3, 4, 5]);
    expect(page.next).toBeNull();
  });

  it('filters by category', async () => {
    const page = await getProducts({ category: 'soap' });
    expect(ids(page.products)).toEqual([1, 3, 5]);
    expect(page.products.every((product) => product.category === 'soap')).toBe(true);
  });

  it.each([
    ['PLTH', [5, 2, 4, 1, 3]],
    ['PHTL', [3, 1, 4, 2, 5]],
    ['RLTH', [3, 4, 1, 5, 2]],
    ['RHTL', [2, 5, 1, 4, 3]],
  ] as const)('sorts by %s', async (sort, expected) => {
    const page = await getProducts({ sort });
    expect(ids(page.products)).toEqual(expected);
  });

  it('sorts within a category', async () => {
    const page = await getProducts({ category: 'soap', sort: 'PHTL' });
    expect(ids(page.products)).toEqual([3, 1, 5]);
  });

  it('pages through the catalogue without gaps or repeats', async () => {
    const first = await getProducts({ sort: 'PLTH', pageSize: 2 });
    expect(ids(first.products)).toEqual([5, 2]);
    expect(first.next).not.toBeNull();
    const second = await getProducts({ sort: 'PLTH', pageSize: 2, after: first.next });
    expect(ids(second.products)).toEqual([4, 1]);
    const third = await getProducts({ sort: 'PLTH', pageSize: 2, after: second.next });
    expect(ids(third.products)).toEqual([3]);
    expect(third.next).toBeNull();
  });

  it('returns an empty page for a category with no products', async () => {
    const page = await getProducts({ category: 'fastCone' });
    expect(page.products).toEqual([]);
    expect(page.next).toBeNull();
  });
});
