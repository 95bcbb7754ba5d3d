import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { getApps } from 'firebase/app';
import { signOut } from 'firebase/auth';
import { doc, getDoc } from 'firebase/firestore';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addAdmin } from '@/features/admin-admins/api/add-admin';
import { changeOwnPassword } from '@/features/admin-admins/api/change-own-password';
import { deleteAdmin } from '@/features/admin-admins/api/delete-admin';
import type { AdminDataError } from '@/lib/firebase/admin-errors';
import { sendAdminPasswordReset } from '@/features/admin-admins/api/send-admin-password-reset';
import { signInAdmin } from '@/features/session/api/sign-in-admin';
import { subscribeAdmins } from '@/features/admin-admins/api/subscribe-admins';
import type { Admin } from '@/lib/firebase/admin-types';
import { getAuthInstance } from '@/lib/firebase/auth';
import { createAdminAccount, createAuthAccount, listOobCodes, uniqueEmail } from '../support/auth-accounts';
import { rejectionOf } from '../support/rejection';
import { eventually } from '../support/eventually';
import { firestoreRulesEnv } from '../support/rules-env';

let env: RulesTestEnvironment;
let me: { email: string; password: string; uid: string };

beforeAll(async () => {
  env = await firestoreRulesEnv();
  await env.clearFirestore();
});

beforeEach(async () => {
  me = await createAdminAccount(env, 'me');
  await signInAdmin(me.email, me.password);
});

afterEach(async () => {
  await signOut(getAuthInstance());
});

afterAll(async () => {
  await env.clearFirestore();
  await env.cleanup();
});

async function storedAdmin(email: string) {
  let data: Record<string, unknown> | undefined;
  await env.withSecurityRulesDisabled(async (context) => {
    data = (await getDoc(doc(context.firestore(), `admins/${email}`))).data();
  });
  return data;
}

const signedInUid = () => getAuthInstance().currentUser?.uid ?? null;

describe('addAdmin', () => {
  it('adds an admin through a second app: the current admin stays signed in, the new one can sign in', async () => {
    const email = uniqueEmail('new.admin');
    const added = await addAdmin({ email: email.toUpperCase(), password: 'new-admin-pass' });
    expect(added).toMatchObject({ email, uid: expect.any(String) as string, createdBy: me.email });

    expect(signedInUid()).toBe(me.uid);
    expect(getApps()).toHaveLength(1);
    expect(await storedAdmin(email)).toMatchObject({ email, uid: added.uid, createdBy: me.email });

    await signOut(getAuthInstance());
    await expect(signInAdmin(email, 'new-admin-pass')).resolves.toEqual({ email, uid: added.uid });
  });

  it('refuses an e-mail that is an admin already: "Admin Already exists"', async () => {
    const other = await createAdminAccount(env, 'other');
    const error = await rejectionOf<AdminDataError>(
      addAdmin({ email: other.email, password: 'whatever-123' }),
    );
    expect(error).toMatchObject({ reason: 'exists', userMessage: 'Admin Already exists' });
    expect(signedInUid()).toBe(me.uid);
  });

  it('refuses an e-mail that already has an account when the password is not its own, and the current admin stays signed in', async () => {
    const email = uniqueEmail('customer');
    await createAuthAccount(email, 'customer-pass-1');
    const error = await rejectionOf<AdminDataError>(addAdmin({ email, password: 'whatever-123' }));
    expect(error.reason).toBe('account-exists');
    expect(error.userMessage).toMatch(/already has an account.*current password/);
    expect(signedInUid()).toBe(me.uid);
    expect(getApps()).toHaveLength(1);
    expect(await storedAdmin(email)).toBeUndefined();
  });
});

describe('re-adding a removed admin', () => {
  it('makes an existing account an admin again with its current password: the role names that account', async () => {
    const email = uniqueEmail('returning');
    const added = await addAdmin({ email, password: 'returning-pass-1' });
    await deleteAdmin(email);
    expect(await storedAdmin(email)).toBeUndefined();
    const again = await addAdmin({ email, password: 'returning-pass-1' });
    expect(again.uid).toBe(added.uid);
    expect(await storedAdmin(email)).toMatchObject({ email, uid: added.uid, createdBy: me.email });
    expect(signedInUid()).toBe(me.uid);
    expect(getApps()).toHaveLength(1);
  });
});

describe('deleteAdmin', () => {
  it('removes another admin’s role document', async () => {
    const other = await createAdminAccount(env, 'other');
    await deleteAdmin(other.email);
    expect(await storedAdmin(other.email)).toBeUndefined();
  });

  it('refuses your own: reason "self", and the document stays', async () => {
    const error = await rejectionOf<AdminDataError>(deleteAdmin(me.email.toUpperCase()));
    expect(error.reason).toBe('self');
    expect(await storedAdmin(me.email)).toMatchObject({ uid: me.uid });
  });
});

describe('changeOwnPassword', () => {
  it('changes it after re-authentication; the new password signs in, the old one no longer', async () => {
    await changeOwnPassword(me.password, 'brand-new-pass-1');
    await signOut(getAuthInstance());
    await expect(signInAdmin(me.email, 'brand-new-pass-1')).resolves.toMatchObject({ uid: me.uid });
    await signOut(getAuthInstance());
    expect((await rejectionOf<AdminDataError>(signInAdmin(me.email, me.password))).reason).toBe(
      'wrong-password',
    );
  });

  it('refuses a wrong current password: "Incorrect Password", and the password stays', async () => {
    const error = await rejectionOf<AdminDataError>(changeOwnPassword('not-my-password', 'brand-new-pass-1'));
    expect(error).toMatchObject({ reason: 'wrong-password', userMessage: 'Incorrect Password' });
    await signOut(getAuthInstance());
    await expect(signInAdmin(me.email, me.password)).resolves.toMatchObject({ uid: me.uid });
  });
});

describe('sendAdminPasswordReset', () => {
  it('sends a password-reset e-mail, which the Auth emulator lists in its oobCodes', async () => {
    const other = await createAdminAccount(env, 'other');
    await sendAdminPasswordReset(other.email);
    const codes = await listOobCodes();
    expect(codes).toContainEqual(
      expect.objectContaining({ email: other.email, requestType: 'PASSWORD_RESET' }),
    );
    expect(signedInUid()).toBe(me.uid);
  });
});

describe('subscribeAdmins', () => {
  it('delivers every admin newest first, live, and stops on unsubscribe', async () => {
    const deliveries: Admin[][] = [];
    const errors: unknown[] = [];
    const unsubscribe = subscribeAdmins(
      (admins) => deliveries.push(admins),
      (error) => errors.push(error),
    );
    await eventually(() => {
      expect(deliveries.at(-1)?.map((admin) => admin.email)).toContain(me.email);
    });

    const email = uniqueEmail('newest');
    const added = await addAdmin({ email, password: 'new-admin-pass' });
    await eventually(() => {
      expect(deliveries.at(-1)?.[0]).toMatchObject({ email, uid: added.uid, createdBy: me.email });
    });
    const emails = deliveries.at(-1)?.map((admin) => admin.email) ?? [];
    expect(emails.indexOf(email)).toBeLessThan(emails.indexOf(me.email));
    const times = deliveries.at(-1)?.map((admin) => admin.createdAt) ?? [];
    expect(times).toEqual([...times].sort((a, b) => b - a));

    unsubscribe();
    const count = deliveries.length;
    await deleteAdmin(email);
    // The delete is on the server once deleteAdmin resolves; a live listener would have had it.
    await addAdmin({ email: uniqueEmail('after'), password: 'new-admin-pass' });
    expect(deliveries).toHaveLength(count);
    expect(errors).toEqual([]);
  });

  it('reports a refusal to onError (a signed-out visitor)', async () => {
    await signOut(getAuthInstance());
    const errors: AdminDataError[] = [];
    const unsubscribe = subscribeAdmins(
      () => undefined,
      (error) => errors.push(error),
    );
    await eventually(() => {
      expect(errors[0]?.reason).toBe('failed');
    });
    expect(errors[0]?.cause).toMatchObject({ code: 'permission-denied' });
    unsubscribe();
  });
});
