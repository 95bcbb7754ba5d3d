import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { deleteDoc, doc, getDoc, getDocs, collection, setDoc, updateDoc } from 'firebase/firestore';
import { describe, it } from 'vitest';
import { firestoreRulesPerTest } from '../support/rules-env';

const product = {
  id: 1,
  title: 'Neem Tulsi Herbal Soap 75 g',
  subTitle: 'नीम तुलसी साबुन',
  description: 'A gentle soap.',
  hDetails: 'एक सौम्य साबुन।',
  stock: 10,
  quantity: '75 g',
  price: 60,
  rating: { rate: 4.2, count: 12 },
  category: 'soap',
  images: ['/products/neem-soap-1.svg'],
};

const rules = firestoreRulesPerTest(async (db) => {
  await setDoc(doc(db, 'productsList/1'), product);
});

describe('productsList', () => {
  it('lets a visitor read one product and list the catalogue', async () => {
    const db = rules.env.unauthenticatedContext().firestore();
    await assertSucceeds(getDoc(doc(db, 'productsList/1')));
    await assertSucceeds(getDocs(collection(db, 'productsList')));
  });

  it('lets a signed-in customer read products', async () => {
    const db = rules.env.authenticatedContext('alice').firestore();
    await assertSucceeds(getDoc(doc(db, 'productsList/1')));
  });

  it('denies a visitor creating, changing or deleting a product', async () => {
    const db = rules.env.unauthenticatedContext().firestore();
    await assertFails(setDoc(doc(db, 'productsList/2'), { ...product, id: 2 }));
    await assertFails(updateDoc(doc(db, 'productsList/1'), { price: 1 }));
    await assertFails(deleteDoc(doc(db, 'productsList/1')));
  });

  it('denies a signed-in customer writing products', async () => {
    const db = rules.env.authenticatedContext('alice').firestore();
    await assertFails(setDoc(doc(db, 'productsList/2'), { ...product, id: 2 }));
    await assertFails(updateDoc(doc(db, 'productsList/1'), { price: 1 }));
    await assertFails(deleteDoc(doc(db, 'productsList/1')));
  });
});

describe('everything else is denied by default', () => {
  it('denies reading or writing an unknown collection', async () => {
    const db = rules.env.authenticatedContext('alice').firestore();
    await assertFails(getDoc(doc(db, 'secrets/one')));
    await assertFails(setDoc(doc(db, 'secrets/one'), { a: 1 }));
  });

  it('denies a visitor reading the product counter', async () => {
    const db = rules.env.unauthenticatedContext().firestore();
    await assertFails(getDoc(doc(db, 'counters/products')));
  });
});
