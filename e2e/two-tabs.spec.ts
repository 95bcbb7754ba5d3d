import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { signUp } from './support/auth';
import { addFromProductPage, cartBadge, cartList, lineAmount, seedProduct } from './support/cart';
import {
  fillOrderForm,
  goodOrder,
  openOrderForm,
  placeOrderAndCatchChat,
  stubWhatsapp,
} from './support/checkout';
import { toast } from './support/toast';

const neemSoap = seedProduct(9);
const CHANGED_ELSEWHERE =
  'Your cart was changed in another window or tab. It has been reloaded: please check it and try again.';

// Two tabs of one shopper, a sign-up and an order: about 30 s on a busy two-core machine.
test.beforeEach(() => {
  test.slow();
});

/** The orders /track-order lists for the signed-in customer. */
async function ordersOnTrackOrder(page: Page) {
  await page.goto('/track-order');
  const orders = page.getByRole('list', { name: 'Your orders' });
  await expect(orders).toBeVisible();
  return orders.getByRole('listitem').filter({ has: page.getByRole('heading') });
}

test('two tabs: after an order in one, the other can neither write its old cart back nor order it again', async ({
  page,
  context,
}) => {
  await stubWhatsapp(context);
  await signUp(page);
  await addFromProductPage(page, neemSoap, 2);
  await expect(cartBadge(page, 2)).toBeVisible();

  // A second tab of the same shopper holds the same cart, at its order form.
  const other = await context.newPage();
  await other.goto('/cart');
  await expect(lineAmount(other, neemSoap)).toHaveText('2');
  await openOrderForm(other);
  await fillOrderForm(other, goodOrder);

  // The first tab places the order: the cart is emptied with it.
  await cartBadge(page, 2).click();
  await openOrderForm(page);
  await fillOrderForm(page, goodOrder);
  await placeOrderAndCatchChat(page);
  await expect(toast(page, 'Order Placed! We will send you a confirmation on whatsapp')).toBeVisible();
  await expect(cartBadge(page, 0)).toBeVisible();

  // The second tab's 'Place Order' from its old copy is refused; it shows the stored (empty) cart.
  await other.getByRole('button', { name: 'Place Order' }).click();
  await expect(toast(other, CHANGED_ELSEWHERE)).toBeVisible();
  await expect(cartBadge(other, 0)).toBeVisible();
  await expect(other.getByRole('heading', { name: 'Your Cart is Empty' })).toBeVisible();

  // One order, not two.
  await expect(await ordersOnTrackOrder(page)).toHaveCount(1);
});

test('two tabs: a change from a tab with an old copy of the cart reloads it instead of writing over it', async ({
  page,
  context,
}) => {
  await signUp(page);
  await addFromProductPage(page, neemSoap, 2);
  await expect(cartBadge(page, 2)).toBeVisible();
  const other = await context.newPage();
  await other.goto('/cart');
  await expect(lineAmount(other, neemSoap)).toHaveText('2');

  // The first tab changes the cart; the second still shows 2.
  await page.goto('/cart');
  await page.getByRole('button', { name: `Add one ${neemSoap.title}` }).click();
  await expect(lineAmount(page, neemSoap)).toHaveText('3');
  await expect(lineAmount(other, neemSoap)).toHaveText('2');

  // The second tab's change is refused and it shows what is stored; nothing was overwritten.
  await other.getByRole('button', { name: `Remove one ${neemSoap.title}` }).click();
  await expect(toast(other, CHANGED_ELSEWHERE)).toBeVisible();
  await expect(lineAmount(other, neemSoap)).toHaveText('3');
  await page.reload();
  await expect(lineAmount(page, neemSoap)).toHaveText('3');

  // From the stored copy, its next change is saved.
  await other.getByRole('button', { name: `Remove one ${neemSoap.title}` }).click();
  await expect(lineAmount(other, neemSoap)).toHaveText('2');
  await expect(cartList(other).getByRole('listitem')).toHaveCount(1);
});
