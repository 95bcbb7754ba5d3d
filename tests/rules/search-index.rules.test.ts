import { assertFails, assertSucceeds, type RulesTestContext } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, setDoc, Timestamp } from 'firebase/firestore';
import { describe, it } from 'vitest';
import { SEARCH_INDEX_CAP } from '@/lib/search/search-index';
import { firestoreRulesPerTest } from '../support/rules-env';

/**
 * searchIndex/{key}: anyone reads an entry by its key; only admins write one, and only as a
 * bounded list of product ids with its over flag.
 */
const ADMIN = { uid: 'admin-uid', email: 'owner@prakriti-demo.com' };
const CUSTOMER = { uid: 'customer-uid', email: 'asha@example.com' };

const rules = firestoreRulesPerTest(async (db) => {
  await setDoc(doc(db, `admins/${ADMIN.email}`), {
    email: ADMIN.email,
    uid: ADMIN.uid,
    createdAt: Timestamp.now(),
    createdBy: 'seed',
  });
  await setDoc(doc(db, 'searchIndex/nim'), { ids: '1,5', over: false });
});

type Db = ReturnType<RulesTestContext['firestore']>;
const admin = () => rules.env.authenticatedContext(ADMIN.uid, { email: ADMIN.email }).firestore();
const customer = () => rules.env.authenticatedContext(CUSTOMER.uid, { email: CUSTOMER.email }).firestore();
const visitor = () => rules.env.unauthenticatedContext().firestore();
const others: [string, () => Db][] = [
  ['a visitor', visitor],
  ['a customer', customer],
];

/** `n` ids of seven digits: the longest entry is SEARCH_INDEX_CAP of them. */
const ids = (n: number) => Array.from({ length: n }, (_, i) => String(1_000_000 + i)).join(',');

describe('searchIndex: reading', () => {
  it.each([...others, ['an admin', admin] as [string, () => Db]])(
    'lets %s read an entry by its key',
    async (_who, db) => {
      await assertSucceeds(getDoc(doc(db(), 'searchIndex/nim')));
    },
  );

  it.each(others)('refuses %s listing the index', async (_who, db) => {
    await assertFails(getDocs(collection(db(), 'searchIndex')));
  });

  it('lets an admin list the index (the rebuild)', async () => {
    await assertSucceeds(getDocs(collection(admin(), 'searchIndex')));
  });
});

describe('searchIndex: writing', () => {
  const entry = { ids: '1,5,9', over: false };

  it('lets an admin create and update an entry', async () => {
    await assertSucceeds(setDoc(doc(admin(), 'searchIndex/sabun'), entry));
    await assertSucceeds(setDoc(doc(admin(), 'searchIndex/nim'), entry));
  });

  it.each(others)('refuses %s creating or updating the same entry', async (_who, db) => {
    await assertFails(setDoc(doc(db(), 'searchIndex/sabun'), entry));
    await assertFails(setDoc(doc(db(), 'searchIndex/nim'), entry));
  });

  it('lets an admin delete an entry', async () => {
    await assertSucceeds(deleteDoc(doc(admin(), 'searchIndex/nim')));
  });

  it.each(others)('refuses %s deleting it', async (_who, db) => {
    await assertFails(deleteDoc(doc(db(), 'searchIndex/nim')));
  });

  it.each([
    [`${String(SEARCH_INDEX_CAP)} ids of seven digits, over`, { ids: ids(SEARCH_INDEX_CAP), over: true }],
    ['no ids', { ids: '', over: false }],
  ])('lets an admin write %s', async (_case, data) => {
    await assertSucceeds(setDoc(doc(admin(), 'searchIndex/so'), data));
  });

  it.each([
    [`${String(SEARCH_INDEX_CAP + 1)} ids`, { ids: ids(SEARCH_INDEX_CAP + 1), over: true }],
    [
      `${String(SEARCH_INDEX_CAP + 1)} ids of one digit`,
      {
        ids: Array(SEARCH_INDEX_CAP + 1)
          .fill('7')
          .join(','),
        over: true,
      },
    ],
    ['an id of eight digits', { ids: '12345678', over: false }],
    ['ids with a letter', { ids: '1,5a', over: false }],
    ['ids as a list', { ids: [1, 5], over: false }],
    ['an over flag that is text', { ids: '1', over: 'yes' }],
    ['no over flag', { ids: '1' }],
    ['another field', { ids: '1', over: false, title: 'Neem' }],
  ])('refuses an admin writing %s', async (_case, data) => {
    await assertFails(setDoc(doc(admin(), 'searchIndex/so'), data));
  });

  it.each([['Neem'], ['n'], ['x'.repeat(21)], ['ne em']])(
    'refuses an admin writing an entry keyed %j',
    async (key) => {
      await assertFails(setDoc(doc(admin(), `searchIndex/${key}`), entry));
    },
  );
});
