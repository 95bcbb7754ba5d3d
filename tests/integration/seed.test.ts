import fs from 'node:fs';
import path from 'node:path';
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { signInWithEmailAndPassword, signOut } from 'firebase/auth';
import { collection, doc, getDoc, getDocs, query, setDoc, where } from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../scripts/seed/catalogue.mjs';
import { demoAdmin, demoCustomer } from '../../scripts/seed/demo-accounts.mjs';
import { seed } from '../../scripts/seed.mjs';
import { getAuthInstance } from '@/lib/firebase/auth';
import { firestoreRulesEnv } from '../support/rules-env';

let env: RulesTestEnvironment;

beforeAll(async () => {
  env = await firestoreRulesEnv();
  await env.clearFirestore();
});

afterAll(async () => {
  await env.cleanup();
});

const quiet = { log: () => undefined };

describe('npm run seed', () => {
  it('seeds the catalogue, the demo admin and the demo customer, and twice duplicates nothing', async () => {
    const first = await seed(quiet);
    const second = await seed(quiet);
    expect(second.customerUid).toBe(first.customerUid);

    await env.withSecurityRulesDisabled(async (context) => {
      const db = context.firestore();
      const catalogue = await getDocs(collection(db, 'productsList'));
      expect(catalogue.size).toBe(products.length);
      expect(catalogue.size).toBeGreaterThanOrEqual(21);

      const admins = await getDocs(collection(db, 'admins'));
      expect(admins.docs.map((d) => d.id)).toEqual([demoAdmin.email.toLowerCase()]);

      const customers = await getDocs(
        query(collection(db, 'users'), where('email', '==', demoCustomer.email)),
      );
      expect(customers.size).toBe(1);
      expect(customers.docs[0]?.id).toBe(first.customerUid);
      expect(customers.docs[0]?.data()).toMatchObject({
        name: demoCustomer.name,
        mobile: demoCustomer.mobile,
        uid: first.customerUid,
        cart: { cartItems: [], totalNumItems: 0, totalAmount: 0 },
      });

      const counter = await getDoc(doc(db, 'counters/products'));
      expect(counter.data()).toEqual({ next: Math.max(...products.map((p) => p.id)) + 1 });
      expect(catalogue.docs.map((d) => d.get('version') as unknown)).toEqual(products.map(() => 1));
    });
  });

  it('gives the demo admin document the uid of the demo admin account', async () => {
    await seed(quiet);
    const auth = getAuthInstance();
    const { user } = await signInWithEmailAndPassword(auth, demoAdmin.email, demoAdmin.password);
    await signOut(auth);
    const email = demoAdmin.email.toLowerCase();
    await env.withSecurityRulesDisabled(async (context) => {
      const admin = await getDoc(doc(context.firestore(), `admins/${email}`));
      expect(admin.data()).toMatchObject({ email, uid: user.uid, createdBy: 'seed' });
    });
  });

  it('mends a demo admin document without the account uid (an older seed)', async () => {
    const email = demoAdmin.email.toLowerCase();
    await env.withSecurityRulesDisabled(async (context) => {
      await setDoc(doc(context.firestore(), `admins/${email}`), { email, createdBy: 'seed' });
    });
    const { adminUid } = await seed(quiet);
    await env.withSecurityRulesDisabled(async (context) => {
      const admin = await getDoc(doc(context.firestore(), `admins/${email}`));
      expect(admin.get('uid')).toBe(adminUid);
    });
  });

  it('keeps a higher product counter (products added by an admin) when seeding again', async () => {
    await env.withSecurityRulesDisabled(async (context) => {
      await setDoc(doc(context.firestore(), 'counters/products'), { next: 99 });
    });
    await seed(quiet);
    await env.withSecurityRulesDisabled(async (context) => {
      const counter = await getDoc(doc(context.firestore(), 'counters/products'));
      expect(counter.data()).toEqual({ next: 99 });
    });
  });

  it('gives every seeded product 1–4 image files served by the app and Devanagari texts', () => {
    const kinds = new Map<string, number>();
    for (const product of products) {
      kinds.set(product.category, (kinds.get(product.category) ?? 0) + 1);
      expect(product.images.length).toBeGreaterThanOrEqual(1);
      expect(product.images.length).toBeLessThanOrEqual(4);
      for (const image of product.images) expect(fs.existsSync(path.join('public', image))).toBe(true);
      expect(product.subTitle).toMatch(/[\u0900-\u097F]/);
      expect(product.hDetails).toMatch(/[\u0900-\u097F]/);
      expect(product.rating.rate).toBeGreaterThanOrEqual(0);
      expect(product.rating.rate).toBeLessThanOrEqual(5);
    }
    expect([...kinds.keys()].sort()).toEqual([
      'capsulePowder',
      'dhoopa',
      'fastCone',
      'juiceSyrup',
      'mosquitoRepellant',
      'shampoo',
      'soap',
    ]);
    expect(Math.min(...kinds.values())).toBeGreaterThanOrEqual(3);
  });
});
