import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { signOut } from 'firebase/auth';
import { deleteDoc, doc } from 'firebase/firestore';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { AdminDataError } from '@/lib/firebase/admin-errors';
import { signInAdmin } from '@/features/session/api/sign-in-admin';
import { verifyAdmin } from '@/features/session/api/verify-admin';
import { getAuthInstance } from '@/lib/firebase/auth';
import {
  createAdminAccount,
  createAuthAccount,
  setEmailPrivacy,
  uniqueEmail,
  writeAdminDoc,
} from '../support/auth-accounts';
import { rejectionOf } from '../support/rejection';
import { firestoreRulesEnv } from '../support/rules-env';

let env: RulesTestEnvironment;

beforeAll(async () => {
  env = await firestoreRulesEnv();
  await env.clearFirestore();
});

afterEach(async () => {
  await signOut(getAuthInstance());
});

afterAll(async () => {
  await env.clearFirestore();
  await env.cleanup();
});

const signedInUid = () => getAuthInstance().currentUser?.uid ?? null;

describe('signInAdmin', () => {
  it('signs an admin in and gives their lower-case e-mail and uid', async () => {
    const admin = await createAdminAccount(env);
    await expect(signInAdmin(admin.email.toUpperCase(), admin.password)).resolves.toEqual({
      email: admin.email,
      uid: admin.uid,
    });
    expect(signedInUid()).toBe(admin.uid);
  });

  it('signs an account without an admin document out again: "You are not an admin!"', async () => {
    const email = uniqueEmail('customer');
    await createAuthAccount(email, 'customer-pass-1');
    const error = await rejectionOf<AdminDataError>(signInAdmin(email, 'customer-pass-1'));
    expect(error).toMatchObject({ reason: 'not-admin', userMessage: 'You are not an admin!' });
    expect(signedInUid()).toBeNull();
  });

  it('refuses an account whose e-mail has an admin document made for another uid', async () => {
    const email = uniqueEmail('impostor');
    await createAuthAccount(email, 'impostor-pass-1');
    await writeAdminDoc(env, email, 'another-uid');
    const error = await rejectionOf<AdminDataError>(signInAdmin(email, 'impostor-pass-1'));
    expect(error).toMatchObject({ reason: 'not-admin', userMessage: 'You are not an admin!' });
    expect(signedInUid()).toBeNull();
  });

  it('says "You are not an admin!" for an unknown account', async () => {
    const error = await rejectionOf<AdminDataError>(signInAdmin(uniqueEmail('nobody'), 'whatever-123'));
    expect(error).toMatchObject({ reason: 'not-admin', userMessage: 'You are not an admin!' });
    expect(error.cause).toMatchObject({ code: 'auth/user-not-found' });
  });

  it('says "Incorrect Password" for a wrong password, and nobody is signed in', async () => {
    const admin = await createAdminAccount(env);
    const error = await rejectionOf<AdminDataError>(signInAdmin(admin.email, 'not-the-password'));
    expect(error).toMatchObject({ reason: 'wrong-password', userMessage: 'Incorrect Password' });
    expect(error.cause).toMatchObject({ code: 'auth/wrong-password' });
    expect(signedInUid()).toBeNull();
  });

  describe('with e-mail enumeration protection on (Auth answers auth/invalid-credential)', () => {
    beforeAll(async () => {
      await setEmailPrivacy(true);
    });
    afterAll(async () => {
      await setEmailPrivacy(false);
    });

    it('says "Incorrect Password" for a wrong password', async () => {
      const admin = await createAdminAccount(env);
      const error = await rejectionOf<AdminDataError>(signInAdmin(admin.email, 'not-the-password'));
      expect(error.cause).toMatchObject({ code: 'auth/invalid-credential' });
      expect(error).toMatchObject({ reason: 'wrong-password', userMessage: 'Incorrect Password' });
    });

    it('cannot tell an unknown account apart, and says "Incorrect Password" too', async () => {
      const error = await rejectionOf<AdminDataError>(signInAdmin(uniqueEmail('nobody'), 'whatever-123'));
      expect(error.cause).toMatchObject({ code: 'auth/invalid-credential' });
      expect(error).toMatchObject({ reason: 'wrong-password', userMessage: 'Incorrect Password' });
    });

    it('still signs an admin in', async () => {
      const admin = await createAdminAccount(env);
      await expect(signInAdmin(admin.email, admin.password)).resolves.toEqual({
        email: admin.email,
        uid: admin.uid,
      });
    });
  });
});

describe('verifyAdmin', () => {
  it('is true for the signed-in admin, and false once their admin document is gone', async () => {
    const admin = await createAdminAccount(env);
    const identity = await signInAdmin(admin.email, admin.password);
    await expect(verifyAdmin(identity)).resolves.toBe(true);
    await env.withSecurityRulesDisabled(async (context) => {
      await deleteDoc(doc(context.firestore(), `admins/${admin.email}`));
    });
    await expect(verifyAdmin(identity)).resolves.toBe(false);
  });

  it('is false for a signed-in account that claims another admin’s identity', async () => {
    const admin = await createAdminAccount(env);
    const identity = await signInAdmin(admin.email, admin.password);
    await expect(verifyAdmin({ ...identity, uid: 'someone-else' })).resolves.toBe(false);
  });
});
