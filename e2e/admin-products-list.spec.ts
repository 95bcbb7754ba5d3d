import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { searchKeyBuilder } from '../scripts/seed.mjs';
import { products } from '../scripts/seed/catalogue.mjs';
import { adminLogIn, notice } from './support/admin';
import { writeDocumentAsOwner } from './support/emulator-documents';

/** A product only this spec uses (the seeded ones serve the other specs), written as the seed does. */
async function writeProduct(id: number, title: string) {
  const model = products[0];
  const searchKeyMap = await searchKeyBuilder();
  const searchKeys = searchKeyMap({
    title,
    subTitle: model?.subTitle ?? '',
    description: model?.description,
  });
  await writeDocumentAsOwner(`productsList/${String(id)}`, { ...model, id, title, searchKeys });
}

const rows = (page: Page) => page.getByRole('table', { name: 'Products' }).locator('tbody tr');

async function openProducts(page: Page, search = '') {
  await adminLogIn(page);
  await page.goto(`/admin/products${search}`);
  await expect(rows(page).first()).toBeVisible({ timeout: 20_000 });
}

test('filters by category and stock, in the URL', async ({ page }) => {
  await openProducts(page);
  await page.getByLabel('Category').selectOption({ label: 'Soaps' });
  await expect(page).toHaveURL(/category=soap/);
  await expect(rows(page).first()).toContainText('Soaps');
  for (const row of await rows(page).all()) await expect(row).toContainText('Soaps');
  await page.locator('select[name="stock"]').selectOption({ label: 'Out of stock' });
  await expect(page).toHaveURL(/category=soap&stock=out|stock=out/);
  await page.reload();
  await expect(page.locator('select[name="stock"]')).toHaveValue('out');
  await expect(page.getByLabel('Category')).toHaveValue('soap');
});

test('searches as shoppers do: English, Devanagari and Hindi in Latin letters', async ({ page }) => {
  await openProducts(page);
  await page.getByLabel(/Search by title/).fill('neem');
  await page.getByLabel(/Search by title/).press('Enter');
  await expect(page.getByText(/every word in their English or Devanagari title/)).toBeVisible();
  // Titles with Neem first (the seeded three), then products whose description has it.
  await expect(rows(page).nth(2)).toBeVisible();
  for (const row of (await rows(page).all()).slice(0, 3)) await expect(row).toContainText('Neem');
  await page.getByLabel(/Search by title/).fill('नीम साबुन');
  await page.getByLabel(/Search by title/).press('Enter');
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText('Neem Tulsi Purifying Soap');
  await page.getByLabel(/Search by title/).fill('neem sabun');
  await page.getByLabel(/Search by title/).press('Enter');
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText('Neem Tulsi Purifying Soap');
  await page.goBack();
  await page.goBack();
  await expect(page.getByLabel(/Search by title/)).toHaveValue('neem');
});

test('sorts by price both ways', async ({ page }) => {
  await openProducts(page, '?sort=price&dir=asc');
  // The cell's first amount is the list price (what shoppers pay follows it).
  const prices = async () =>
    (await rows(page).locator('td[data-label="Price"]').allInnerTexts()).map((text) =>
      Number((/₹([\d,.]+)/.exec(text)?.[1] ?? '').replace(/,/g, '')),
    );
  const ascending = await prices();
  expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
  await page.getByLabel('Order').selectOption('desc');
  await expect(page).toHaveURL(/dir=desc/);
  await expect(async () => {
    const descending = await prices();
    expect(descending.length).toBeGreaterThan(1);
    expect(descending).toEqual([...descending].sort((a, b) => b - a));
  }).toPass();
});

test('loads more products after the first page', async ({ page }) => {
  await openProducts(page);
  await expect(rows(page)).toHaveCount(20);
  await page.getByRole('button', { name: 'Load more' }).click();
  await expect(rows(page)).not.toHaveCount(20);
  expect(await rows(page).count()).toBeGreaterThan(20);
});

test('deletes a product after the confirm', async ({ page }) => {
  await writeProduct(9901, 'Zz Delete Me Herbal Soap');
  await openProducts(page, '?q=Zz+Delete');
  await expect(rows(page)).toHaveCount(1);
  await page.getByRole('button', { name: 'Delete product 9901' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(rows(page)).toHaveCount(1);
  await page.getByRole('button', { name: 'Delete product 9901' }).click();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(notice(page, 'Product deleted Successfully')).toBeVisible();
  await expect(page.getByText('No product matches this search and these filters.')).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('shows cards without horizontal overflow', async ({ page }) => {
    await openProducts(page);
    await expect(page.getByRole('columnheader', { name: 'Price' })).toBeHidden();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
