import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { getApps } from 'firebase/app';
import { signOut } from 'firebase/auth';
import type * as FirestoreLite from 'firebase/firestore/lite';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { addAdmin } from '@/features/admin-admins/api/add-admin';
import type { AdminDataError } from '@/lib/firebase/admin-errors';
import { signInAdmin } from '@/features/session/api/sign-in-admin';
import { getAuthInstance } from '@/lib/firebase/auth';
import { createAdminAccount, uniqueEmail } from '../support/auth-accounts';
import { rejectionOf } from '../support/rejection';
import { firestoreRulesEnv } from '../support/rules-env';

// The admin-document write fails (as it would on a lost connection or a refusal); the rest of
// Firestore lite is the real one.
vi.mock('firebase/firestore/lite', async (importOriginal) => {
  const real = await importOriginal<typeof FirestoreLite>();
  return {
    ...real,
    setDoc: vi.fn(() => Promise.reject(Object.assign(new Error('refused'), { code: 'permission-denied' }))),
  };
});

let env: RulesTestEnvironment;

beforeAll(async () => {
  env = await firestoreRulesEnv();
  await env.clearFirestore();
});

afterAll(async () => {
  await signOut(getAuthInstance());
  await env.clearFirestore();
  await env.cleanup();
});

describe('addAdmin when the admin document cannot be written', () => {
  it('says so, removes the new account again and leaves the current admin signed in', async () => {
    const me = await createAdminAccount(env, 'me');
    await signInAdmin(me.email, me.password);
    const email = uniqueEmail('half.made');

    const error = await rejectionOf<AdminDataError>(addAdmin({ email, password: 'new-admin-pass' }));
    expect(error.reason).toBe('role-not-written');
    expect(error.userMessage).toContain(email);
    expect(error.userMessage).toMatch(/could not be saved/);
    expect(error.cause).toMatchObject({ code: 'permission-denied' });

    expect(getAuthInstance().currentUser?.uid).toBe(me.uid);
    expect(getApps()).toHaveLength(1);

    // The account is gone: the e-mail is free to be added again.
    await signOut(getAuthInstance());
    expect(await rejectionOf(signInAdmin(email, 'new-admin-pass'))).toMatchObject({
      reason: 'not-admin',
      cause: { code: 'auth/user-not-found' },
    });
  });
});
