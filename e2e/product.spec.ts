import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { products } from './catalog-helpers';

const neemSoap = products.find((product) => product.id === 9);
const outOfStock = products.find((product) => product.stock === 0);
if (!neemSoap || !outOfStock)
  throw new Error('the seed changed: product 9 and an out-of-stock product are needed');

test('the product page shows everything about the product', async ({ page }) => {
  await page.goto(`/shop/category/${neemSoap.category}/${neemSoap.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(neemSoap.title);
  await expect(page).toHaveTitle(neemSoap.title);
  await expect(page.locator('head meta[name="robots"]')).toHaveCount(0);
  await expect(page.getByText(neemSoap.subTitle)).toHaveAttribute('lang', 'hi');
  await expect(page.getByText(neemSoap.description)).toBeVisible();
  await expect(page.getByText(neemSoap.hDetails)).toBeVisible();
  await expect(page.locator('[lang="hi"]', { hasText: neemSoap.hDetails })).toHaveCount(1);
  await expect(page.getByText(neemSoap.quantity, { exact: true })).toBeVisible();
  await expect(
    page.getByText(`Rated ${neemSoap.rating.rate} out of 5, ${neemSoap.rating.count} reviews`),
  ).toBeAttached();
  await expect(page.getByText('In stock')).toBeVisible();
  await expect(page.locator('.product-page__buy .price-now')).toHaveText(
    `Price ₹${Math.round(neemSoap.price * 0.83)}`,
  );
  await expect(page.locator('.product-page__buy .price-was')).toHaveText(`List price ₹${neemSoap.price}`);
  await expect(page.getByLabel('Amount')).toHaveValue('1');
  await expect(page.getByLabel('Amount').locator('option')).toHaveText(
    Array.from({ length: 10 }, (_, index) => String(index + 1)),
  );
});

test('the gallery switches between the product images', async ({ page }) => {
  await page.goto(`/shop/category/${neemSoap.category}/${neemSoap.id}`);
  const count = neemSoap.images.length;
  const main = page.getByRole('img', { name: `${neemSoap.title}, image 1 of ${count}` });
  await expect(main).toHaveAttribute('src', neemSoap.images[0] ?? '');
  await page.getByRole('button', { name: `Show image 2 of ${count}` }).click();
  await expect(page.getByRole('img', { name: `${neemSoap.title}, image 2 of ${count}` })).toHaveAttribute(
    'src',
    neemSoap.images[1] ?? '',
  );
});

test('a visitor who adds to the cart is asked to log in', async ({ page }) => {
  await page.goto(`/shop/category/${neemSoap.category}/${neemSoap.id}`);
  await page.getByLabel('Amount').selectOption('2');
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Please Login to add items to Cart!' }),
  ).toBeVisible();
  await expect(page).toHaveURL(`/shop/category/${neemSoap.category}/${neemSoap.id}`);
});

test('a product that is out of stock says so and cannot be added', async ({ page }) => {
  await page.goto(`/shop/category/${outOfStock.category}/${outOfStock.id}`);
  await expect(page.getByText('Out of stock', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add to Cart' })).toBeDisabled();
});

test('an unknown product id gets the error page', async ({ page }) => {
  await page.goto('/shop/category/soap/9999');
  await expect(page.getByRole('heading', { name: 'Some Error Occured' })).toBeVisible();
  await expect(page.getByText('We could not find this product.', { exact: false })).toBeVisible();
  await expect(page.locator('head meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await page.getByRole('link', { name: 'Go back?' }).click();
  await expect(page).toHaveURL('/');
});

/** The page's JSON-LD blocks, parsed. */
const structuredData = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('script[type="application/ld+json"]')].map(
      (block) => JSON.parse(block.textContent) as Record<string, unknown>,
    ),
  );

test('search engines read the product, its price and stock as the page shows them, in the page’s language', async ({
  page,
}) => {
  for (const [path, name] of [
    [`/shop/category/${neemSoap.category}/${neemSoap.id}`, neemSoap.title],
    [`/hi/shop/category/${neemSoap.category}/${neemSoap.id}`, neemSoap.subTitle],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    const shown = await page.locator('.product-page__buy .price-now').textContent();
    const [data, ...more] = await structuredData(page);
    expect(more).toEqual([]);
    expect(data).toMatchObject({ '@type': 'Product', name, sku: String(neemSoap.id) });
    const offers = data?.offers as {
      price: number;
      priceCurrency: string;
      availability: string;
      url: string;
    };
    expect(shown).toContain(`₹${offers.price}`);
    expect(offers.priceCurrency).toBe('INR');
    expect(offers.availability).toBe('https://schema.org/InStock');
    expect(new URL(offers.url).pathname).toBe(path);
  }
  // Another product, reached in the app: its data replaces the first one's.
  await page.goto(`/shop/category/${outOfStock.category}/${outOfStock.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(outOfStock.title);
  await page.getByRole('link', { name: 'Soaps' }).first().click();
  await expect(page).toHaveURL('/shop/category/soap');
  expect(await structuredData(page)).toEqual([]);
  await page
    .getByRole('list', { name: 'Products' })
    .getByRole('link', { name: neemSoap.title })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(neemSoap.title);
  const data = await structuredData(page);
  expect(data.map((item) => item.name)).toEqual([neemSoap.title]);
});

test('an out-of-stock product is out of stock to search engines too', async ({ page }) => {
  await page.goto(`/shop/category/${outOfStock.category}/${outOfStock.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(outOfStock.title);
  const [data] = await structuredData(page);
  expect((data?.offers as { availability: string }).availability).toBe('https://schema.org/OutOfStock');
});
