import { expect, test } from './support/test';
import { adminLogIn, demoAdmin } from './support/admin';
import { logIn, signUp } from './support/auth';
import { addFromProductPage, cartBadge, productPath, seedProduct } from './support/cart';
import {
  fillOrderForm,
  goodOrder,
  openOrderForm,
  placeOrderAndCatchChat,
  stubWhatsapp,
} from './support/checkout';
import { hi } from './support/hindi';
import { collectProblems } from './support/page-problems';
import { searchBox, suggestionsFor } from './support/search';
import { withToast } from './support/toast';

// Runs against the Vite dev server that `npm start` serves (React StrictMode mounts every
// component twice there): each key flow shows its message.

test('signup says "User Registered Successfully."', async ({ page }) => {
  await withToast(page, 'User Registered Successfully.', () => signUp(page));
});

test('login says "Login Successfull"', async ({ page }) => {
  await withToast(page, 'Login Successfull', () => logIn(page));
});

test('adding to the cart and checking out each say so', async ({ page, context }) => {
  await stubWhatsapp(context);
  await signUp(page);
  const neemSoap = seedProduct(9);
  await withToast(page, 'Item added to Cart', () => addFromProductPage(page, neemSoap, 2));
  await expect(cartBadge(page, 2)).toBeVisible();

  await cartBadge(page, 2).click();
  await expect(page).toHaveURL('/cart');
  await openOrderForm(page);
  await fillOrderForm(page, goodOrder);
  await withToast(page, 'Order Placed! We will send you a confirmation on whatsapp', () =>
    placeOrderAndCatchChat(page),
  );
  await expect(page).toHaveURL('/');
  await expect(cartBadge(page, 0)).toBeVisible();
});

test('the admin is welcomed, sees the live lists and is logged out, each with its message', async ({
  page,
}) => {
  await withToast(page, `Welcome ${demoAdmin.email}`, () => adminLogIn(page));
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Admins' }).click();
  await expect(page.getByText(demoAdmin.email).first()).toBeVisible();
  await page.getByRole('button', { name: 'Logout' }).click();
  await withToast(page, 'Admin logged out!', () =>
    page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click(),
  );
  await expect(page).toHaveURL('/adminLogin');
});

// The dev server pre-renders nothing: each page loads its parts of the Hindi catalogue in the browser
// (a text whose part is not loaded fails the test, e2e/support/test.ts).
test('a Hindi home and product page show their Hindi words', async ({ page }) => {
  const problems = collectProblems(page);
  await page.goto('/hi/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    hi('Ayurvedic care for body, hair and home'),
  );
  await expect(page.getByRole('list', { name: hi('Why shop with us') })).toBeVisible();
  const neemSoap = seedProduct(9);
  await page.goto(`/hi${productPath(neemSoap)}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(neemSoap.subTitle);
  await expect(page.getByRole('button', { name: hi('Add to Cart') })).toBeVisible();
  expect(problems).toEqual([]);
});

// The search code loads on the box's first focus: on the dev server that chunk is compiled on
// request, so check the whole path there too (suggestions from the index, then the results page).
test('search suggests as the shopper types and Enter opens the results', async ({ page }) => {
  const problems = collectProblems(page);
  await page.goto('/');
  await searchBox(page).click();
  const options = await suggestionsFor(page, 'नीम साबुन');
  await expect(options.first()).toContainText(seedProduct(9).title);
  await suggestionsFor(page, 'neem sabun');
  await searchBox(page).press('Enter');
  await expect(page).toHaveURL(/\/search\?q=neem(\+|%20)sabun$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Results for “neem sabun”');
  await expect(page.locator('.product-card')).toHaveCount(1);
  await expect(page.locator('.product-card').first()).toContainText(seedProduct(9).title);
  expect(problems).toEqual([]);
});

test('serves robots.txt and the sitemap as the build writes them, not the app', async ({ request }) => {
  const robots = await request.get('/robots.txt');
  expect(robots.headers()['content-type']).toMatch(/^text\/plain/);
  expect((await robots.text()).split('\n')).toContain('Disallow: /hi/cart');
  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.headers()['content-type']).toMatch(/^application\/xml/);
  expect(await sitemap.text()).toMatch(/<loc>https?:\/\/[^<]+\/hi\/shop\/category\/soap<\/loc>/);
});
