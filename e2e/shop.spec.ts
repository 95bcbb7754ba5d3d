import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { cardTitle, products, sortedProducts } from './catalog-helpers';
import { watchLayoutShifts } from './support/layout-shifts';

const productList = (page: Page) => page.getByRole('list', { name: 'Products' });
const cardTitles = (page: Page) => productList(page).getByRole('heading', { level: 3 }).allTextContents();

test.describe('redirects', () => {
  for (const [from, to, heading] of [
    ['/shop', '/shop/category/all', 'All Products'],
    ['/shop/category', '/shop/category/all', 'All Products'],
    ['/shop/soap', '/shop/category/soap', 'Soaps'],
    ['/shop/shampoo', '/shop/category/shampoo', 'Shampoos'],
    ['/shop/fast-cone', '/shop/category/fastCone', 'Fast Cones'],
    ['/shop/mosquito-repellant', '/shop/category/mosquitoRepellant', 'Mosquito Repellants'],
    ['/shop/dhoopa', '/shop/category/dhoopa', 'Dhoopa'],
  ] as const) {
    test(`${from} goes to ${to}`, async ({ page }) => {
      await page.goto(from);
      await expect(page).toHaveURL(to);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    });
  }
});

test('all products: title, heading, the first 24 products and "Load more" for the rest', async ({ page }) => {
  await page.goto('/shop/category/all');
  await expect(page).toHaveTitle('Shop');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /17% off/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('All Products');
  await expect(page.getByRole('navigation', { name: 'Browse By Category' })).toBeVisible();
  await expect(productList(page).getByRole('listitem')).toHaveCount(24);
  expect(await cardTitles(page)).toEqual(sortedProducts('none').slice(0, 24).map(cardTitle));
  await page.getByRole('button', { name: 'Load more' }).click();
  await expect(productList(page).getByRole('listitem')).toHaveCount(products.length);
  await expect(page.getByText(`Showing ${products.length} products`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Load more' })).toBeHidden();
});

test('all products in Hindi: "Load more" and the count in Hindi, and the rest of the products', async ({
  page,
}) => {
  await page.goto('/hi/shop/category/all');
  const hindiList = page.getByRole('list', { name: 'उत्पाद' });
  await expect(hindiList.getByRole('listitem')).toHaveCount(24);
  await page.getByRole('button', { name: 'और दिखाएँ' }).click();
  await expect(hindiList.getByRole('listitem')).toHaveCount(products.length);
  await expect(page.getByText(`${String(products.length)} उत्पाद दिखाए जा रहे हैं`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'और दिखाएँ' })).toBeHidden();
  await expect(page.locator('main')).not.toContainText(/Load more|Loading|Showing/);
});

for (const [path, listName] of [
  ['/shop/category/all', 'Products'],
  ['/hi/shop/category/all', 'उत्पाद'],
] as const) {
  test(`${path} on a phone: cards off the screen are drawn only once scrolled near, and nothing moves`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    const shifts = await watchLayoutShifts(page);
    await page.goto(path);
    const cards = page.getByRole('list', { name: listName }).locator('.product-card');
    await expect(cards).toHaveCount(24);
    // Whether the browser renders the card's contents, or skips them as off the screen
    // (content-visibility: the card stays, what is in it is skipped).
    const drawn = (index: number) =>
      cards
        .nth(index)
        .getByRole('heading', { level: 3 })
        .evaluate((title) => title.checkVisibility({ contentVisibilityAuto: true }));
    await expect.poll(() => drawn(23)).toBe(false);
    expect(await drawn(0)).toBe(true);
    // The cards on the screen are drawn at their own size at once: the frame's placeholders give
    // way to them without a shift.
    await page.waitForLoadState('networkidle');
    expect(await shifts()).toEqual([]);
    await cards.nth(23).scrollIntoViewIfNeeded();
    await expect.poll(() => drawn(23)).toBe(true);
    // Drawn in full: its picture loaded, its title.
    const picture = cards.nth(23).getByRole('img');
    await expect
      .poll(() => picture.evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBeGreaterThan(0);
    const [last] = sortedProducts('none').slice(23, 24);
    if (!last) throw new Error('The seed has fewer than 24 products');
    await expect(cards.nth(23).getByRole('heading', { level: 3 })).toHaveText(
      path.startsWith('/hi') ? last.subTitle.slice(0, 40) : cardTitle(last),
    );
  });
}

for (const [sort, label] of [
  ['PLTH', 'Price: Low to High'],
  ['PHTL', 'Price: High to Low'],
  ['RLTH', 'Rating: Low to High'],
  ['RHTL', 'Rating: High to Low'],
] as const) {
  test(`sorts the seeded catalogue by ${label}`, async ({ page }) => {
    await page.goto('/shop/category/all');
    await page.getByLabel('Sort by').selectOption({ label });
    await expect(page).toHaveURL(`/shop/category/all?sort=${sort}`);
    const expected = sortedProducts(sort).slice(0, 24).map(cardTitle);
    await expect.poll(() => cardTitles(page)).toEqual(expected);
  });
}

test('keeps the sort order through a reload and a shared link, also in a category', async ({ page }) => {
  await page.goto('/shop/category/soap');
  await page.getByLabel('Sort by').selectOption({ label: 'Price: High to Low' });
  await expect(page).toHaveURL('/shop/category/soap?sort=PHTL');
  await page.reload();
  await expect(page.getByLabel('Sort by')).toHaveValue('PHTL');
  const soaps = products.filter((product) => product.category === 'soap');
  await expect.poll(() => cardTitles(page)).toEqual(sortedProducts('PHTL', soaps).map(cardTitle));
  await page.getByLabel('Sort by').selectOption({ label: 'none' });
  await expect(page).toHaveURL('/shop/category/soap');
});

test('a category page shows only its products, with prices and ratings, linking to each product', async ({
  page,
}) => {
  await page.goto('/shop/category/shampoo');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Shampoos');
  const shampoos = sortedProducts('none').filter((product) => product.category === 'shampoo');
  await expect.poll(() => cardTitles(page)).toEqual(shampoos.map(cardTitle));
  const first = shampoos[0];
  if (!first) throw new Error('the seed has no shampoo');
  const card = productList(page).getByRole('listitem').first();
  await expect(card.locator('.price-now')).toHaveText(
    `Price ₹${Math.round(first.price * 0.83).toLocaleString('en-IN')}`,
  );
  await expect(card.locator('.price-was')).toHaveText(`List price ₹${first.price}`);
  await expect(card.getByRole('img', { name: first.title })).toBeVisible();
  await card.getByRole('link').click();
  await expect(page).toHaveURL(`/shop/category/shampoo/${first.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(first.title);
});

test('browsing by category from the shop page', async ({ page }) => {
  await page.goto('/shop/category/all');
  const browse = page.getByRole('navigation', { name: 'Browse By Category' });
  await expect(browse.getByRole('link', { name: 'All Products' })).toHaveAttribute('aria-current', 'page');
  await browse.getByRole('link', { name: 'Dhoopa' }).click();
  await expect(page).toHaveURL('/shop/category/dhoopa');
  await expect(browse.getByRole('link', { name: 'Dhoopa' })).toHaveAttribute('aria-current', 'page');
  await expect(productList(page).getByRole('listitem')).toHaveCount(
    products.filter((product) => product.category === 'dhoopa').length,
  );
});

test('an unknown category gets the error page', async ({ page }) => {
  await page.goto('/shop/category/perfume');
  await expect(page.getByRole('heading', { name: 'Some Error Occured' })).toBeVisible();
  await expect(page.getByText('There is no "perfume" category in our shop.')).toBeVisible();
});

test('going back and forth between shop and product pages reads the listing only once', async ({ page }) => {
  const reads: string[] = [];
  page.on('request', (request) => {
    if (/:runQuery|:batchGet/.test(request.url())) reads.push(request.url());
  });
  await page.goto('/shop/category/all');
  await expect(productList(page).getByRole('listitem')).toHaveCount(24);
  await productList(page).getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(sortedProducts('none')[0]?.title ?? '');
  await page.goBack();
  await expect(productList(page).getByRole('listitem')).toHaveCount(24);
  expect(reads).toHaveLength(1);
});
