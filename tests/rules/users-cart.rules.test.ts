import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { doc, getDoc, setDoc, updateDoc } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { firestoreRulesEnv } from '../support/rules-env';

const cart = {
  cartItems: [
    {
      id: 1,
      price: 50,
      subTitle: 'नीम साबुन',
      hDetails: 'नीम का साबुन।',
      quantity: '75 g',
      title: 'Neem Soap',
      category: 'soap',
      image: '/products/neem.svg',
      rating: { rate: 4.2, count: 18 },
      amount: 2,
    },
  ],
  totalAmount: 100,
  totalNumItems: 2,
};

let env: RulesTestEnvironment;

beforeAll(async () => {
  env = await firestoreRulesEnv();
});

beforeEach(async () => {
  await env.clearFirestore();
  await env.withSecurityRulesDisabled(async (context) => {
    await setDoc(doc(context.firestore(), 'users/alice'), {
      email: 'alice@example.com',
      name: 'Alice Rao',
      mobile: '09876543210',
      uid: 'alice',
      cart: { cartItems: [], totalAmount: 0, totalNumItems: 0 },
      dateCreated: '1/1/2025, 10:00:00 am',
    });
  });
});

afterAll(async () => {
  await env.cleanup();
});

describe('users/{uid}.cart', () => {
  it('lets the owner read their document and store their cart', async () => {
    const db = env.authenticatedContext('alice').firestore();
    await assertSucceeds(getDoc(doc(db, 'users/alice')));
    await assertSucceeds(updateDoc(doc(db, 'users/alice'), { cart }));
  });

  it('refuses anyone else reading or writing the cart', async () => {
    const bob = env.authenticatedContext('bob').firestore();
    await assertFails(getDoc(doc(bob, 'users/alice')));
    await assertFails(updateDoc(doc(bob, 'users/alice'), { cart }));
    const visitor = env.unauthenticatedContext().firestore();
    await assertFails(getDoc(doc(visitor, 'users/alice')));
    await assertFails(updateDoc(doc(visitor, 'users/alice'), { cart }));
  });

  it('refuses the owner changing more than the cart', async () => {
    const db = env.authenticatedContext('alice').firestore();
    await assertFails(updateDoc(doc(db, 'users/alice'), { cart, name: 'Someone Else' }));
  });
});
