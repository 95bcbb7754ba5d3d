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
import { searchKeyMap } from '@/lib/search/search-keys';
import { makeProduct } from '@/testing/factories';
import { createAdminAccount } from '../support/auth-accounts';
import { eventually } from '../support/eventually';
import { firestoreRulesEnv } from '../support/rules-env';

let env: RulesTestEnvironment;

// Descriptions without the searched words: only the titles decide here.
const DESCRIPTION = 'Made for the products list tests and nothing more, in a plain pack.';

const PRODUCTS = [
  makeProduct({
    description: DESCRIPTION,
    id: 1,
    title: 'Neem Tulsi Soap',
    subTitle: 'नीम तुलसी साबुन',
    stock: 0,
    price: 60,
  }),
  makeProduct({
    description: DESCRIPTION,
    id: 2,
    title: 'neem comb cleaner',
    subTitle: 'नीम कंघी',
    stock: 3,
    price: 40,
  }),
  makeProduct({
    description: DESCRIPTION,
    id: 3,
    title: 'Amla Juice',
    subTitle: 'आंवला जूस',
    stock: 9,
    price: 150,
    category: 'juiceSyrup',
  }),
  makeProduct({
    description: DESCRIPTION,
    id: 4,
    title: 'Neem Mosquito Coil',
    subTitle: 'नीम कॉइल',
    stock: 20,
    price: 45,
    category: 'mosquitoRepellant',
  }),
  makeProduct({
    description: DESCRIPTION,
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
      await setDoc(doc(context.firestore(), `productsList/${String(product.id)}`), {
        ...product,
        searchKeys: searchKeyMap(product),
      });
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

  it('searches as shoppers do: every word, either script, Latin Hindi, synonyms, and ids', async () => {
    expect(new Set(ids(await page({ search: 'neem' })))).toEqual(new Set([1, 2, 4]));
    expect(new Set(ids(await page({ search: 'नीम' })))).toEqual(new Set([1, 2, 4]));
    expect(ids(await page({ search: 'neem mosq' }))).toEqual([4]);
    expect(ids(await page({ search: 'neem sabun' }))).toEqual([1]);
    expect(ids(await page({ search: 'chandan' }))).toEqual([5]);
    // Whole title words first, then the better rated.
    expect(ids(await page({ search: 'soap' }))).toEqual([5, 1]);
    expect(ids(await page({ search: '3' }))).toEqual([3]);
    expect(ids(await page({ search: 'neem', stock: 'out' }))).toEqual([1]);
    expect(ids(await page({ search: 'neem', stock: 'in' }))).toEqual([4]);
    expect(ids(await page({ search: 'neem', category: 'mosquitoRepellant' }))).toEqual([4]);
    expect(ids(await page({ search: 'xylophone' }))).toEqual([]);
  });

  it('pages a search by cursor', async () => {
    const first = await page({ search: 'neem' }, 2);
    expect(ids(first)).toEqual([1, 2]);
    expect(first.hasMore).toBe(true);
    const second = await page({ search: 'neem' }, 2, first.cursor);
    expect(ids(second)).toEqual([4]);
    expect(second.hasMore).toBe(false);
  });
});
