import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { signOut } from 'firebase/auth';
import { doc, getDoc, Timestamp } from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backfillOrderSearchKeys } from '../../scripts/backfill-order-search-keys.mjs';
import { fetchOrderList } from '@/features/admin-orders/api/fetch-order-list';
import { orderSearchOf } from '@/features/admin-orders/order-list-filter';
import { signInAdmin } from '@/features/session/api/sign-in-admin';
import { getAuthInstance } from '@/lib/firebase/auth';
import { orderSearchKeys } from '@/lib/order-search-keys';
import { createAdminAccount } from '../support/auth-accounts';
import { firestoreEmulator, PROJECT_ID } from '../support/emulator-env';
import { orderDoc } from '../support/orders';
import { firestoreRulesEnv, writeDocument } from '../support/rules-env';

let env: RulesTestEnvironment;

const DOCS = `http://${firestoreEmulator.host}:${String(firestoreEmulator.port)}/v1/projects/${PROJECT_ID}/databases/(default)/documents`;

/** An order as placed before the search keys: the request without phoneKey and nameKeys. */
function oldOrder(uid: string, fields: { name: string; number: string }, day: number) {
  const placed: Record<string, unknown> = orderDoc(uid, fields);
  delete placed.phoneKey;
  delete placed.nameKeys;
  return { ...placed, createdAt: Timestamp.fromDate(new Date(2025, 0, day)) };
}

beforeAll(async () => {
  env = await firestoreRulesEnv();
  await env.clearFirestore();
  const admin = await createAdminAccount(env, 'backfill');
  await writeDocument(env, 'orders/old1', oldOrder('c1', { name: 'Ramesh Kumar', number: '09876543210' }, 1));
  await writeDocument(env, 'orders/old2', oldOrder('c2', { name: 'Sita Kumari', number: '919876543210' }, 2));
  await writeDocument(env, 'orders/new1', {
    ...orderDoc('c3', { name: 'Kumar Das', number: '9000000003' }),
    createdAt: Timestamp.fromDate(new Date(2025, 0, 3)),
  });
  await signInAdmin(admin.email, admin.password);
});

afterAll(async () => {
  await signOut(getAuthInstance());
  await env.clearFirestore();
  await env.cleanup();
});

const ids = (orders: { id: string }[]) => orders.map((order) => order.id);
const search = async (typed: string) =>
  ids(await fetchOrderList({ status: null, search: orderSearchOf(typed), start: null, end: null }));

describe('scripts/backfill-order-search-keys.mjs', () => {
  it('makes orders placed before the keys findable by phone and name, writing only what lacks them', async () => {
    expect(await search('+91 98765 43210')).toEqual([]);
    expect(await search('kumar')).toEqual(['new1']);
    expect(await search('ramesh')).toEqual([]);

    const done = await backfillOrderSearchKeys({ docsUrl: DOCS, token: 'owner', keysOf: orderSearchKeys });
    expect(done).toEqual({ read: 3, written: 2, skipped: [] });

    expect(await search('+91 98765 43210')).toEqual(['old2', 'old1']);
    expect(await search('ramesh')).toEqual(['old1']);
    expect(await search('Kumar')).toEqual(['new1', 'old2', 'old1']);
    expect(await search('sita k')).toEqual(['old2']);
    await env.withSecurityRulesDisabled(async (context) => {
      const stored = (await getDoc(doc(context.firestore(), 'orders/old1'))).data();
      expect(stored).toMatchObject({ name: 'Ramesh Kumar', number: '09876543210', status: 'placed' });
      expect(stored).toMatchObject(orderSearchKeys({ name: 'Ramesh Kumar', number: '09876543210' }));
    });

    expect(await backfillOrderSearchKeys({ docsUrl: DOCS, token: 'owner', keysOf: orderSearchKeys })).toEqual(
      {
        read: 3,
        written: 0,
        skipped: [],
      },
    );
  });
});
