import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { signInWithEmailAndPassword, signOut } from 'firebase/auth';
import { deleteDoc, doc, getDoc, setDoc, Timestamp, writeBatch } from 'firebase/firestore';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { deleteProduct } from '@/features/admin-products/api/delete-product';
import { fillSearchKeys } from '@/features/admin-products/api/fill-search-keys';
import { getProductForEdit } from '@/features/admin-products/api/get-product-for-edit';
import type { ProductValues } from '@/features/admin-products/api/product-doc';
import { createProduct, updateProduct } from '@/features/admin-products/api/save-product';
import { adminProductsMessages, productMessages } from '@/features/admin-products/messages';
import type { AdminDataError } from '@/lib/firebase/admin-errors';
import { signInAdmin } from '@/features/session/api/sign-in-admin';
import { getAuthInstance } from '@/lib/firebase/auth';
import { searchKeyMap } from '@/lib/search/search-keys';
import { createAdminAccount, createAuthAccount, uniqueEmail } from '../support/auth-accounts';
import { rejectionOf } from '../support/rejection';
import { firestoreRulesEnv } from '../support/rules-env';

let env: RulesTestEnvironment;
let admin: { email: string; password: string; uid: string };

const values = (overrides: Partial<ProductValues> = {}): ProductValues => ({
  title: 'Amla Juice with Pulp 1 L',
  subTitle: 'आंवला जूस 1 लीटर',
  description:
    'Cold-pressed Indian gooseberry juice with its pulp, rich in natural vitamin C; take 20 ml with water every morning before breakfast for daily wellbeing.',
  hDetails: 'गूदे सहित आंवले का ठंडा निकाला गया रस।',
  stock: 40,
  quantity: '1 L',
  price: 199.5,
  rating: { rate: 4.2, count: 540 },
  category: 'juiceSyrup',
  images: ['https://cdn.example.com/amla-1.jpg', '/products/amla-juice-1.svg'],
  ...overrides,
});

async function stored(path: string) {
  let data: Record<string, unknown> | undefined;
  await env.withSecurityRulesDisabled(async (context) => {
    data = (await getDoc(doc(context.firestore(), path))).data();
  });
  return data;
}

async function write(path: string, data: Record<string, unknown> | null) {
  await env.withSecurityRulesDisabled(async (context) => {
    const ref = doc(context.firestore(), path);
    await (data ? setDoc(ref, data) : deleteDoc(ref));
  });
}

beforeAll(async () => {
  env = await firestoreRulesEnv();
  admin = await createAdminAccount(env, 'products');
});

beforeEach(async () => {
  await env.clearFirestore();
  // clearFirestore removed the admin document too: write it again for this test.
  await write(`admins/${admin.email}`, {
    email: admin.email,
    uid: admin.uid,
    createdAt: Timestamp.now(),
    createdBy: 'seed',
  });
  await write('productsList/1', { ...values(), id: 1, version: 1 });
  await write('counters/products', { next: 2 });
  await signInAdmin(admin.email, admin.password);
});

afterEach(async () => {
  await signOut(getAuthInstance());
});

afterAll(async () => {
  await env.clearFirestore();
  await env.cleanup();
});

// Creates that lose a race run again after a pause: on a busy machine ten of them take a while.
const RACE_TIMEOUT = 90_000;

describe('createProduct', () => {
  it('adds the product under the counter’s next id with version 1 and moves the counter on', async () => {
    const id = await createProduct(values({ title: 'Tulsi Drops for Immunity 30 ml' }));
    expect(id).toBe(2);
    expect(await stored('productsList/2')).toEqual({
      ...values({ title: 'Tulsi Drops for Immunity 30 ml' }),
      searchKeys: searchKeyMap(values({ title: 'Tulsi Drops for Immunity 30 ml' })),
      id: 2,
      version: 1,
    });
    expect((await stored('productsList/2'))?.searchKeys).toEqual(
      expect.objectContaining({ tulsi: true, dro: true, anvla: true }),
    );
    expect(await stored('counters/products')).toEqual({ next: 3 });
  });

  it('never reuses the id of a deleted product (no "count + 1")', async () => {
    const first = await createProduct(values());
    await deleteProduct(first);
    const second = await createProduct(values());
    expect(second).toBe(first + 1);
  });

  it(
    'gives ten admins creating at the same moment ten different ids',
    async () => {
      const ids = await Promise.all(
        Array.from({ length: 10 }, (_, i) => createProduct(values({ stock: i }))),
      );
      expect(new Set(ids).size).toBe(10);
      expect([...ids].sort((a, b) => a - b)).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
      expect(await stored('counters/products')).toEqual({ next: 12 });
      for (const [i, id] of ids.entries()) {
        expect(await stored(`productsList/${String(id)}`)).toMatchObject({ id, stock: i, version: 1 });
      }
    },
    RACE_TIMEOUT,
  );

  it(
    'starts a missing counter after the highest stored id, also when several create at once',
    async () => {
      await write('counters/products', null);
      await write('productsList/40', { ...values(), id: 40, version: 1 });
      const ids = await Promise.all([
        createProduct(values()),
        createProduct(values()),
        createProduct(values()),
      ]);
      expect([...ids].sort((a, b) => a - b)).toEqual([41, 42, 43]);
      expect(await stored('counters/products')).toEqual({ next: 44 });
    },
    RACE_TIMEOUT,
  );

  it('steps over ids that are taken when the counter is behind the stored products', async () => {
    await write('productsList/2', { ...values(), id: 2 });
    await write('productsList/3', { ...values(), id: 3 });
    expect(await createProduct(values())).toBe(4);
    expect(await stored('productsList/2')).not.toHaveProperty('version');
    expect(await stored('counters/products')).toEqual({ next: 5 });
  });

  it('refuses a signed-in customer with the spec’s message, and stores nothing', async () => {
    await signOut(getAuthInstance());
    const email = uniqueEmail('customer');
    await createAuthAccount(email, 'customer-pass-1');
    await signInWithEmailAndPassword(getAuthInstance(), email, 'customer-pass-1');
    const error = await rejectionOf<AdminDataError>(createProduct(values()));
    expect(error).toMatchObject({ name: 'AdminDataError', userMessage: productMessages.addFailed });
    expect(await stored('productsList/2')).toBeUndefined();
    expect(await stored('counters/products')).toEqual({ next: 2 });
  });
});

describe('getProductForEdit', () => {
  it('opens a product with its version, 0 for one stored without', async () => {
    expect(await getProductForEdit(1)).toEqual({ ...values(), id: 1, version: 1 });
    await write('productsList/7', { ...values(), id: 7 });
    expect(await getProductForEdit(7)).toMatchObject({ id: 7, version: 0 });
  });

  it('answers null for no such product', async () => {
    expect(await getProductForEdit(999)).toBeNull();
  });
});

describe('updateProduct', () => {
  it('writes the search keys of the saved texts, replacing the old ones', async () => {
    await updateProduct(1, values({ title: 'Giloy Ghanvati Tablets 60 Nos', subTitle: 'गिलोय घनवटी' }), 1);
    const keys = (await stored('productsList/1'))?.searchKeys;
    expect(keys).toEqual(expect.objectContaining({ giloy: true, ganvati: true, tablet: true }));
    // 'jui' was a prefix of the old title's 'Juice' (descriptions give whole words only).
    expect(keys).not.toHaveProperty('jui');
  });

  it('saves over the version the form opened and moves it on by one', async () => {
    await updateProduct(1, values({ price: 249 }), 1);
    expect(await stored('productsList/1')).toEqual({
      ...values({ price: 249 }),
      searchKeys: searchKeyMap(values({ price: 249 })),
      id: 1,
      version: 2,
    });
  });

  it('saves a product stored without a version as version 1', async () => {
    await write('productsList/7', { ...values(), id: 7 });
    await updateProduct(7, values({ stock: 3 }), 0);
    expect(await stored('productsList/7')).toMatchObject({ id: 7, stock: 3, version: 1 });
  });

  it('refuses a save over a product someone changed since the form opened, and keeps their change', async () => {
    // Another admin (or an order's stock move) saved version 2 meanwhile.
    await write('productsList/1', { ...values({ stock: 39 }), id: 1, version: 2 });
    const error = await rejectionOf<AdminDataError>(updateProduct(1, values({ price: 10 }), 1));
    expect(error).toMatchObject({ reason: 'conflict', userMessage: productMessages.conflict });
    expect(await stored('productsList/1')).toEqual({ ...values({ stock: 39 }), id: 1, version: 2 });
  });

  it('lets only one of two forms opened on the same version save', async () => {
    const outcomes = await Promise.allSettled([
      updateProduct(1, values({ price: 111 }), 1),
      updateProduct(1, values({ price: 222 }), 1),
    ]);
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
    const refused = outcomes.find((outcome) => outcome.status === 'rejected');
    expect((refused?.reason as AdminDataError).reason).toBe('conflict');
    expect(await stored('productsList/1')).toMatchObject({ version: 2 });
  });

  it('refuses a save over a product deleted since the form opened, and does not bring it back', async () => {
    await deleteProduct(1);
    const error = await rejectionOf<AdminDataError>(updateProduct(1, values(), 1));
    expect(error).toMatchObject({ reason: 'not-found', userMessage: productMessages.gone });
    expect(await stored('productsList/1')).toBeUndefined();
  });

  it('turns a save the rules refuse into the spec’s message', async () => {
    const error = await rejectionOf<AdminDataError>(updateProduct(1, values({ title: 'Too short' }), 1));
    expect(error).toMatchObject({ reason: 'failed', userMessage: productMessages.editFailed });
  });
});

describe('deleteProduct', () => {
  it('removes the product', async () => {
    await deleteProduct(1);
    expect(await stored('productsList/1')).toBeUndefined();
    expect(await getProductForEdit(1)).toBeNull();
  });
});

describe('fillSearchKeys (the admin products list’s "Update search keys")', () => {
  const keysOf = (product: ProductValues) =>
    searchKeyMap({ title: product.title, subTitle: product.subTitle, description: product.description });

  it('writes the keys of products stored without them or with stale ones, moving each version on; a second run writes nothing', async () => {
    // 1: no keys (stored before the search); 2: its keys; 3: keys of other texts.
    const neem = values({ title: 'Neem Tulsi Soap 100 g', subTitle: 'नीम तुलसी साबुन 100 ग्राम' });
    await write('productsList/2', { ...neem, id: 2, version: 4, searchKeys: keysOf(neem) });
    await write('productsList/3', { ...neem, id: 3, version: 2, searchKeys: keysOf(values()) });

    expect(await fillSearchKeys()).toBe(2);
    expect(await stored('productsList/1')).toMatchObject({ version: 2, searchKeys: keysOf(values()) });
    expect(await stored('productsList/2')).toMatchObject({ version: 4, searchKeys: keysOf(neem) });
    expect(await stored('productsList/3')).toMatchObject({ version: 3, searchKeys: keysOf(neem) });
    expect(((await stored('productsList/3'))?.searchKeys as Record<string, true>).aml).toBeUndefined();

    expect(await fillSearchKeys()).toBe(0);
    expect(await stored('productsList/1')).toMatchObject({ version: 2 });
  });

  it('rebuilds the search index from every product’s keys and deletes entries no product holds', async () => {
    await write('searchIndex/zzqq', { ids: '1', over: false });
    await write('productsList/2', {
      ...values({ title: 'Neem Tulsi Soap 100 g', subTitle: 'नीम साबुन' }),
      id: 2,
      version: 1,
    });
    await fillSearchKeys();
    expect(await stored('searchIndex/zzqq')).toBeUndefined();
    // Both descriptions say gooseberry, whose synonym amla is a key of both.
    expect(await stored('searchIndex/amla')).toEqual({ ids: '1,2', over: false });
    expect(await stored('searchIndex/nim')).toEqual({ ids: '2', over: false });
    expect(await stored('searchIndex/tulsi')).toEqual({ ids: '2', over: false });
  });

  it('goes through a catalogue larger than one page', async () => {
    await env.withSecurityRulesDisabled(async (context) => {
      const batch = writeBatch(context.firestore());
      for (let id = 2; id <= 260; id += 1)
        batch.set(doc(context.firestore(), `productsList/${String(id)}`), { ...values(), id, version: 1 });
      await batch.commit();
    });
    expect(await fillSearchKeys()).toBe(260);
    expect(await stored('productsList/260')).toMatchObject({ version: 2, searchKeys: keysOf(values()) });
  });

  it('is refused for a signed-in customer with its message, and writes nothing', async () => {
    await signOut(getAuthInstance());
    const email = uniqueEmail('customer');
    await createAuthAccount(email, 'customer-pass-1');
    await signInWithEmailAndPassword(getAuthInstance(), email, 'customer-pass-1');
    const error = await rejectionOf<AdminDataError>(fillSearchKeys());
    expect(error).toMatchObject({ userMessage: adminProductsMessages.fillKeysFailed });
    expect((await stored('productsList/1'))?.searchKeys).toBeUndefined();
  });
});
