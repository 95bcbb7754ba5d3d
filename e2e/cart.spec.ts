import { expect, test } from './support/test';
import { signUp, uniqueCustomer } from './support/auth';
import {
  addFromProductPage,
  cartBadge,
  cartLine,
  cartList,
  cartPrice,
  holdUserRead,
  inr,
  lineAmount,
  seedProduct,
  storeCart,
  summaryValue,
} from './support/cart';
import { products } from './catalog-helpers';
import {
  fillOrderForm,
  goodOrder,
  openOrderForm,
  placeOrderAndCatchChat,
  stubWhatsapp,
} from './support/checkout';
import { toast } from './support/toast';

const neemSoap = seedProduct(9);
const amlaJuice = seedProduct(6);

test('a visitor opening the cart is sent to the login page', async ({ page }) => {
  await page.goto('/cart');
  await expect(page).toHaveURL('/auth?mode=login&from=%2Fcart');
});

test('a visitor opening the order form is sent to the login page', async ({ page }) => {
  await page.goto('/cart/order');
  await expect(page).toHaveURL('/auth?mode=login&from=%2Fcart%2Forder');
});

test('a visitor tracking orders is asked to log in', async ({ page }) => {
  await page.goto('/track-order');
  await expect(page.getByRole('heading', { level: 1, name: 'Track your order' })).toBeVisible();
  await expect(page.getByText('Please log in to see your orders.')).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/auth\?mode=login$/);
});

test('a visitor who clicks Add to Cart is asked to log in, and nothing is added', async ({ page }) => {
  await addFromProductPage(page, neemSoap, 3);
  await expect(toast(page, 'Please Login to add items to Cart!')).toBeVisible();
  await expect(toast(page, 'Item added to Cart')).toHaveCount(0);
  await expect(page.getByRole('link', { name: /^Cart,/ })).toHaveCount(0);
});

test('a customer fills the cart from product pages, changes amounts, reloads and empties it line by line', async ({
  page,
}) => {
  await signUp(page);
  await expect(cartBadge(page, 0)).toBeVisible();

  await addFromProductPage(page, neemSoap, 2);
  await expect(toast(page, 'Item added to Cart')).toBeVisible();
  await expect(cartBadge(page, 2)).toBeVisible();

  await addFromProductPage(page, amlaJuice, 3);
  await expect(toast(page, 'Item added to Cart')).toBeVisible();
  await expect(cartBadge(page, 5)).toBeVisible();

  await cartBadge(page, 5).click();
  await expect(page).toHaveURL('/cart');
  await expect(page).toHaveTitle('Cart');
  await expect(page.getByRole('heading', { level: 1, name: 'Your Cart' })).toBeVisible();
  await expect(cartList(page).getByRole('listitem')).toHaveCount(2);
  await expect(lineAmount(page, neemSoap)).toHaveText('2');
  await expect(lineAmount(page, amlaJuice)).toHaveText('3');
  await expect(summaryValue(page, 'Items')).toHaveText('5');
  await expect(summaryValue(page, 'Total')).toHaveText(
    inr(cartPrice(neemSoap) * 2 + cartPrice(amlaJuice) * 3),
  );

  // The increase control adds one at a time and stops at 10.
  const addAmla = page.getByRole('button', { name: `Add one ${amlaJuice.title}` });
  for (let amount = 4; amount <= 10; amount += 1) {
    await addAmla.click();
    await expect(lineAmount(page, amlaJuice)).toHaveText(String(amount));
  }
  await expect(addAmla).toBeDisabled();
  await expect(cartBadge(page, 12)).toBeVisible();

  // The decrease control takes one away.
  await page.getByRole('button', { name: `Remove one ${neemSoap.title}` }).click();
  await expect(lineAmount(page, neemSoap)).toHaveText('1');
  await expect(toast(page, 'item removed from cart!')).toBeVisible();
  await expect(cartBadge(page, 11)).toBeVisible();

  // A reload reads the stored cart again: 'Updating Cart' while it comes, then the same lines.
  const cartRead = await holdUserRead(page, 'cart');
  await page.reload();
  await cartRead.arrived;
  await expect(page.getByRole('status').filter({ hasText: 'Updating Cart' })).toBeVisible();
  cartRead.release();
  await expect(page.getByRole('status').filter({ hasText: 'Updating Cart' })).toHaveCount(0);
  await expect(cartList(page).getByRole('listitem')).toHaveCount(2);
  await expect(lineAmount(page, neemSoap)).toHaveText('1');
  await expect(lineAmount(page, amlaJuice)).toHaveText('10');
  await expect(summaryValue(page, 'Items')).toHaveText('11');
  await expect(summaryValue(page, 'Total')).toHaveText(inr(cartPrice(neemSoap) + cartPrice(amlaJuice) * 10));
  await expect(cartBadge(page, 11)).toBeVisible();

  // Delete takes the whole line.
  await cartLine(page, amlaJuice)
    .getByRole('button', { name: `Delete ${amlaJuice.title} from cart` })
    .click();
  await expect(toast(page, 'Item deleted from cart!')).toBeVisible();
  await expect(cartLine(page, amlaJuice)).toHaveCount(0);
  await expect(cartBadge(page, 1)).toBeVisible();

  // Decreasing a line of 1 removes it.
  await page.getByRole('button', { name: `Remove one ${neemSoap.title}` }).click();
  await expect(toast(page, 'item removed from cart!')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your Cart is Empty' })).toBeVisible();
  await expect(page.getByText('Please add some items to continue')).toBeVisible();
  await expect(cartBadge(page, 0)).toBeVisible();

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Your Cart is Empty' })).toBeVisible();
});

test('Clear Cart empties the cart, also as stored', async ({ page }) => {
  await signUp(page);
  await addFromProductPage(page, neemSoap, 1);
  await expect(cartBadge(page, 1)).toBeVisible();
  await addFromProductPage(page, amlaJuice, 4);
  await expect(cartBadge(page, 5)).toBeVisible();

  // Adding a product already in the cart grows its line.
  await addFromProductPage(page, neemSoap, 2);
  await expect(cartBadge(page, 7)).toBeVisible();
  await cartBadge(page, 7).click();
  await expect(cartList(page).getByRole('listitem')).toHaveCount(2);
  await expect(lineAmount(page, neemSoap)).toHaveText('3');

  await page.getByRole('button', { name: 'Clear Cart' }).click();
  await expect(toast(page, 'Cart is Empty!')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your Cart is Empty' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Clear Cart' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Checkout?' })).toHaveCount(0);
  await expect(cartBadge(page, 0)).toBeVisible();

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Your Cart is Empty' })).toBeVisible();
  await expect(cartBadge(page, 0)).toBeVisible();
});

test('the cart holds up to 10 of a product and 20 different products, says so, and such a cart can be ordered', async ({
  page,
  context,
}) => {
  // Twenty product pages and an order.
  test.slow();
  await stubWhatsapp(context);
  const customer = await signUp(page, uniqueCustomer());
  await addFromProductPage(page, neemSoap, 8);
  await expect(cartBadge(page, 8)).toBeVisible();

  await addFromProductPage(page, neemSoap, 5);
  await expect(
    toast(page, 'You can order up to 10 of a product, and your cart has 8: add 2 or fewer.'),
  ).toBeVisible();
  await expect(cartBadge(page, 8)).toBeVisible();
  await page.getByLabel('Amount').selectOption('2');
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(cartBadge(page, 10)).toBeVisible();

  // Twenty different products: the most one order may have.
  const inStock = products.filter((product) => product.stock > 0);
  const twenty = inStock.slice(0, 20);
  const twentyFirst = inStock[20];
  if (!twentyFirst) throw new Error('the seed changed: 21 products in stock are needed');
  await storeCart(
    customer.email,
    twenty.map((product) => ({ product, amount: 1 })),
  );
  // Stored from elsewhere (another device): this page reads it again.
  await page.reload();
  await expect(cartBadge(page, 20)).toBeVisible();
  await addFromProductPage(page, twentyFirst, 1);
  await expect(
    toast(
      page,
      'Your cart can hold up to 20 different products. Please place this order first, or remove a product.',
    ),
  ).toBeVisible();
  await expect(cartBadge(page, 20)).toBeVisible();
  await cartBadge(page, 20).click();
  await expect(cartList(page).getByRole('listitem')).toHaveCount(20);

  // The security rules take an order of 20 lines, each checked.
  await openOrderForm(page);
  await fillOrderForm(page, goodOrder);
  const chat = await placeOrderAndCatchChat(page);
  await expect(toast(page, 'Order Placed! We will send you a confirmation on whatsapp')).toBeVisible();
  expect(new URL(chat.url()).searchParams.get('text')).toContain('Total quantity: 20');
  await expect(cartBadge(page, 0)).toBeVisible();
});
