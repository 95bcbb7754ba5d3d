import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectFitsScreen } from './support/fits-screen';
import { sortedProducts } from './catalog-helpers';
import { layoutMessages as layout } from '../src/components/layouts/messages';
import { cartMessages as cart } from '../src/features/cart/messages';
import { CATEGORIES } from '../src/features/catalog/categories';
import { catalogMessages as catalog } from '../src/features/catalog/messages';
import { checkoutMessages as checkout } from '../src/features/checkout/messages';
import { ordersMessages as orders } from '../src/features/orders/messages';
import { sessionMessages as session } from '../src/features/session/messages';
import { toastMessages } from '../src/components/ui/toast-messages';
import { uniqueCustomer } from './support/auth';
import { goodOrder, stubWhatsapp } from './support/checkout';
import { hi } from './support/hindi';
import { toast, withToast } from './support/toast';

// The narrowest phone the shop is made for, with the phone project's touch and scale.
test.use({ viewport: { width: 375, height: 740 } });

async function openMenu(page: Page) {
  await page.getByRole('button', { name: hi(layout.openMenu) }).tap();
  const nav = page.getByRole('navigation', { name: hi(layout.mainNav) });
  await expect(nav.getByRole('link', { name: hi(layout.shop), exact: true })).toBeVisible();
  return nav;
}

test('on a 375 px phone, in Hindi: home, a category, a product, the cart, checkout and the order tracked', async ({
  page,
  context,
}) => {
  // A signup, an order and five pages on a shared machine.
  test.slow();
  await stubWhatsapp(context);
  const soaps = CATEGORIES.find((category) => category.key === 'soap');
  const [product] = sortedProducts('none').filter((candidate) => candidate.category === 'soap');
  if (!soaps || !product) throw new Error('the seed has no soaps');

  // A fresh customer, signed up on the Hindi form.
  await page.goto('/hi/auth?mode=signup');
  await expectFitsScreen(page);
  // A mobile of their own, which the order form offers as the contact number.
  const customer = { ...uniqueCustomer(), mobile: '09123456780' };
  await page.getByLabel(hi(session.fullName)).fill(customer.name);
  await page.getByLabel(hi(session.email)).fill(customer.email);
  await page.getByLabel(hi(session.mobileNo)).fill(customer.mobile);
  await page.getByLabel(hi(session.password)).fill(customer.password);
  await withToast(page, hi(session.signupSucceeded), () =>
    page.getByRole('button', { name: hi(session.signup), exact: true }).tap(),
  );

  // Home: the soaps' tile leads to their category page.
  await expect(page).toHaveURL('/hi');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expectFitsScreen(page);
  await page.getByRole('link', { name: `${hi(soaps.title)} ${hi(soaps.blurb)}`, exact: true }).tap();
  await expect(page).toHaveURL('/hi/shop/category/soap');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(hi(soaps.title));
  await expectFitsScreen(page);

  // The first soap's card leads to its page, in Hindi; two of it into the cart.
  await page
    .getByRole('list', { name: hi(catalog.productsLabel) })
    .getByRole('listitem')
    .first()
    .getByRole('link')
    .tap();
  await expect(page).toHaveURL(`/hi/shop/category/soap/${product.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.subTitle);
  await expectFitsScreen(page);
  await page.getByLabel(hi(catalog.amount)).selectOption('2');
  await withToast(page, hi(cart.itemAdded), () =>
    page.getByRole('button', { name: hi(catalog.addToCart) }).tap(),
  );
  // The toast's close button is named in Hindi too, is a finger's size, and a tap closes it.
  const added = toast(page, hi(cart.itemAdded));
  const close = added.getByRole('button', { name: hi(toastMessages.closeNotification), exact: true });
  expect(await close.boundingBox()).toMatchObject({ width: 44, height: 44 });
  // Its countdown bar is drawn, but not read out (react-toastify names it in English).
  await expect(added.locator('.Toastify__progress-bar')).toBeVisible();
  await expect(added.locator('.Toastify__progress-bar--wrp')).toHaveCSS('opacity', '1');
  await expect(added.getByRole('progressbar')).toHaveCount(0);
  await close.tap();
  await expect(added).toBeHidden();

  // The cart, through the menu.
  await (await openMenu(page)).getByRole('link', { name: hi(cart.linkLabel, { count: 2 }) }).tap();
  await expect(page).toHaveURL('/hi/cart');
  await expect(page.getByRole('heading', { level: 1, name: hi(cart.heading) })).toBeVisible();
  await expect(
    page.getByRole('group', { name: hi(cart.lineAmountOf, { title: product.subTitle }) }).locator('output'),
  ).toHaveText('2');
  await expectFitsScreen(page);

  // Checkout, in Hindi.
  await page.getByRole('button', { name: hi(cart.checkout) }).tap();
  await expect(page).toHaveURL('/hi/cart/order');
  await expect(page.getByRole('heading', { name: hi(checkout.formTitle) })).toBeVisible();
  await expectFitsScreen(page);
  await page.getByLabel(hi(checkout.address)).fill(goodOrder.address);

  // The contact number is the mobile given at signup: nothing to type.
  await expect(page.getByLabel(hi(checkout.contact))).toHaveValue(customer.mobile);

  // The order is placed, confirmed in Hindi and handed to WhatsApp.
  const popup = page.waitForEvent('popup');
  await withToast(page, hi(checkout.placed), () =>
    page.getByRole('button', { name: hi(checkout.placeOrder) }).tap(),
  );
  const chat = await popup;
  await chat.waitForLoadState('domcontentloaded');
  const sent = new URL(chat.url()).searchParams.get('text') ?? '';
  // The message lists the product by its Hindi title, as the shopper saw it (the order stores the
  // English one).
  const lines = sent.split('\n');
  expect(lines.slice(1, 3)).toEqual([hi(checkout.whatsapp.products), `${product.subTitle} X 2`]);
  expect(sent).not.toContain(product.title);
  expect(lines).toContain(hi(checkout.whatsapp.phone, { phone: customer.mobile }));
  const idLine = hi(checkout.whatsapp.orderId, { orderId: '' });
  expect(sent).toContain(idLine);
  const orderId = sent.slice(sent.lastIndexOf(idLine) + idLine.length).trim();
  await chat.close();
  await expect(page).toHaveURL('/hi');

  // /hi/track-order: the order, its Hindi status and its product's Hindi title.
  await page.goto('/hi/track-order');
  const card = page.getByRole('listitem', { name: `${hi(orders.order)} ${orderId}` });
  // The live list loads the full Firestore SDK first: on a busy machine that takes a while.
  await expect(card.locator('.order-status')).toHaveText(
    `${hi(orders.statusLabel)} ${hi(orders.status.placed)}`,
    { timeout: 30_000 },
  );
  await expect(card.getByRole('list').first()).toContainText(`${product.subTitle} X 2`);
  await expect(card).toContainText(hi(orders.total, { count: 2 }));
  await expectFitsScreen(page);
});
