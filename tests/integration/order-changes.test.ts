import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { signOut } from 'firebase/auth';
import { collection, limit, onSnapshot, orderBy, query, Timestamp, updateDoc, doc } from 'firebase/firestore';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  ORDER_CHANGES_WINDOW,
  subscribeOrderChanges,
  type OrderChange,
} from '@/features/admin-orders/api/subscribe-order-changes';
import { signInAdmin } from '@/features/session/api/sign-in-admin';
import { getAuthInstance } from '@/lib/firebase/auth';
import { COLLECTIONS } from '@/lib/firebase/collections';
import { getDb } from '@/lib/firebase/firestore';
import { createAdminAccount } from '../support/auth-accounts';
import { eventually } from '../support/eventually';
import { orderDoc } from '../support/orders';
import { firestoreRulesEnv, writeDocument } from '../support/rules-env';

let env: RulesTestEnvironment;

const at = (day: number) => Timestamp.fromDate(new Date(2026, 0, day, 10));
const id = (n: number) => `o${String(n).padStart(2, '0')}`;

/**
 * o01 … o14, one a day from 1 January, the oldest moved last: the newest ten by createdAt are
 * o14 … o05, the latest moved ten by updatedAt o01 … o10.
 */
beforeAll(async () => {
  env = await firestoreRulesEnv();
  await env.clearFirestore();
  const admin = await createAdminAccount(env, 'order-changes');
  for (let n = 1; n <= 14; n += 1) {
    await writeDocument(env, `orders/${id(n)}`, {
      ...orderDoc(`c${String(n)}`),
      createdAt: at(n),
      updatedAt: at(40 - n),
    });
  }
  await signInAdmin(admin.email, admin.password);
});

afterAll(async () => {
  await signOut(getAuthInstance());
  await env.clearFirestore();
  await env.cleanup();
});

/** Listens to `field`'s newest `count` orders until the server has answered; returns the unsubscribe. */
async function listenUntilSynced(field: 'createdAt' | 'updatedAt', count: number) {
  let synced = false;
  const stop = onSnapshot(
    query(collection(getDb(), COLLECTIONS.orders), orderBy(field, 'desc'), limit(count)),
    { includeMetadataChanges: true },
    (snapshot) => {
      if (!snapshot.metadata.fromCache) synced = true;
    },
  );
  await eventually(() => {
    expect(synced).toBe(true);
  });
  return stop;
}

it('tells the orders that arrive or move, not those another listener had read before it started', async () => {
  // The orders list's first page is in the cache before the changes are followed: the cache's
  // answer to the newest and the latest moved holds three of their ten.
  const list = await listenUntilSynced('createdAt', 3);
  const changes: OrderChange[] = [];
  const errors: unknown[] = [];
  const stop = subscribeOrderChanges(
    (next) => changes.push(...next),
    (error) => errors.push(error),
  );
  // The same two queries share the server's answers with the followed ones: once they have it,
  // so have those.
  const watches = await Promise.all([
    listenUntilSynced('createdAt', ORDER_CHANGES_WINDOW),
    listenUntilSynced('updatedAt', ORDER_CHANGES_WINDOW),
  ]);
  await new Promise((resolve) => setTimeout(resolve, 100));
  expect(changes).toEqual([]);

  // One order arrives and an old one moves: each is told once.
  await writeDocument(env, `orders/${id(15)}`, { ...orderDoc('c15'), createdAt: at(15) });
  await env.withSecurityRulesDisabled((context) =>
    updateDoc(doc(context.firestore(), `orders/${id(12)}`), { status: 'confirmed', updatedAt: at(60) }),
  );
  await eventually(() => {
    expect(changes.map((change) => change.id).sort()).toEqual([id(12), id(15)]);
  });
  expect(changes).toContainEqual({ id: id(15), uid: 'c15' });
  expect(errors).toEqual([]);
  stop();
  list();
  for (const watch of watches) watch();
});
