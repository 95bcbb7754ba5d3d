import { assertFails, assertSucceeds, type RulesTestContext } from '@firebase/rules-unit-testing';
import { deleteDoc, doc, getDoc, setDoc, Timestamp, writeBatch } from 'firebase/firestore';
import { describe, it } from 'vitest';
import { firestoreRulesPerTest } from '../support/rules-env';

/**
 * productsList and counters/products: only admins write, every field is checked, a new product
 * takes its id from the counter in the same write, and every write moves `version` on by one.
 */
const ADMIN = { uid: 'admin-uid', email: 'owner@prakriti-demo.com' };
const CUSTOMER = { uid: 'customer-uid', email: 'asha@example.com' };

const DESCRIPTION =
  'Cold-processed bathing bar with neem leaf and tulsi extracts in a coconut oil base, for everyday cleansing of oily and sensitive skin.';

const product = (id: number, overrides: Record<string, unknown> = {}) => ({
  id,
  title: 'Neem Tulsi Herbal Soap 75 g',
  subTitle: 'नीम तुलसी हर्बल साबुन',
  description: DESCRIPTION,
  hDetails: 'नीम और तुलसी के अर्क वाला साबुन।',
  stock: 12,
  quantity: '75 g',
  price: 60.5,
  rating: { rate: 4.2, count: 18 },
  category: 'soap',
  images: ['https://cdn.example.com/neem.jpg'],
  version: 1,
  ...overrides,
});

const without = (data: Record<string, unknown>, key: string) =>
  Object.fromEntries(Object.entries(data).filter(([name]) => name !== key));

// Stored: product 1 (version 3), product 5 seeded before versions existed, the counter at 6.
const rules = firestoreRulesPerTest(async (db) => {
  await setDoc(doc(db, `admins/${ADMIN.email}`), {
    email: ADMIN.email,
    uid: ADMIN.uid,
    createdAt: Timestamp.now(),
    createdBy: 'seed',
  });
  await setDoc(doc(db, 'productsList/1'), product(1, { version: 3 }));
  await setDoc(doc(db, 'productsList/5'), without(product(5), 'version'));
  await setDoc(doc(db, 'counters/products'), { next: 6 });
});

type Db = ReturnType<RulesTestContext['firestore']>;
const admin = () => rules.env.authenticatedContext(ADMIN.uid, { email: ADMIN.email }).firestore();
const customer = () => rules.env.authenticatedContext(CUSTOMER.uid, { email: CUSTOMER.email }).firestore();
const visitor = () => rules.env.unauthenticatedContext().firestore();
const actors: [string, () => Db][] = [
  ['a visitor', visitor],
  ['a customer', customer],
];

/** A create as the data layer sends it: the product and the counter past it, in one write. */
function create(db: Db, data: Record<string, unknown>, id = 6, next = id + 1) {
  const batch = writeBatch(db);
  batch.set(doc(db, `productsList/${String(id)}`), data);
  batch.set(doc(db, 'counters/products'), { next });
  return batch.commit();
}

const update = (db: Db, id: number, data: Record<string, unknown>) =>
  setDoc(doc(db, `productsList/${String(id)}`), data);

/** Search keys as stored: each word to true. */
const keyMap = (...words: string[]) => Object.fromEntries(words.map((word) => [word, true]));

/** n distinct search keys of 20 letters and digits, as the key builder writes them at most. */
const searchKeys = (n: number) =>
  keyMap(...Array.from({ length: n }, (_, i) => `neem${String(i).padStart(16, '0')}`));

const longImages = (n: number) =>
  Array.from({ length: n }, (_, i) => `https://cdn.example.com/${String(i)}.jpg`);

// Every field rule: a product that breaks it, on create and on update.
const brokenFields: [string, Record<string, unknown>][] = [
  ['a title of 11 characters', { title: 'x'.repeat(11) }],
  ['a title of 201 characters', { title: 'x'.repeat(201) }],
  ['a title that is not text', { title: 12345678901234 }],
  ['a description of 119 characters', { description: 'x'.repeat(119) }],
  ['a description of 5001 characters', { description: 'x'.repeat(5001) }],
  ['a subTitle of 201 characters', { subTitle: 'क'.repeat(201) }],
  ['a subTitle that is not text', { subTitle: 7 }],
  ['hDetails of 5001 characters', { hDetails: 'क'.repeat(5001) }],
  ['hDetails that are not text', { hDetails: null }],
  ['a quantity of 61 characters', { quantity: 'x'.repeat(61) }],
  ['a quantity that is not text', { quantity: 75 }],
  ['a price of 0', { price: 0 }],
  ['a negative price', { price: -5 }],
  ['a price as text', { price: '60' }],
  ['a price over ten million', { price: 10_000_001 }],
  ['a negative stock', { stock: -1 }],
  ['a fractional stock', { stock: 1.5 }],
  ['a stock as text', { stock: '12' }],
  ['a rating over 5', { rating: { rate: 5.01, count: 18 } }],
  ['a negative rating', { rating: { rate: -0.1, count: 18 } }],
  ['a rating as text', { rating: { rate: '4', count: 18 } }],
  ['a negative review count', { rating: { rate: 4, count: -1 } }],
  ['a fractional review count', { rating: { rate: 4, count: 2.5 } }],
  ['a rating without its count', { rating: { rate: 4 } }],
  ['a rating with an extra key', { rating: { rate: 4, count: 1, stars: 4 } }],
  ['a rating that is not a map', { rating: 4 }],
  ['an unknown category', { category: 'tea' }],
  ['an empty category', { category: '' }],
  ['no images', { images: [] }],
  ['eleven images', { images: longImages(11) }],
  ['images that are not a list', { images: 'https://cdn.example.com/a.jpg' }],
  ['an ftp image', { images: ['ftp://cdn.example.com/a.jpg'] }],
  // The allowed twin is the product itself, with an https image.
  ['a plain-http image (mixed content on an https shop)', { images: ['http://cdn.example.com/neem.jpg'] }],
  ['a javascript: image', { images: ['javascript:alert(1)'] }],
  ['an image path outside products/', { images: ['/admin/secret.png'] }],
  ['a bad image after good ones', { images: [...longImages(9), 'data:image/png;base64,AAAA'] }],
  ['an image that is not text', { images: [42] }],
  ['an image address of 2049 characters', { images: [`https://cdn.example.com/${'a'.repeat(2025)}`] }],
  ['an extra key', { featured: true }],
  ['401 search keys', { searchKeys: searchKeys(401) }],
  ['a search key of 21 letters', { searchKeys: keyMap('ni', 'x'.repeat(21)) }],
  ['a search key of one letter', { searchKeys: keyMap('ni', 'n') }],
  ['a search key in capitals', { searchKeys: keyMap('ni', 'Neem') }],
  ['a search key with a space', { searchKeys: keyMap('ni', 'neem soap') }],
  ['a search key to a number', { searchKeys: { ni: true, nim: 42 } }],
  ['a search key with a comma', { searchKeys: keyMap('ni', 'ne,em') }],
  ['a search key to false', { searchKeys: { ni: true, nim: false } }],
  ['search keys that are a list', { searchKeys: ['ni', 'nim'] }],
  ['search keys that are text', { searchKeys: 'neem' }],
  ['a version that is not a number', { version: '1' }],
];

const missingKeys = Object.keys(product(6));

describe('productsList: reading', () => {
  it.each([...actors, ['an admin', admin] as [string, () => Db]])(
    'lets %s read products',
    async (_who, db) => {
      await assertSucceeds(getDoc(doc(db(), 'productsList/1')));
    },
  );
});

describe('productsList: creating', () => {
  it('lets an admin create a product with the counter moved past its id', async () => {
    await assertSucceeds(create(admin(), product(6)));
  });

  it.each(actors)('refuses %s creating the same product', async (_who, db) => {
    await assertFails(create(db(), product(6)));
  });

  it('lets only an admin write search keys, on create and on save', async () => {
    const keys = { searchKeys: keyMap('ni', 'nim', 'so', 'soap') };
    await assertFails(create(customer(), product(6, keys)));
    await assertFails(update(customer(), 1, product(1, { ...keys, version: 4 })));
    await assertSucceeds(create(admin(), product(6, keys)));
    await assertSucceeds(update(admin(), 1, product(1, { ...keys, version: 4 })));
  });

  it.each([
    [
      'the shortest title and description, a price of 0.01, rating 0 and stock 0',
      {
        title: 'x'.repeat(12),
        description: 'y'.repeat(120),
        price: 0.01,
        rating: { rate: 0, count: 0 },
        stock: 0,
      },
    ],
    [
      'the longest title, rating 5 and empty Devanagari texts and quantity',
      {
        title: 'x'.repeat(200),
        rating: { rate: 5, count: 100_000_000 },
        subTitle: '',
        hDetails: '',
        quantity: '',
      },
    ],
    [
      'ten images: addresses, an uploaded file and a static file',
      {
        images: [...longImages(8), 'products/1700000000-neem.webp', '/products/neem-soap-1.svg'],
      },
    ],
    ['a whole-rupee price', { price: 60 }],
    ['400 search keys of 20 letters and digits', { searchKeys: searchKeys(400) }],
    ['search keys of two letters', { searchKeys: keyMap('ni', 'so') }],
    ['no search keys (an empty map)', { searchKeys: {} }],
  ])('lets an admin create one with %s', async (_case, overrides) => {
    await assertSucceeds(create(admin(), product(6, overrides)));
  });

  it.each(brokenFields)('refuses anyone creating one with %s', async (_case, overrides) => {
    for (const db of [admin, customer, visitor]) await assertFails(create(db(), product(6, overrides)));
  });

  it.each(missingKeys)('refuses an admin creating one without %s', async (key) => {
    await assertFails(create(admin(), without(product(6), key)));
  });

  it('refuses an id other than the document id, or not a whole number', async () => {
    await assertFails(create(admin(), product(7), 6));
    await assertFails(create(admin(), product(6.5), 6));
    await assertFails(create(admin(), { ...product(6), id: '6' }));
  });

  it('refuses a version other than 1 on create', async () => {
    await assertFails(create(admin(), product(6, { version: 2 })));
    await assertFails(create(admin(), product(6, { version: 0 })));
  });

  it('refuses a product written without moving the counter past it ("count + 1")', async () => {
    await assertFails(setDoc(doc(admin(), 'productsList/6'), product(6)));
    await assertFails(create(admin(), product(6), 6, 6));
    await assertFails(create(admin(), product(6), 6, 9));
  });

  it('refuses overwriting an existing product as if it were new (version 1 over version 3)', async () => {
    await assertFails(create(admin(), product(1), 1));
  });
});

describe('productsList: editing', () => {
  it('lets an admin save with the version moved on by one', async () => {
    await assertSucceeds(update(admin(), 1, product(1, { price: 75, version: 4 })));
  });

  it('lets an admin save a product stored without a version (read as 0) as version 1', async () => {
    await assertSucceeds(update(admin(), 5, product(5, { version: 1 })));
  });

  it.each([
    ['the same version', 3],
    ['a version two ahead', 5],
    ['an older version', 2],
  ])('refuses a save with %s', async (_case, version) => {
    await assertFails(update(admin(), 1, product(1, { version })));
  });

  it('refuses a save of a product without a version as anything but version 1', async () => {
    await assertFails(update(admin(), 5, product(5, { version: 2 })));
    await assertFails(update(admin(), 5, without(product(5), 'version')));
  });

  it.each(actors)('refuses %s saving a product', async (_who, db) => {
    await assertFails(update(db(), 1, product(1, { version: 4 })));
  });

  it.each(brokenFields)('refuses anyone saving one with %s', async (_case, overrides) => {
    const data = product(1, { version: 4, ...overrides });
    for (const db of [admin, customer, visitor]) await assertFails(update(db(), 1, data));
  });

  it('refuses changing the id', async () => {
    await assertFails(update(admin(), 1, product(2, { version: 4 })));
  });
});

describe('productsList: deleting', () => {
  it('lets an admin delete a product', async () => {
    await assertSucceeds(deleteDoc(doc(admin(), 'productsList/1')));
  });

  it.each(actors)('refuses %s deleting a product', async (_who, db) => {
    await assertFails(deleteDoc(doc(db(), 'productsList/1')));
  });
});

describe('counters/products', () => {
  it('lets an admin read it, nobody else', async () => {
    await assertSucceeds(getDoc(doc(admin(), 'counters/products')));
    for (const db of [customer, visitor]) await assertFails(getDoc(doc(db(), 'counters/products')));
  });

  // With product 6 stored, moving the counter to 7 is a well-formed write an admin may make
  // (existsAfter holds): only who makes it is wrong.
  it.each(actors)('refuses %s moving it past a stored product, which an admin may do', async (_who, db) => {
    await rules.env.withSecurityRulesDisabled(async (context) => {
      await setDoc(doc(context.firestore(), 'productsList/6'), product(6));
    });
    await assertFails(setDoc(doc(db(), 'counters/products'), { next: 7 }));
    await assertSucceeds(setDoc(doc(admin(), 'counters/products'), { next: 7 }));
  });

  it('refuses an admin moving it backwards, to no product, or with other keys', async () => {
    await assertFails(create(admin(), product(6), 6, 6));
    await assertFails(setDoc(doc(admin(), 'counters/products'), { next: 2 }));
    await assertFails(setDoc(doc(admin(), 'counters/products'), { next: 7 }));
    await assertFails(create(admin(), product(6), 6, 7.5));
    const db = admin();
    const batch = writeBatch(db);
    batch.set(doc(db, 'productsList/6'), product(6));
    batch.set(doc(db, 'counters/products'), { next: 7, lastId: 6 });
    await assertFails(batch.commit());
  });

  it('refuses anyone deleting it', async () => {
    for (const db of [admin, customer, visitor]) await assertFails(deleteDoc(doc(db(), 'counters/products')));
  });

  it('lets an admin start a missing counter after the product they create', async () => {
    await rules.env.withSecurityRulesDisabled(async (context) => {
      await deleteDoc(doc(context.firestore(), 'counters/products'));
    });
    await assertSucceeds(create(admin(), product(6)));
  });
});
