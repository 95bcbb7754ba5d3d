import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectFitsScreen } from './support/fits-screen';
import { sortedProducts } from './catalog-helpers';
import { submitSignup, uniqueCustomer } from './support/auth';
import { cartBadge, cartLine, lineAmount } from './support/cart';
import {
  fillOrderForm,
  goodOrder,
  openOrderForm,
  placeOrderAndCatchChat,
  stubWhatsapp,
} from './support/checkout';
import { withToast } from './support/toast';

/**
 * Opens the small-screen menu with a tap and returns the navigation it shows, once the app runs
 * the menu (its button is named "Close menu" then): a tap before that opens the menu as well, but
 * the account's own menu inside it works only once the app runs.
 */
async function openMenu(page: Page) {
  await page.getByRole('button', { name: 'Open menu' }).tap();
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Shop', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
  return nav;
}

test('on a phone: the menu, the shop, a product, add to cart, the cart and checkout', async ({
  page,
  context,
}) => {
  await stubWhatsapp(context);
  await page.goto('/');
  await expectFitsScreen(page);

  // The menu leads to signup; the new customer's menu offers Logout.
  await openMenu(page);
  await page.getByRole('button', { name: 'Account' }).tap();
  await page.getByRole('link', { name: 'New Register' }).tap();
  await expect(page).toHaveURL('/auth?mode=signup');
  await expectFitsScreen(page);
  await withToast(page, 'User Registered Successfully.', () => submitSignup(page, uniqueCustomer()));
  await expect(page).toHaveURL('/');
  const nav = await openMenu(page);
  await expect(nav.getByRole('button', { name: 'Logout' })).toBeVisible();

  // The menu leads to the shop.
  await nav.getByRole('link', { name: 'Shop', exact: true }).tap();
  await expect(page).toHaveURL('/shop/category/all');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('All Products');
  await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  await expectFitsScreen(page);

  // A product from its card, two of it into the cart.
  const [product] = sortedProducts('none');
  if (!product) throw new Error('the seed has no products');
  const card = page.getByRole('list', { name: 'Products' }).getByRole('listitem').first();
  await card.getByRole('link').tap();
  await expect(page).toHaveURL(`/shop/category/${product.category}/${product.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.title);
  await expectFitsScreen(page);
  await page.getByLabel('Amount').selectOption('2');
  await withToast(page, 'Item added to Cart', () => page.getByRole('button', { name: 'Add to Cart' }).tap());

  // The cart, through the menu.
  await (await openMenu(page)).getByRole('link', { name: 'Cart, 2 items' }).tap();
  await expect(page).toHaveURL('/cart');
  await expect(lineAmount(page, product)).toHaveText('2');
  await expect(cartLine(page, product)).toBeVisible();
  await expectFitsScreen(page);

  // Checkout: the order is placed and handed to WhatsApp; the cart is empty.
  await openOrderForm(page);
  await expectFitsScreen(page);
  await fillOrderForm(page, goodOrder);
  const chat = await withToast(page, 'Order Placed! We will send you a confirmation on whatsapp', () =>
    placeOrderAndCatchChat(page),
  );
  expect(new URL(chat.url()).searchParams.get('text')).toContain(`${product.title} X 2`);
  await expect(page).toHaveURL('/');
  await openMenu(page);
  await expect(cartBadge(page, 0)).toBeVisible();
});
