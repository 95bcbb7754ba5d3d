import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { signOut } from 'firebase/auth';
import { doc, setDoc } from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  subscribeProductList,
  type ProductListCursor,
  type ProductListPage,
} from '@/features/admin-products/api/subscribe-product-list';
import { DEFAULT_LIST_PARAMS, type ProductListParams } from '@/features/admin-products/product-list-params';
import { buildListQueries } from '@/features/admin-products/product-list-query';
import { signInAdmin } from '@/features/session/api/sign-in-admin';
import type { AdminDataError } from '@/lib/firebase/admin-errors';
import { getAuthInstance } from '@/lib/firebase/auth';
import { makeProduct } from '@/testing/factories';
import { createAdminAccount } from '../support/auth-accounts';
import { eventually } from '../support/eventually';
import { firestoreRulesEnv } from '../support/rules-env';

let env: RulesTestEnvironment;

const PRODUCTS = [
  makeProduct({ id: 1, title: 'Neem Tulsi Soap', subTitle: 'नीम तुलसी साबुन', stock: 0, price: 60 }),
  makeProduct({ id: 2, title: 'neem comb cleaner', subTitle: 'नीम कंघी', stock: 3, price: 40 }),
  makeProduct({
    id: 3,
    title: 'Amla Juice',
    subTitle: 'आंवला जूस',
    stock: 9,
    price: 150,
    category: 'juiceSyrup',
  }),
  makeProduct({
    id: 4,
    title: 'Neem Mosquito Coil',
    subTitle: 'नीम कॉइल',
    stock: 20,
    price: 45,
    category: 'mosquitoRepellant',
  }),
  makeProduct({
    id: 5,
    title: 'Sandalwood Soap',
    subTitle: 'चंदन साबुन',
    stock: 4,
    price: 90,
    rating: { rate: 4.9, count: 1 },
  }),
];

beforeAll(async () => {
  env = await firestoreRulesEnv();
  await env.clearFirestore();
  const admin = await createAdminAccount(env, 'product-list');
  await env.withSecurityRulesDisabled(async (context) => {
    for (const product of PRODUCTS)
      await setDoc(doc(context.firestore(), `productsList/${String(product.id)}`), product);
  });
  await signInAdmin(admin.email, admin.password);
});

afterAll(async () => {
  await signOut(getAuthInstance());
  await env.clearFirestore();
  await env.cleanup();
});

/** The server's answer to one page of the list for these parameters. */
async function page(overrides: Partial<ProductListParams>, pageSize = 10, after?: ProductListCursor) {
  const pages: ProductListPage[] = [];
  const errors: AdminDataError[] = [];
  const stop = subscribeProductList(buildListQueries({ ...DEFAULT_LIST_PARAMS, ...overrides }))(
    after ? { pageSize, after } : { pageSize },
    (next) => pages.push(next),
    (error) => errors.push(error),
  );
  try {
    await eventually(() => {
      expect(errors).toEqual([]);
      expect(pages.at(-1)?.fromCache).toBe(false);
    });
  } finally {
    stop();
  }
  const last = pages.at(-1);
  if (!last) throw new Error('no page');
  return last;
}

const ids = (answer: ProductListPage) => answer.items.map((product) => product.id);

describe('subscribeProductList against the emulator', () => {
  it('lists newest first and pages by cursor until there are no more', async () => {
    const first = await page({}, 2);
    expect(ids(first)).toEqual([5, 4]);
    expect(first.hasMore).toBe(true);
    const second = await page({}, 2, first.cursor);
    expect(ids(second)).toEqual([3, 2]);
    const third = await page({}, 2, second.cursor);
    expect(ids(third)).toEqual([1]);
    expect(third.hasMore).toBe(false);
  });

  it('filters by category and by out, low and in stock', async () => {
    expect(ids(await page({ category: 'soap' }))).toEqual([5, 2, 1]);
    expect(ids(await page({ stock: 'out' }))).toEqual([1]);
    expect(ids(await page({ stock: 'low' }))).toEqual([5, 2]);
    expect(ids(await page({ stock: 'in', sort: 'price', direction: 'asc' }))).toEqual([4, 3]);
    expect(ids(await page({ stock: 'low', category: 'soap', sort: 'price', direction: 'desc' }))).toEqual([
      5, 2,
    ]);
  });

  it('sorts by title, price, stock and rating both ways', async () => {
    expect(ids(await page({ sort: 'title', direction: 'asc' }))).toEqual([3, 4, 1, 5, 2]);
    expect(ids(await page({ sort: 'price', direction: 'desc' }))).toEqual([3, 5, 1, 4, 2]);
    expect(ids(await page({ sort: 'stock', direction: 'asc' }))).toEqual([1, 2, 5, 3, 4]);
    expect(ids(await page({ sort: 'rating', direction: 'desc' }))[0]).toBe(5);
  });

  it('pages a sort with an "in stock" range by cursor', async () => {
    const first = await page({ stock: 'in', sort: 'price', direction: 'desc' }, 1);
    expect(ids(first)).toEqual([3]);
    const second = await page({ stock: 'in', sort: 'price', direction: 'desc' }, 1, first.cursor);
    expect(ids(second)).toEqual([4]);
    expect(second.hasMore).toBe(false);
  });

  it('finds title prefixes as typed and capitalised, Devanagari titles, and ids', async () => {
    expect(ids(await page({ search: 'neem' }))).toEqual([4, 1, 2]);
    expect(ids(await page({ search: 'Neem M' }))).toEqual([4]);
    // Firestore sorts by code point: नीम क… before नीम त…
    expect(ids(await page({ search: 'नीम' }))).toEqual([2, 4, 1]);
    expect(ids(await page({ search: '3' }))).toEqual([3]);
    expect(ids(await page({ search: 'neem', stock: 'out' }))).toEqual([1]);
    expect(ids(await page({ search: 'soap' }))).toEqual([]);
  });

  it('pages a search of two prefixes side by side', async () => {
    const first = await page({ search: 'neem' }, 1);
    expect(ids(first)).toEqual([4, 2]);
    expect(first.hasMore).toBe(true);
    const second = await page({ search: 'neem' }, 1, first.cursor);
    expect(ids(second)).toEqual([1]);
    expect(second.hasMore).toBe(false);
  });
});
