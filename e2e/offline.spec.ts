import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { signUp } from './support/auth';
import {
  addFromProductPage,
  cartBadge,
  cartList,
  holdUserRead,
  lineAmount,
  productPath,
  seedProduct,
} from './support/cart';
import {
  fillOrderForm,
  goodOrder,
  openOrderForm,
  placeOrderAndCatchChat,
  stubWhatsapp,
} from './support/checkout';
import { toast, toastsReady } from './support/toast';

const OFFLINE = 'Please connect to an internet connection and try again';
const neemSoap = seedProduct(9);
const amlaJuice = seedProduct(6);

/** Signs up a new customer who puts this many Neem soaps in the cart. */
async function newCustomerWithSoap(page: Page, amount: number) {
  await signUp(page);
  await addFromProductPage(page, neemSoap, amount);
  await expect(cartBadge(page, amount)).toBeVisible();
}

test('offline, adding to the cart says so and adds nothing; back online it adds', async ({
  page,
  context,
}) => {
  await newCustomerWithSoap(page, 2);
  await page.goto(productPath(amlaJuice));
  // The page has loaded and the session is back; then the connection goes.
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
  await page.getByLabel('Amount').selectOption('3');

  await toastsReady(page);
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(toast(page, OFFLINE)).toBeVisible();
  await expect(cartBadge(page, 2)).toBeVisible();
  await expect(page.getByLabel('Amount')).toHaveValue('3');

  await context.setOffline(false);
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(toast(page, 'Item added to Cart')).toBeVisible();
  await expect(cartBadge(page, 5)).toBeVisible();
});

test('offline, changing amounts, deleting and clearing say so and change nothing; back online they work', async ({
  page,
  context,
}) => {
  await newCustomerWithSoap(page, 2);
  await addFromProductPage(page, amlaJuice, 1);
  await expect(cartBadge(page, 3)).toBeVisible();
  await cartBadge(page, 3).click();
  await expect(cartList(page).getByRole('listitem')).toHaveCount(2);

  await toastsReady(page);
  await context.setOffline(true);
  // Each button says so itself: the message of the one before is closed first.
  for (const name of [
    `Add one ${neemSoap.title}`,
    `Remove one ${amlaJuice.title}`,
    `Delete ${neemSoap.title} from cart`,
    'Clear Cart',
  ]) {
    await page.getByRole('button', { name }).click();
    await expect(toast(page, OFFLINE), name).toBeVisible();
    await toast(page, OFFLINE).getByRole('button', { name: 'close' }).click();
    // Gone from the page, not only closing: until then the same message renews the closing toast.
    await expect(page.getByText(OFFLINE)).toHaveCount(0);
  }
  await expect(cartList(page).getByRole('listitem')).toHaveCount(2);
  await expect(lineAmount(page, neemSoap)).toHaveText('2');
  await expect(lineAmount(page, amlaJuice)).toHaveText('1');
  await expect(cartBadge(page, 3)).toBeVisible();
  await expect(toast(page, 'item removed from cart!')).toHaveCount(0);
  await expect(toast(page, 'Cart is Empty!')).toHaveCount(0);

  await context.setOffline(false);
  await page.getByRole('button', { name: `Add one ${neemSoap.title}` }).click();
  await expect(lineAmount(page, neemSoap)).toHaveText('3');
  await expect(cartBadge(page, 4)).toBeVisible();

  // Nothing was stored while offline either.
  await page.reload();
  await expect(lineAmount(page, neemSoap)).toHaveText('3');
  await expect(lineAmount(page, amlaJuice)).toHaveText('1');

  await page.getByRole('button', { name: 'Clear Cart' }).click();
  await expect(toast(page, 'Cart is Empty!')).toBeVisible();
  await expect(cartBadge(page, 0)).toBeVisible();
});

test('offline, placing the order says so and keeps the cart and the form; back online it is placed', async ({
  page,
  context,
}) => {
  await stubWhatsapp(context);
  await newCustomerWithSoap(page, 1);
  await cartBadge(page, 1).click();
  await openOrderForm(page);
  await fillOrderForm(page, goodOrder);

  await toastsReady(page);
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(toast(page, OFFLINE)).toBeVisible();
  await expect(page).toHaveURL('/cart/order');
  await expect(page.getByLabel('Your Address')).toHaveValue(goodOrder.address);
  await expect(page.getByLabel('Your Contact #')).toHaveValue(goodOrder.number);
  await expect(lineAmount(page, neemSoap)).toHaveText('1');
  await expect(cartBadge(page, 1)).toBeVisible();

  await context.setOffline(false);
  await placeOrderAndCatchChat(page);
  await expect(toast(page, 'Order Placed! We will send you a confirmation on whatsapp')).toBeVisible();
  await expect(page).toHaveURL('/');
  await expect(cartBadge(page, 0)).toBeVisible();
});

test('a cart that cannot be loaded offline says "Please connect to an internet connection"; back online it loads', async ({
  page,
  context,
}) => {
  await newCustomerWithSoap(page, 2);
  await page.goto('/cart');
  await expect(lineAmount(page, neemSoap)).toHaveText('2');

  // The connection goes while the stored cart is being read.
  const cartRead = await holdUserRead(page, 'cart');
  await page.reload();
  await cartRead.arrived;
  await toastsReady(page);
  await context.setOffline(true);
  cartRead.fail();
  // Said twice: by a toast, and on the page in place of the cart (a form-free alert of its own).
  await expect(toast(page, 'Please connect to an internet connection')).toBeVisible();
  await expect(page.getByRole('main').getByRole('alert')).toContainText(
    'Please connect to an internet connection',
  );
  await expect(cartList(page)).toHaveCount(0);

  // Back online, the cart loads by itself.
  await context.setOffline(false);
  await expect(lineAmount(page, neemSoap)).toHaveText('2');
  await expect(cartBadge(page, 2)).toBeVisible();
});

test('a session that cannot be checked offline says so; back online the customer is signed in again, with the cart', async ({
  page,
  context,
}) => {
  await newCustomerWithSoap(page, 2);

  // The connection goes while the page load checks the session (users/{uid}).
  const sessionCheck = await holdUserRead(page, 'session');
  await page.reload();
  await sessionCheck.arrived;
  await toastsReady(page);
  await context.setOffline(true);
  sessionCheck.fail();
  await expect(toast(page, 'Please connect to an internet connection')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Login', exact: true })).toBeVisible();

  // Back online, the session is checked again by itself: no reload, no new login.
  await context.setOffline(false);
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
  await expect(cartBadge(page, 2)).toBeVisible();
});
