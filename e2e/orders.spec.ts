import { expect, test } from './support/test';
import { signUp } from './support/auth';
import { addFromProductPage, cartBadge, cartPrice, inr, seedProduct } from './support/cart';
import {
  fillOrderForm,
  goodOrder,
  openOrderForm,
  orderIdOf,
  placeOrderAndCatchChat,
  setOrderStatus,
  stubWhatsapp,
} from './support/checkout';

const sandalwood = seedProduct(10);
const giloy = seedProduct(2);

test('a placed order appears on /track-order and follows its status live', async ({ page, context }) => {
  await stubWhatsapp(context);
  await signUp(page);

  await page.goto('/track-order');
  await expect(page.getByText('You have not placed any orders yet.')).toBeVisible();

  await addFromProductPage(page, sandalwood, 3);
  await expect(cartBadge(page, 3)).toBeVisible();
  await addFromProductPage(page, giloy, 1);
  await expect(cartBadge(page, 4)).toBeVisible();
  await cartBadge(page, 4).click();
  await openOrderForm(page);
  await fillOrderForm(page, goodOrder);
  const chat = await placeOrderAndCatchChat(page);
  const orderId = orderIdOf(new URL(chat.url()).searchParams.get('text') ?? '');
  await expect(page).toHaveURL('/');

  await page.goto('/track-order');
  await expect(page).toHaveTitle('Track your order');
  const orders = page.getByRole('list', { name: 'Your orders' });
  await expect(orders.getByRole('listitem').filter({ has: page.getByRole('heading') })).toHaveCount(1);
  const card = orders.getByRole('listitem', { name: `Order ${orderId}` });
  await expect(card).toBeVisible();

  // When: today's date (the card's own date, before its history).
  const today = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium' }).format(new Date());
  await expect(card.locator('time').first()).toContainText(today);
  // What, and how much.
  await expect(card.getByText(`${sandalwood.title} X 3`)).toBeVisible();
  await expect(card.getByText(`${giloy.title} X 1`)).toBeVisible();
  const total = cartPrice(sandalwood) * 3 + cartPrice(giloy);
  await expect(card.getByText('Total (4 items)')).toBeVisible();
  await expect(card.getByText(inr(total), { exact: true })).toBeVisible();
  // Where it stands.
  await expect(card.getByText('Status: Placed')).toBeVisible();

  // An admin moves the order on: the page follows without a reload.
  await setOrderStatus(orderId, 'shipped');
  await expect(card.getByText('Status: Shipped')).toBeVisible();
  await setOrderStatus(orderId, 'delivered');
  await expect(card.getByText('Status: Delivered')).toBeVisible();
});
