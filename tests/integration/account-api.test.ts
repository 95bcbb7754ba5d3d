import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { signInWithEmailAndPassword } from 'firebase/auth';
import { doc, getDoc, setDoc, updateDoc } from 'firebase/firestore';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { changePassword } from '@/features/account/api/change-password';
import { deleteAccount } from '@/features/account/api/delete-account';
import { AccountError } from '@/features/account/api/errors';
import { getAccount } from '@/features/account/api/get-account';
import { saveAddresses } from '@/features/account/api/save-addresses';
import { updateDetails } from '@/features/account/api/update-details';
import { accountMessages } from '@/features/account/messages';
import { placeOrder } from '@/features/checkout/api/place-order';
import { cancelMyOrder } from '@/features/orders/api/cancel-my-order';
import { CancelOrderError } from '@/features/orders/api/errors';
import { ordersMessages } from '@/features/orders/messages';
import { createOrderId } from '@/features/checkout/order-id';
import { signOutCurrentUser } from '@/features/session/api/sign-out';
import { signUp } from '@/features/session/api/sign-up';
import { getAuthInstance } from '@/lib/firebase/auth';
import { makeOrderRequest } from '@/testing/order-factories';
import { firestoreRulesEnv } from '../support/rules-env';

let env: RulesTestEnvironment;
let counter = 0;
const PASSWORD = 'herbal-1234';

/** A fresh customer (account and users/{uid}), signed in. */
async function newCustomer() {
  counter += 1;
  const email = `account.${String(Date.now())}.${String(counter)}@example.com`;
  const user = await signUp({ name: 'Asha Verma', email, mobile: '09876543210', password: PASSWORD });
  return { ...user, email };
}

async function stored(path: string) {
  let data: Record<string, unknown> | undefined;
  await env.withSecurityRulesDisabled(async (context) => {
    data = (await getDoc(doc(context.firestore(), path))).data();
  });
  return data;
}

/** Places an order for uid from a cart not stored yet; resolves its id. */
async function placeAnOrder(uid: string): Promise<string> {
  const orderId = createOrderId();
  await placeOrder(orderId, makeOrderRequest(uid), {
    left: { cartItems: [], totalAmount: 0, totalNumItems: 0 },
    version: 0,
  });
  return orderId;
}

/** The AccountError a promise rejects with. */
async function accountFailure(promise: Promise<unknown>): Promise<AccountError> {
  const error: unknown = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(AccountError);
  return error as AccountError;
}

beforeAll(async () => {
  env = await firestoreRulesEnv();
});

afterEach(async () => {
  await signOutCurrentUser();
});

afterAll(async () => {
  await env.cleanup();
});

describe('the account data layer', () => {
  it('saves name, mobile and addresses, and reads them back', async () => {
    const { uid, email } = await newCustomer();
    expect(await getAccount(uid)).toEqual({
      uid,
      email,
      name: 'Asha Verma',
      mobile: '09876543210',
      addresses: [],
    });
    await updateDetails(uid, { name: 'Asha Sharma', mobile: '09123456789' });
    await saveAddresses(uid, ['2 Rose Road, Pune, India', '12 Lotus Lane, Jaipur, India']);
    expect(await getAccount(uid)).toEqual({
      uid,
      email,
      name: 'Asha Sharma',
      mobile: '09123456789',
      addresses: ['2 Rose Road, Pune, India', '12 Lotus Lane, Jaipur, India'],
    });
  });

  it('refuses a sixth address with the plain failure, keeping the five', async () => {
    const { uid } = await newCustomer();
    const five = Array.from({ length: 5 }, (_, i) => `${String(i + 1)} Rose Road, Pune, India`);
    await saveAddresses(uid, five);
    const error = await accountFailure(saveAddresses(uid, [...five, '6 Rose Road, Pune, India']));
    expect(error.userMessage).toBe(accountMessages.addressesNotSaved);
    expect((await getAccount(uid))?.addresses).toEqual(five);
  });

  it('changes the password after re-authentication; a wrong current one is named', async () => {
    const { email } = await newCustomer();
    const wrong = await accountFailure(changePassword('not-my-password', 'new-herbal-99'));
    expect(wrong.reason).toBe('wrong-password');
    expect(wrong.userMessage).toBe(accountMessages.wrongCurrentPassword);
    await changePassword(PASSWORD, 'new-herbal-99');
    await signOutCurrentUser();
    await expect(signInWithEmailAndPassword(getAuthInstance(), email, PASSWORD)).rejects.toThrow();
    await signInWithEmailAndPassword(getAuthInstance(), email, 'new-herbal-99');
  });

  it('names a new password Firebase finds too weak', async () => {
    await newCustomer();
    const weak = await accountFailure(changePassword(PASSWORD, '123'));
    expect(weak.userMessage).toBe(accountMessages.weakPassword);
  });

  it('deletes users/{uid}, the cart and the Auth account; orders stay', async () => {
    const { uid, email } = await newCustomer();
    const orderId = await placeAnOrder(uid);
    // An open order keeps the cart (its count); cancelled, nothing is held back but the pace.
    await cancelMyOrder(uid, orderId);

    const wrong = await accountFailure(deleteAccount('not-my-password'));
    expect(wrong.reason).toBe('wrong-password');
    expect(await stored(`users/${uid}`)).toBeDefined();

    await deleteAccount(PASSWORD);
    expect(await stored(`users/${uid}`)).toBeUndefined();
    // Within the order interval the rules keep the cart (its last order's time).
    expect(await stored(`carts/${uid}`)).toBeDefined();
    expect(await stored(`orders/${orderId}`)).toMatchObject({ uid, status: 'cancelled' });
    await expect(signInWithEmailAndPassword(getAuthInstance(), email, PASSWORD)).rejects.toThrow();
  });

  it('deletes the cart of an account with no order', async () => {
    const { uid } = await newCustomer();
    await env.withSecurityRulesDisabled(async (context) => {
      await setDoc(doc(context.firestore(), `carts/${uid}`), {
        cart: { cartItems: [], totalAmount: 0, totalNumItems: 0 },
        version: 1,
        openOrders: 0,
        lastOrderAt: null,
        lastOrderId: null,
      });
    });
    await deleteAccount(PASSWORD);
    expect(await stored(`carts/${uid}`)).toBeUndefined();
  });
});

describe('cancelMyOrder', () => {
  it('cancels a placed order with one entry by the customer and releases its open order', async () => {
    const { uid } = await newCustomer();
    const orderId = await placeAnOrder(uid);
    expect(await stored(`carts/${uid}`)).toMatchObject({ openOrders: 1 });

    await cancelMyOrder(uid, orderId);
    const order = await stored(`orders/${orderId}`);
    expect(order).toMatchObject({
      status: 'cancelled',
      history: { '0': { status: 'cancelled', by: 'customer' } },
      order: makeOrderRequest(uid).order,
    });
    expect(Object.keys(order?.history as object)).toEqual(['0']);
    expect(await stored(`carts/${uid}`)).toMatchObject({ openOrders: 0, cancelledOrderId: orderId });

    const again: unknown = await cancelMyOrder(uid, orderId).catch((error: unknown) => error);
    expect(again).toBeInstanceOf(CancelOrderError);
    expect((again as CancelOrderError).userMessage).toBe(ordersMessages.cancelTooLate);
  });

  it('refuses the cancel of an order the shop has confirmed, changing nothing', async () => {
    const { uid } = await newCustomer();
    const orderId = await placeAnOrder(uid);
    await env.withSecurityRulesDisabled(async (context) => {
      await updateDoc(doc(context.firestore(), `orders/${orderId}`), { status: 'confirmed' });
    });
    const error: unknown = await cancelMyOrder(uid, orderId).catch((reason: unknown) => reason);
    expect((error as CancelOrderError).userMessage).toBe(ordersMessages.cancelTooLate);
    expect(await stored(`orders/${orderId}`)).toMatchObject({ status: 'confirmed' });
    expect(await stored(`carts/${uid}`)).toMatchObject({ openOrders: 1 });
  });
});
