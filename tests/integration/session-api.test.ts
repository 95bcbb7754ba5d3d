import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { signInWithEmailAndPassword } from 'firebase/auth';
import { doc, getDoc, Timestamp } from 'firebase/firestore';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { getCurrentCustomer } from '@/features/session/api/get-current-customer';
import { getSignedInUser } from '@/features/session/api/get-signed-in-user';
import { getUser } from '@/features/session/api/get-user';
import { signIn } from '@/features/session/api/sign-in';
import { signOutCurrentUser } from '@/features/session/api/sign-out';
import { signUp } from '@/features/session/api/sign-up';
import { sessionMessages } from '@/features/session/messages';
import { getAuthInstance } from '@/lib/firebase/auth';
import { createAuthAccount } from '../support/auth-accounts';
import { firestoreRulesEnv } from '../support/rules-env';

let env: RulesTestEnvironment;
let counter = 0;

/** A fresh account per test: the Auth emulator keeps accounts for the whole run. */
function newCustomer() {
  counter += 1;
  return {
    name: 'Asha Verma',
    email: `asha.${Date.now()}.${counter}@example.com`,
    mobile: '09876543210',
    password: 'herbal-1234',
  };
}

async function storedUser(uid: string) {
  let data: Record<string, unknown> | undefined;
  await env.withSecurityRulesDisabled(async (context) => {
    data = (await getDoc(doc(context.firestore(), `users/${uid}`))).data();
  });
  return data;
}

beforeAll(async () => {
  env = await firestoreRulesEnv();
  await env.clearFirestore();
});

afterEach(async () => {
  await signOutCurrentUser();
});

afterAll(async () => {
  await env.clearFirestore();
  await env.cleanup();
});

describe('signUp', () => {
  it('creates the account and users/{uid} with an empty cart, and signs the user in', async () => {
    const values = newCustomer();
    const customer = await signUp(values);
    expect(customer).toEqual({ uid: expect.any(String) as string, email: values.email, name: values.name });

    const data = await storedUser(customer.uid);
    expect(data).toEqual({
      email: values.email,
      name: values.name,
      mobile: values.mobile,
      uid: customer.uid,
      cart: { cartItems: [], totalNumItems: 0, totalAmount: 0 },
      dateCreated: expect.any(String) as string,
      createdAt: expect.any(Timestamp) as Timestamp,
    });
    expect(await getSignedInUser()).toEqual({ uid: customer.uid, email: values.email });
  });

  it('stores the e-mail as Auth normalises it', async () => {
    const values = newCustomer();
    const customer = await signUp({ ...values, email: values.email.replace('asha', 'Asha') });
    expect((await storedUser(customer.uid))?.email).toBe(values.email);
  });

  it('refuses an e-mail that is taken, in plain words', async () => {
    const values = newCustomer();
    await signUp(values);
    await signOutCurrentUser();
    await expect(signUp(values)).rejects.toThrow(sessionMessages.emailInUse);
  });

  it('removes the account again when its user document is refused, so the e-mail stays free', async () => {
    const values = newCustomer();
    // The rules cap a name at 100 characters.
    await expect(signUp({ ...values, name: `Asha ${'x'.repeat(120)}` })).rejects.toThrow(
      sessionMessages.profileNotSaved,
    );
    expect(await getSignedInUser()).toBeNull();
    await expect(signIn(values)).rejects.toThrow(sessionMessages.userNotFound);
    await expect(signUp(values)).resolves.toMatchObject({ email: values.email });
  });
});

describe('signIn', () => {
  it('signs a customer in and returns who they are', async () => {
    const values = newCustomer();
    const { uid } = await signUp(values);
    await signOutCurrentUser();
    await expect(signIn({ email: values.email, password: values.password })).resolves.toEqual({
      uid,
      email: values.email,
      name: values.name,
    });
    expect((await getSignedInUser())?.uid).toBe(uid);
  });

  it('says the password is wrong in plain words, and nobody is signed in', async () => {
    const values = newCustomer();
    await signUp(values);
    await signOutCurrentUser();
    await expect(signIn({ email: values.email, password: 'not-the-password' })).rejects.toThrow(
      sessionMessages.wrongCredentials,
    );
    expect(await getSignedInUser()).toBeNull();
  });

  it('says an unknown e-mail has no account', async () => {
    await expect(signIn({ email: 'nobody.here@example.com', password: 'whatever-123' })).rejects.toThrow(
      sessionMessages.userNotFound,
    );
  });

  it('refuses an account without users/{uid} as "Unauthenticated User" and signs it out', async () => {
    const { email, password } = newCustomer();
    await createAuthAccount(email, password); // no users/{uid}, as an admin's
    await expect(signIn({ email, password })).rejects.toThrow('Unauthenticated User');
    expect(await getSignedInUser()).toBeNull();
  });
});

describe('signOutCurrentUser', () => {
  it('signs the user out and says whether anybody was signed in', async () => {
    await signUp(newCustomer());
    await expect(signOutCurrentUser()).resolves.toBe(true);
    expect(await getSignedInUser()).toBeNull();
    await expect(signOutCurrentUser()).resolves.toBe(false);
  });
});

describe('reading the customer', () => {
  it('gives the signed-in customer, and null once signed out', async () => {
    const values = newCustomer();
    const { uid } = await signUp(values);
    await expect(getCurrentCustomer()).resolves.toEqual({ uid, email: values.email, name: values.name });
    await signOutCurrentUser();
    await expect(getCurrentCustomer()).resolves.toBeNull();
  });

  it('reads the own users/{uid}', async () => {
    const values = newCustomer();
    const { uid } = await signUp(values);
    await expect(getUser(uid)).resolves.toMatchObject({ uid, email: values.email, mobile: values.mobile });
  });

  it('gives null for a signed-in account without users/{uid}', async () => {
    const { email, password } = newCustomer();
    await createAuthAccount(email, password); // no users/{uid}, as an admin's
    const { user } = await signInWithEmailAndPassword(getAuthInstance(), email, password);
    await expect(getUser(user.uid)).resolves.toBeNull();
    await expect(getCurrentCustomer()).resolves.toBeNull();
  });

  it("is refused someone else's user document", async () => {
    const first = await signUp(newCustomer());
    await signOutCurrentUser();
    await signUp(newCustomer());
    await expect(getUser(first.uid)).rejects.toThrow(sessionMessages.profileNotRead);
  });
});
