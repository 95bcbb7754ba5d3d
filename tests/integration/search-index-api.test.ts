import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { signOut } from 'firebase/auth';
import { collection, deleteDoc, doc, getDoc, getDocs, setDoc, Timestamp } from 'firebase/firestore';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { deleteProduct } from '@/features/admin-products/api/delete-product';
import { productMessages } from '@/features/admin-products/messages';
import { forgetSearches, searchProducts } from '@/features/catalog/api/search-products';
import type { ProductValues } from '@/features/admin-products/api/product-doc';
import { createProduct, updateProduct } from '@/features/admin-products/api/save-product';
import { signInAdmin } from '@/features/session/api/sign-in-admin';
import { getAuthInstance } from '@/lib/firebase/auth';
import { fromIndexData, SEARCH_INDEX_CAP } from '@/lib/search/search-index';
import { buildSearchKeys } from '@/lib/search/search-keys';
import { createAdminAccount } from '../support/auth-accounts';
import { rejectionOf } from '../support/rejection';
import { firestoreRulesEnv } from '../support/rules-env';

/** The admin's saves keep searchIndex/{key} in step with each product's search keys. */
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
  images: ['https://cdn.example.com/amla-1.jpg'],
  ...overrides,
});

async function write(path: string, data: Record<string, unknown> | null) {
  await env.withSecurityRulesDisabled(async (context) => {
    const ref = doc(context.firestore(), path);
    await (data ? setDoc(ref, data) : deleteDoc(ref));
  });
}

/** The whole stored index: key → ids. */
async function storedIndex(): Promise<Map<string, { ids: number[]; over: boolean }>> {
  const index = new Map<string, { ids: number[]; over: boolean }>();
  await env.withSecurityRulesDisabled(async (context) => {
    for (const entry of (await getDocs(collection(context.firestore(), 'searchIndex'))).docs) {
      index.set(entry.id, fromIndexData(entry.data()));
    }
  });
  return index;
}

/** One stored entry. */
async function storedEntry(key: string): Promise<{ ids: number[]; over: boolean }> {
  let entry = { ids: [] as number[], over: false };
  await env.withSecurityRulesDisabled(async (context) => {
    entry = fromIndexData((await getDoc(doc(context.firestore(), `searchIndex/${key}`))).data());
  });
  return entry;
}

/** The keys whose entries list product `id`. */
const keysListing = (index: Awaited<ReturnType<typeof storedIndex>>, id: number) =>
  [...index].filter(([, entry]) => entry.ids.includes(id)).map(([key]) => key);

beforeAll(async () => {
  env = await firestoreRulesEnv();
  admin = await createAdminAccount(env, 'search-index');
}, 120_000);

beforeEach(async () => {
  await env.clearFirestore();
  await write(`admins/${admin.email}`, {
    email: admin.email,
    uid: admin.uid,
    createdAt: Timestamp.now(),
    createdBy: 'seed',
  });
  await write('counters/products', { next: 1 });
  await signInAdmin(admin.email, admin.password);
  forgetSearches();
});

afterEach(async () => {
  await signOut(getAuthInstance());
});

afterAll(async () => {
  await env.cleanup();
});

/** The stored product's fields, or undefined. */
async function storedProduct(id: number): Promise<Record<string, unknown> | undefined> {
  let data: Record<string, unknown> | undefined;
  await env.withSecurityRulesDisabled(async (context) => {
    const snapshot = await getDoc(doc(context.firestore(), `productsList/${String(id)}`));
    data = snapshot.data();
  });
  return data;
}

const found = async (text: string) => (await searchProducts(text)).map((hit) => hit.id);

describe('the search index on an admin’s saves', () => {
  it('lists a new product under every one of its search keys, and nowhere else', async () => {
    const id = await createProduct(values());
    const index = await storedIndex();
    expect(keysListing(index, id).sort()).toEqual(buildSearchKeys(values()).sort());
    expect(index.get('amla')).toEqual({ ids: [id], over: false });
  });

  it('moves an edited product from the keys it lost to the keys it gained, keeping the others', async () => {
    const other = await createProduct(values());
    const id = await createProduct(values());
    await updateProduct(id, values({ title: 'Neem Juice with Pulp 1 L', subTitle: 'नीम जूस 1 लीटर' }), 1);
    const index = await storedIndex();
    const keys = buildSearchKeys(values({ title: 'Neem Juice with Pulp 1 L', subTitle: 'नीम जूस 1 लीटर' }));
    expect(keysListing(index, id).sort()).toEqual(keys.sort());
    expect(index.get('aml')).toEqual({ ids: [other], over: false });
    expect(index.get('nim')).toEqual({ ids: [id], over: false });
    expect(index.get('juice')?.ids).toEqual([other, id]);
  });

  it('removes a deleted product, and the entries only it held', async () => {
    const other = await createProduct(values({ title: 'Neem Juice with Pulp 1 L', subTitle: 'नीम जूस' }));
    const id = await createProduct(values());
    await deleteProduct(id);
    const index = await storedIndex();
    expect(keysListing(index, id)).toEqual([]);
    expect(index.has('aml')).toBe(false);
    expect(index.get('juice')?.ids).toEqual([other]);
  });

  it('marks a full entry over instead of growing it past the cap', async () => {
    const full = Array.from({ length: SEARCH_INDEX_CAP }, (_, i) => 100_000 + i).join(',');
    await write('searchIndex/juice', { ids: full, over: false });
    const id = await createProduct(values());
    const index = await storedIndex();
    expect(index.get('juice')?.ids).toHaveLength(SEARCH_INDEX_CAP);
    expect(index.get('juice')?.ids).not.toContain(id);
    expect(index.get('juice')?.over).toBe(true);
    expect(index.get('amla')).toEqual({ ids: [id], over: false });
  });

  it('finds a product an admin adds at once, and no longer once it is deleted', async () => {
    const id = await createProduct(values());
    expect(await found('amla')).toEqual([id]);
    expect(await found('आंवला जूस')).toEqual([id]);
    await deleteProduct(id);
    forgetSearches();
    expect(await found('amla')).toEqual([]);
  });

  it('indexes the id the product gets when the counter is behind the data', async () => {
    // The counter says 1, but product 1 exists: the id read first is stepped over, as the
    // product's own transaction steps over it.
    await write('productsList/1', {
      ...values({ title: 'Neem Juice 1 L', subTitle: 'नीम जूस' }),
      id: 1,
      version: 1,
    });
    const id = await createProduct(values());
    expect(id).toBe(2);
    expect((await storedIndex()).get('amla')).toEqual({ ids: [2], over: false });
  });

  it('refuses a save whose new words cannot be indexed: nothing saved, the admin told why', async () => {
    const id = await createProduct(values());
    await write('searchIndex/nim', { ids: 'not ids', over: false });
    const error = await rejectionOf(
      updateProduct(id, values({ title: 'Neem Juice with Pulp 1 L', subTitle: 'नीम जूस 1 लीटर' }), 1),
    );
    expect(error).toMatchObject({ userMessage: productMessages.indexEditFailed });
    expect(await storedProduct(id)).toMatchObject({ title: values().title, version: 1 });
    expect(await found('amla')).toEqual([id]);
  });

  it('leaves search right when the product write is refused after its new words were indexed', async () => {
    const id = await createProduct(values());
    // The rules refuse a negative stock: the id is in the new words' entries, the product unchanged.
    await rejectionOf(
      updateProduct(id, values({ title: 'Neem Juice with Pulp 1 L', subTitle: 'नीम जूस', stock: -1 }), 1),
    );
    expect((await storedIndex()).get('nim')?.ids).toEqual([id]);
    expect(await storedProduct(id)).toMatchObject({ title: values().title });
    expect(await found('neem')).toEqual([]);
    expect(await found('amla')).toEqual([id]);
  });

  it('answers, not throws, when the lost words cannot leave the index: saved, and search still right', async () => {
    const id = await createProduct(values());
    await write('searchIndex/aml', { ids: 'not ids', over: false });
    // Texts without amla (nor gooseberry, its synonym).
    const neem = values({
      title: 'Neem Juice 1 L',
      subTitle: 'नीम जूस',
      description:
        'Bitter neem leaf juice, cold-pressed and bottled fresh; take 20 ml with water every morning before breakfast for clear skin and daily wellbeing.',
      hDetails: 'नीम की पत्तियों का रस।',
    });
    const outcome = await updateProduct(id, neem, 1);
    expect(outcome.indexLeftover).toBeInstanceOf(Error);
    expect(await storedProduct(id)).toMatchObject({ title: 'Neem Juice 1 L', version: 2 });
    // 'amla' still lists it (its entry kept the id): the search checks the product and drops it.
    expect(await storedEntry('amla')).toEqual({ ids: [id], over: false });
    expect(await found('amla')).toEqual([]);
    expect(await found('neem')).toEqual([id]);
  });
});
