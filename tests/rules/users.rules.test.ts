import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
} from 'firebase/firestore';
import { beforeEach, describe, it } from 'vitest';
import { firestoreRulesPerTest } from '../support/rules-env';

const ALICE = { uid: 'alice', email: 'alice@example.com' };
const BOB = { uid: 'bob', email: 'bob@example.com' };

const emptyCart = { cartItems: [], totalNumItems: 0, totalAmount: 0 };

function userDoc(overrides: Record<string, unknown> = {}) {
  return {
    email: ALICE.email,
    name: 'Alice Sharma',
    mobile: '09876543210',
    uid: ALICE.uid,
    cart: emptyCart,
    dateCreated: '12/5/2025, 10:15:00 am',
    createdAt: serverTimestamp(),
    ...overrides,
  };
}

const cartLine = {
  id: 1,
  title: 'Neem Tulsi Herbal Soap 75 g',
  price: 60,
  amount: 2,
};

const rules = firestoreRulesPerTest();

const as = (user: { uid: string; email: string }) =>
  rules.env.authenticatedContext(user.uid, { email: user.email }).firestore();

async function seedAlice() {
  await rules.env.withSecurityRulesDisabled(async (context) => {
    await setDoc(doc(context.firestore(), 'users/alice'), userDoc());
  });
}

describe('users/{uid}: creating', () => {
  it('lets a signed-in user create their own document with exactly the allowed keys', async () => {
    await assertSucceeds(setDoc(doc(as(ALICE), 'users/alice'), userDoc()));
  });

  it('denies a visitor creating a user document', async () => {
    const db = rules.env.unauthenticatedContext().firestore();
    await assertFails(setDoc(doc(db, 'users/alice'), userDoc()));
  });

  it("denies creating someone else's document, or one whose uid field is not yours", async () => {
    await assertFails(setDoc(doc(as(BOB), 'users/alice'), userDoc()));
    await assertFails(setDoc(doc(as(BOB), 'users/bob'), userDoc({ email: BOB.email })));
  });

  it('denies an e-mail other than the signed-in account’s', async () => {
    await assertFails(setDoc(doc(as(ALICE), 'users/alice'), userDoc({ email: 'someone@example.com' })));
  });

  it('denies extra keys (an admin flag, a password) and missing keys', async () => {
    await assertFails(setDoc(doc(as(ALICE), 'users/alice'), userDoc({ isAdmin: true })));
    await assertFails(setDoc(doc(as(ALICE), 'users/alice'), userDoc({ password: 'secret-123' })));
    const withoutMobile: Record<string, unknown> = userDoc();
    delete withoutMobile.mobile;
    await assertFails(setDoc(doc(as(ALICE), 'users/alice'), withoutMobile));
  });

  it('denies wrong types and lengths', async () => {
    const db = as(ALICE);
    await assertFails(setDoc(doc(db, 'users/alice'), userDoc({ name: 42 })));
    await assertFails(setDoc(doc(db, 'users/alice'), userDoc({ name: 'x'.repeat(101) })));
    await assertFails(setDoc(doc(db, 'users/alice'), userDoc({ mobile: 9876543210 })));
    await assertFails(setDoc(doc(db, 'users/alice'), userDoc({ mobile: '12345' })));
    await assertFails(setDoc(doc(db, 'users/alice'), userDoc({ dateCreated: new Date() })));
  });

  it('denies a createdAt other than server time, and none', async () => {
    const db = as(ALICE);
    const past = Timestamp.fromDate(new Date('2020-01-01'));
    await assertFails(setDoc(doc(db, 'users/alice'), userDoc({ createdAt: past })));
    const withoutCreatedAt: Record<string, unknown> = userDoc();
    delete withoutCreatedAt.createdAt;
    await assertFails(setDoc(doc(db, 'users/alice'), withoutCreatedAt));
  });

  it('denies a new account starting with a filled or malformed cart', async () => {
    const db = as(ALICE);
    await assertFails(
      setDoc(
        doc(db, 'users/alice'),
        userDoc({ cart: { cartItems: [cartLine], totalNumItems: 2, totalAmount: 120 } }),
      ),
    );
    await assertFails(setDoc(doc(db, 'users/alice'), userDoc({ cart: { cartItems: [] } })));
    await assertFails(setDoc(doc(db, 'users/alice'), userDoc({ cart: [] })));
  });
});

describe('users/{uid}: reading', () => {
  beforeEach(seedAlice);

  it('lets the owner read their document', async () => {
    await assertSucceeds(getDoc(doc(as(ALICE), 'users/alice')));
  });

  it('denies other users and visitors reading it, and anyone listing users', async () => {
    await assertFails(getDoc(doc(as(BOB), 'users/alice')));
    await assertFails(getDoc(doc(rules.env.unauthenticatedContext().firestore(), 'users/alice')));
    await assertFails(getDocs(collection(as(ALICE), 'users')));
  });
});

describe('users/{uid}: updating', () => {
  beforeEach(seedAlice);

  // Every field was bounded when the document was made; afterwards only name, mobile and the
  // saved addresses change (tests/rules/account.rules.test.ts). The cart lives in carts/{uid}
  // (tests/rules/carts.rules.test.ts), so the admin users list never downloads it.
  it('denies the owner every other change, the spec’s cart field included', async () => {
    const db = as(ALICE);
    await assertFails(
      updateDoc(doc(db, 'users/alice'), {
        cart: { cartItems: [cartLine], totalNumItems: 2, totalAmount: 120 },
      }),
    );
    await assertFails(updateDoc(doc(db, 'users/alice'), { email: 'other@example.com' }));
    await assertFails(updateDoc(doc(db, 'users/alice'), { uid: 'bob' }));
    await assertFails(updateDoc(doc(db, 'users/alice'), { role: 'admin' }));
    await assertFails(updateDoc(doc(db, 'users/alice'), { padding: 'x'.repeat(500_000) }));
  });

  it('denies another user or a visitor changing it', async () => {
    await assertFails(updateDoc(doc(as(BOB), 'users/alice'), { cart: emptyCart }));
    await assertFails(
      updateDoc(doc(rules.env.unauthenticatedContext().firestore(), 'users/alice'), { cart: emptyCart }),
    );
  });

  it('denies overwriting the document with other data once it exists', async () => {
    await assertFails(setDoc(doc(as(ALICE), 'users/alice'), userDoc({ name: 'New Name Here' })));
  });
});

describe('users/{uid}: deleting', () => {
  beforeEach(seedAlice);

  // The owner's own delete (leaving the shop) is in tests/rules/account.rules.test.ts.
  it('denies other users and visitors deleting a user document', async () => {
    await assertFails(deleteDoc(doc(as(BOB), 'users/alice')));
    await assertFails(deleteDoc(doc(rules.env.unauthenticatedContext().firestore(), 'users/alice')));
  });
});
