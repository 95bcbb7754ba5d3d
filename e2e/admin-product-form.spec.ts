import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { productMessages as m } from '../src/features/admin-products/messages';
import { adminLogIn, notice } from './support/admin';
import { logIn } from './support/auth';

// Several logins, saves and shop pages per test on a shared machine: triple the time budget.
test.beforeEach(() => {
  test.slow();
});

const DESCRIPTION =
  'Cold-processed bathing bar with neem leaf and tulsi extracts in a coconut oil base, for everyday cleansing of oily and sensitive skin.';

async function fillProduct(page: Page, title: string) {
  await page.getByLabel('Title', { exact: true }).fill(title);
  await page.getByLabel('Title in Devanagari').fill('नीम तुलसी साबुन');
  await page.getByLabel('Description', { exact: true }).fill(DESCRIPTION);
  await page.getByLabel('Description in Devanagari').fill('नीम और तुलसी के अर्क वाला साबुन।');
  await page.getByLabel('Price (₹)').fill('149');
  await page.getByLabel('Stock').fill('25');
  await page.getByLabel('Quantity').fill('75 g');
  await page.getByLabel('Rating (0 to 5)').fill('4.5');
  await page.getByLabel('Review count').fill('12');
  await page.getByLabel('Category').selectOption({ label: 'Soaps' });
  // Images the shop serves itself (/products/…), so the shop shows them (plain http:// addresses,
  // as this local server has, are refused).
  for (const file of ['neem-tulsi-soap-2.svg', 'neem-tulsi-soap-1.svg']) {
    await page.getByLabel('Image address').fill(`/products/${file}`);
    await page.getByRole('button', { name: 'Add image' }).click();
  }
}

test('create a product with image addresses, see it in the shop, edit its price, delete it', async ({
  page,
}) => {
  const title = `Test Soap ${String(Date.now())}`;
  await adminLogIn(page);
  await page.goto('/admin/products/new');
  await expect(page.getByRole('heading', { name: 'Add Product', level: 1 })).toBeVisible();
  await expect(page.getByLabel('Product Id')).toHaveValue('Assigned on save');
  await fillProduct(page, title);
  // The second address becomes the cover.
  await page.getByRole('button', { name: 'Move image 2 up' }).click();
  await page.getByRole('button', { name: 'Add Product' }).click();
  await expect(notice(page, m.added)).toBeVisible();
  await expect(page).toHaveURL('/admin/products');

  // The shop lists it with its cover, and its page shows it.
  await page.goto('/shop/category/soap');
  const card = page.getByRole('link', { name: title }).first();
  await expect(card).toBeVisible();
  await card.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  const id = Number(/\/shop\/category\/soap\/(\d+)$/.exec(page.url())?.[1]);
  expect(id).toBeGreaterThan(28);
  await expect(page.locator('.product-page__buy .price-was')).toHaveText('List price ₹149');
  await expect(page.getByRole('img', { name: `${title}, image 1 of 2` })).toHaveAttribute(
    'src',
    /neem-tulsi-soap-1\.svg$/,
  );

  // Edit its price: the shop shows the new one.
  await page.goto(`/admin/products/edit/${String(id)}`);
  await expect(page.getByLabel('Product Id')).toHaveValue(String(id));
  await expect(page.getByRole('complementary', { name: 'Current images' }).getByRole('img')).toHaveCount(2);
  await page.getByLabel('Price (₹)').fill('199.5');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(notice(page, m.edited)).toBeVisible();
  await expect(page).toHaveURL('/admin/products');
  await page.goto(`/shop/category/soap/${String(id)}`);
  await expect(page.locator('.product-page__buy .price-was')).toHaveText('List price ₹199.50');

  // Delete it from its edit page after a confirm: the shop no longer has it.
  await page.goto(`/admin/products/edit/${String(id)}`);
  await page.getByRole('button', { name: 'Delete product' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(notice(page, m.deleted)).toBeVisible();
  await expect(page).toHaveURL('/admin/products');
  await page.goto(`/shop/category/soap/${String(id)}`);
  await expect(
    page.getByText('We could not find this product. It may have been removed from the shop.'),
  ).toBeVisible();
  await page.goto('/shop/category/soap');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: title })).toHaveCount(0);
});

test('the form shows the spec’s validation messages and keeps what was typed', async ({ page }) => {
  await adminLogIn(page);
  await page.goto('/admin/products/new');
  await page.getByRole('button', { name: 'Add Product' }).click();
  for (const message of [
    m.invalidTitle,
    m.invalidDescription,
    m.noImage,
    m.invalidCategory,
    m.invalidPrice,
    m.invalidRating,
    m.invalidReviewCount,
    m.invalidStock,
  ]) {
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  }
  await expect(page.getByLabel('Title', { exact: true })).toBeFocused();

  await fillProduct(page, 'Too short');
  await page.getByLabel('Rating (0 to 5)').fill('5.5');
  await page.getByRole('button', { name: 'Add Product' }).click();
  await expect(page.getByText(m.invalidTitle, { exact: true })).toBeVisible();
  await expect(page.getByText(m.invalidRating, { exact: true })).toBeVisible();
  await expect(page.getByText(m.invalidPrice, { exact: true })).toHaveCount(0);
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue('Too short');
  await expect(page.getByLabel('Price (₹)')).toHaveValue('149');
  await expect(page.getByLabel('Category')).toHaveValue('soap');
  await expect(page.getByRole('list', { name: 'Product images' }).getByRole('listitem')).toHaveCount(2);
  await expect(page).toHaveURL('/admin/products/new');
});

test('an edit id that is not a number, or names no product, says "Invalid Product Id"', async ({ page }) => {
  await adminLogIn(page);
  for (const editId of ['abc', '99999']) {
    await page.goto(`/admin/products/edit/${editId}`);
    await expect(notice(page, m.invalidId)).toBeVisible();
    await expect(page).toHaveURL('/admin/products');
  }
});

test('a customer cannot reach the product form', async ({ page }) => {
  await logIn(page);
  await page.goto('/admin/products/new');
  await expect(page).toHaveURL('/adminLogin');
  await expect(notice(page, 'Unauthenticated').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add Product' })).toHaveCount(0);
});

test('the form fits a 375 px phone without sideways scrolling, new and edit', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await adminLogIn(page);
  const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  // The new form with every message under its fields.
  await page.goto('/admin/products/new');
  await page.getByRole('button', { name: 'Add Product' }).click();
  await expect(page.getByText(m.invalidTitle, { exact: true })).toBeVisible();
  expect(await overflow()).toBeLessThanOrEqual(0);
  // The edit form with its images and their buttons.
  await page.goto('/admin/products/edit/9');
  await expect(page.getByRole('button', { name: 'Save Changes' })).toBeVisible();
  const remove = await page.getByRole('button', { name: 'Remove image 1' }).boundingBox();
  expect((remove?.x ?? Infinity) + (remove?.width ?? 0)).toBeLessThanOrEqual(375);
  expect(await overflow()).toBeLessThanOrEqual(0);
});
