import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { collectProblems } from './support/page-problems';
import { cardTitle, products, sortedProducts } from './catalog-helpers';
import { signUp } from './support/auth';
import { cartBadge, productPath, seedProduct } from './support/cart';

const neemSoap = seedProduct(9);

/** The pre-rendered pages: what each shows before (and without) any JavaScript. */
const PAGES = [
  {
    name: 'home',
    path: '/',
    title: /Ayurvedic care for body, hair and home/,
    heading: 'Ayurvedic care for body, hair and home',
  },
  { name: 'shop', path: '/shop/category/all', title: 'Shop', heading: 'All Products' },
  { name: 'a category', path: '/shop/category/soap', title: 'Shop', heading: 'Soaps' },
  { name: 'a product', path: productPath(neemSoap), title: 'Shop', heading: null },
  { name: 'an info page', path: '/about', title: /^About us/, heading: 'About us' },
] as const;

const productList = (page: Page) => page.getByRole('list', { name: 'Products' });
const cardTitles = (page: Page) => productList(page).getByRole('heading', { level: 3 }).allTextContents();

/** Marks the document, so a later check can tell a client-side navigation from a page load. */
const markDocument = (page: Page) =>
  page.evaluate(() => {
    document.documentElement.setAttribute('data-e2e-mark', '');
  });
const documentMarked = (page: Page) =>
  page.evaluate(() => document.documentElement.hasAttribute('data-e2e-mark'));

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const { name, path, title, heading } of PAGES) {
    test(`${name} (${path}) arrives as HTML with the header, its headings and title`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveTitle(title);
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('link', { name: 'Contact Us' }).first()).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      if (heading) await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    });
  }

  test('the shop and category pages show their frame: sort select, categories and a skeleton grid', async ({
    page,
  }) => {
    await page.goto('/shop/category/soap');
    await expect(page.getByLabel('Sort by')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Browse By Category' })).toBeVisible();
    await expect(page.locator('.product-skeleton')).toHaveCount(8);
    await expect(page.getByRole('status')).toHaveText('Loading....');
  });

  test('a product page shows its frame, with no product data in it', async ({ page }) => {
    await page.goto(productPath(neemSoap));
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'About this product' })).toBeVisible();
    // The picture's place, empty: without JavaScript no read fills it.
    await expect(page.locator('.product-frame .gallery__main .first-paint')).toBeVisible();
    await expect(page.locator('.product-frame .gallery__main img')).not.toHaveAttribute('src', /./);
    await expect(page.getByText(neemSoap.title)).toHaveCount(0);
  });

  test('the cart and the admin area stay on the SPA shell', async ({ page }) => {
    for (const path of ['/cart', '/admin/dashboard', '/auth?mode=login']) {
      await page.goto(path);
      await expect(page.getByRole('status')).toHaveText('Loading....');
      await expect(page.getByRole('banner')).toHaveCount(0);
    }
  });
});

test.describe('with JavaScript', () => {
  for (const { name, path } of PAGES) {
    test(`${name} (${path}) hydrates without a console error or warning`, async ({ page }) => {
      const problems = collectProblems(page);
      await page.goto(path);
      if (path === '/shop/category/all')
        await expect(productList(page).getByRole('listitem')).toHaveCount(24);
      if (path === '/shop/category/soap')
        await expect(productList(page).getByRole('listitem').first()).toBeVisible();
      if (path === productPath(neemSoap)) {
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(neemSoap.title);
        await expect(page).toHaveTitle(neemSoap.title);
      }
      // The header's account links are live once the session is known.
      await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(problems).toEqual([]);
    });
  }

  test('the pre-rendered shop sorts and pages', async ({ page }) => {
    const problems = collectProblems(page);
    await page.goto('/shop/category/all');
    await page.getByLabel('Sort by').selectOption({ label: 'Price: Low to High' });
    await expect(page).toHaveURL('/shop/category/all?sort=PLTH');
    await expect.poll(() => cardTitles(page)).toEqual(sortedProducts('PLTH').slice(0, 24).map(cardTitle));
    await page.getByRole('button', { name: 'Load more' }).click();
    await expect(productList(page).getByRole('listitem')).toHaveCount(products.length);
    expect(problems).toEqual([]);
  });

  test('a shared link with a sort order hydrates, then shows that order', async ({ page }) => {
    const problems = collectProblems(page);
    await page.goto('/shop/category/all?sort=PHTL');
    await expect(page.getByLabel('Sort by')).toHaveValue('PHTL');
    await expect.poll(() => cardTitles(page)).toEqual(sortedProducts('PHTL').slice(0, 24).map(cardTitle));
    expect(problems).toEqual([]);
  });

  test('links on a pre-rendered page navigate in the app, without loading a page', async ({ page }) => {
    const problems = collectProblems(page);
    await page.goto('/about');
    await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
    await markDocument(page);
    await page.getByRole('link', { name: 'Browse the shop' }).click();
    await expect(page).toHaveURL('/shop/category/all');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('All Products');
    await page
      .getByRole('navigation', { name: 'Browse By Category' })
      .getByRole('link', { name: 'Soaps' })
      .click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Soaps');
    await productList(page)
      .getByRole('link', { name: new RegExp(cardTitle(neemSoap)) })
      .first()
      .click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(neemSoap.title);
    expect(await documentMarked(page)).toBe(true);
    expect(problems).toEqual([]);
  });

  test('a signed-in customer adds to the cart from a pre-rendered product page', async ({ page }) => {
    await signUp(page);
    const problems = collectProblems(page);
    await page.goto(productPath(neemSoap));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(neemSoap.title);
    await page.getByLabel('Amount').selectOption('2');
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(cartBadge(page, 2)).toBeVisible();
    expect(problems).toEqual([]);
  });
});
