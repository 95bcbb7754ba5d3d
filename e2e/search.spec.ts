import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { productMessages } from '../src/features/admin-products/messages';
import { products } from '../scripts/seed/catalogue.mjs';
import { adminLogIn, notice } from './support/admin';
import { SEARCH_TABLE } from '../src/testing/search-table';
import { searchBox, suggestionsFor } from './support/search';
import { hi } from './support/hindi';
import { holdUntilReleased } from './support/hold-request';
import { catalogMessages } from '../src/features/catalog/messages';

test.beforeEach(() => {
  test.slow();
});

const ASHWAGANDHA = products.find((product) => product.id === 1)?.title ?? '';

test('English, Devanagari and Hindi in Latin letters find the same product', async ({ page }) => {
  await page.goto('/');
  await searchBox(page).click();
  for (const text of ['ashwagandha', 'अश्वगंधा', 'ashvagandha']) {
    const options = await suggestionsFor(page, text);
    await expect(options.first()).toContainText(ASHWAGANDHA);
  }
  const neem = await suggestionsFor(page, 'neem sabun');
  await expect(neem.first()).toContainText('Neem Tulsi Purifying Soap');
  await expect(page.getByRole('status').filter({ hasText: /found/ })).toHaveText('1 product found');
});

// The header is on every page, and a Hindi page outside the catalogue (here /hi/track-order)
// loads only the shared texts and its own: the suggestions' prices must be among them (the
// test's `untranslated` watch fails on a text shown without its Hindi).
test('a Hindi page outside the catalogue suggests products with their price words in Hindi', async ({
  page,
}) => {
  await page.goto('/hi/track-order');
  const box = page.getByRole('combobox', { name: hi(catalogMessages.searchLabel) });
  await box.click();
  await box.fill('नीम साबुन');
  const options = page
    .getByRole('listbox', { name: hi(catalogMessages.suggestionsLabel) })
    .getByRole('option');
  await expect(options.first()).toContainText('नीम तुलसी प्योरिफाइंग साबुन');
  await expect(options.first().locator('.price-now .visually-hidden')).toHaveText(
    hi(catalogMessages.priceNow),
  );
  await expect(options.first().locator('.price-was .visually-hidden')).toHaveText(
    hi(catalogMessages.priceWas),
  );
});

// The search page's own texts are a part of the catalogue of their own, which its route loads
// (the test's `untranslated` watch fails on a text shown without its Hindi).
test('the Hindi search page says everything in Hindi: results, no results and the empty search', async ({
  page,
}) => {
  await page.goto('/hi/search?q=' + encodeURIComponent('नीम साबुन'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    hi(catalogMessages.resultsFor, { query: 'नीम साबुन' }),
  );
  await expect(page.locator('.search-page__count')).toHaveText(
    hi(catalogMessages.resultsCount, { count: 1 }),
  );
  await expect(page.getByRole('combobox', { name: hi(catalogMessages.categoryFilter) })).toHaveValue('');
  await page.goto('/hi/search?q=zzqx');
  await expect(page.getByText(hi(catalogMessages.noResults, { query: 'zzqx' }))).toBeVisible();
  await expect(page.getByText(hi(catalogMessages.noResultsHint))).toBeVisible();
  await page.goto('/hi/search');
  await expect(page.getByText(hi(catalogMessages.emptySearch))).toBeVisible();
});

/** The whole titles of the cards shown (a card may shorten its text), in sorted order. */
async function cardTitles(page: Page): Promise<string[]> {
  return (
    await page
      .locator('.product-card__title')
      .evaluateAll((titles) => titles.map((title) => title.getAttribute('title') ?? ''))
  ).sort();
}

// A search that finds nothing is asked again with its words mended by one slip (src/lib/search/
// near.ts); the page says the products are near matches, not matches.
test('a misspelt search shows the products with a similar name, and says so, in both languages', async ({
  page,
}) => {
  const shampoos = products.filter((product) => product.category === 'shampoo').map((p) => p.title);
  expect(shampoos).toHaveLength(4);
  await page.goto('/');
  await searchBox(page).click();
  // The header's suggestions say it before the products.
  const options = await suggestionsFor(page, 'shampo');
  await expect(options).toHaveCount(shampoos.length + 1);
  await expect(page.locator('.search-popup__note')).toHaveText(
    'No exact match. 4 products with a similar name:',
  );
  await searchBox(page).press('Enter');
  await expect(page).toHaveURL('/search?q=shampo');
  await expect(page.getByText(catalogMessages.nearResults.replace('{query}', 'shampo'))).toBeVisible();
  await expect(page.locator('.product-card')).toHaveCount(shampoos.length);
  expect(await cardTitles(page)).toEqual(shampoos.sort());
  await expect(page.getByText('No products match “shampo”.')).toHaveCount(0);

  // Shampoo typed in Devanagari with its last vowel wrong: the cards show their Hindi titles.
  await page.goto('/hi/search?q=' + encodeURIComponent('शैम्पो'));
  await expect(page.getByText(hi(catalogMessages.nearResults, { query: 'शैम्पो' }))).toBeVisible();
  await expect(page.locator('.product-card')).toHaveCount(shampoos.length);
  const hindiTitles = products.filter((p) => p.category === 'shampoo').map((p) => p.subTitle);
  expect(await cardTitles(page)).toEqual(hindiTitles.sort());

  const hindiBox = page.getByRole('combobox', { name: hi(catalogMessages.searchLabel) });
  await hindiBox.click();
  await hindiBox.fill('साबन');
  await expect(page.locator('.search-popup__note')).toHaveText(
    hi(catalogMessages.suggestionsNear, { count: 4 }),
  );

  // A word far from every product still finds nothing, and says so.
  await page.goto('/search?q=xylophone');
  await expect(page.getByText('No products match “xylophone”.')).toBeVisible();
  await expect(page.getByText(/Products with a similar name/)).toHaveCount(0);
});

test('every query of the search table finds its product first in the browser', async ({ page }) => {
  await page.goto('/shop/category/all');
  await searchBox(page).click();
  for (const [text, id] of SEARCH_TABLE) {
    const title = products.find((product) => product.id === id)?.title ?? `(no product ${String(id)})`;
    const options = await suggestionsFor(page, text);
    await expect(options.first().locator('.search-option__title'), `"${text}"`).toHaveText(title);
  }
});

test('text typed into the pre-rendered box before the page’s code runs is kept and searched', async ({
  page,
}) => {
  // The entry script is held until the shopper has typed: the box they type into is the HTML's.
  const release = await holdUntilReleased(page);
  await page.goto('/shop/category/all', { waitUntil: 'commit' });
  await searchBox(page).fill('neem sabun');
  release();
  await expect(searchBox(page)).toHaveValue('neem sabun');
  const options = page.getByRole('listbox', { name: 'Suggestions' }).getByRole('option');
  await expect(options.last()).toHaveText('See all results for “neem sabun”');
  await expect(options.first()).toContainText('Neem Tulsi Purifying Soap');
});

test('suggestions by keyboard: down, up, Escape, Enter opens the product', async ({ page }) => {
  await page.goto('/shop/category/all');
  const box = searchBox(page);
  await box.click();
  const options = await suggestionsFor(page, 'mosquito');
  await box.press('ArrowDown');
  await expect(options.first()).toHaveAttribute('aria-selected', 'true');
  await expect(box).toHaveAttribute(
    'aria-activedescendant',
    (await options.first().getAttribute('id')) ?? '',
  );
  await box.press('ArrowDown');
  await box.press('ArrowUp');
  await box.press('Escape');
  await expect(box).toHaveAttribute('aria-expanded', 'false');
  await box.press('ArrowDown');
  const first = (await options.first().locator('.search-option__title').textContent()) ?? '';
  await box.press('Enter');
  await expect(page).toHaveURL(/\/shop\/category\/mosquitoRepellant\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(first);
});

test('the results page: Enter, a category filter and a sort, reloaded, shared, and Back', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await searchBox(page).click();
  await searchBox(page).fill('neem');
  await searchBox(page).press('Enter');
  await expect(page).toHaveURL('/search?q=neem');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Results for “neem”');
  const cards = page.locator('.product-card');
  await expect(cards.first()).toBeVisible();
  const all = await cards.count();
  expect(all).toBeGreaterThan(2);
  await page.getByLabel('Category').selectOption({ label: 'Soaps' });
  await page.getByLabel('Sort by').selectOption({ label: 'Price: High to Low' });
  await expect(page).toHaveURL('/search?q=neem&category=soap&sort=PHTL');
  await page.reload();
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText('Neem Tulsi Purifying Soap');
  await expect(page.getByLabel('Category')).toHaveValue('soap');
  await expect(page.getByLabel('Sort by')).toHaveValue('PHTL');

  // A shared link opens the same page in another tab.
  const shared = await context.newPage();
  await shared.goto(page.url());
  await expect(shared.locator('.product-card')).toHaveCount(1);
  await shared.close();

  await page.goto('/search?q=xylophone');
  await expect(page.getByText('No products match “xylophone”.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Fast Cones' }).first()).toBeVisible();
  await page.goBack();
  await expect(cards).toHaveCount(1);
});

test('a product an admin adds is found at once', async ({ page }) => {
  const word = `Zedoary${String(Date.now()).slice(-6)}`;
  const title = `${word} Herbal Soap 75 g`;
  await adminLogIn(page);
  await page.goto('/admin/products/new');
  await page.getByLabel('Title', { exact: true }).fill(title);
  await page.getByLabel('Title in Devanagari').fill('कचूर हर्बल साबुन');
  await page
    .getByLabel('Description', { exact: true })
    .fill(
      'Cold-processed bathing bar with zedoary root and neem in a coconut oil base, for everyday cleansing of oily and sensitive skin.',
    );
  await page.getByLabel('Price (₹)').fill('149');
  await page.getByLabel('Stock').fill('25');
  await page.getByLabel('Quantity').fill('75 g');
  await page.getByLabel('Rating (0 to 5)').fill('4.5');
  await page.getByLabel('Review count').fill('12');
  await page.getByLabel('Category').selectOption({ label: 'Soaps' });
  await page.getByLabel('Image address').fill('/products/neem-tulsi-soap-1.svg');
  await page.getByRole('button', { name: 'Add image' }).click();
  await page.getByRole('button', { name: 'Add Product' }).click();
  await expect(notice(page, productMessages.added)).toBeVisible();

  await page.goto('/');
  await searchBox(page).click();
  const options = await suggestionsFor(page, word.toLowerCase());
  await expect(options.first()).toContainText(title);
  // Its Devanagari title too, typed in Latin letters.
  const hindi = await suggestionsFor(page, `${word.toLowerCase()} kachur`);
  await expect(hindi.first()).toContainText(title);

  // The catalogue is the seed's again for the specs after this one: the product is deleted.
  await hindi.first().click();
  await expect(page).toHaveURL(/\/shop\/category\/soap\/\d+$/);
  const id = /(\d+)$/.exec(page.url())?.[1] ?? '';
  await page.goto(`/admin/products/edit/${id}`);
  await page.getByRole('button', { name: 'Delete product' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page).toHaveURL('/admin/products', { timeout: 20_000 });
});

test('at 375 px the icon opens the box and nothing is wider than the screen', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/');
  const box = searchBox(page);
  await expect(box).toBeHidden();
  await page.getByRole('button', { name: 'Open search' }).click();
  await expect(box).toBeFocused();
  const options = await suggestionsFor(page, 'mehndi cone');
  await expect(options.first()).toContainText('Mehndi');
  const widest = async () =>
    page.evaluate(() =>
      Math.max(
        ...[...document.querySelectorAll('body *')].map((element) => element.getBoundingClientRect().right),
      ),
    );
  expect(await widest()).toBeLessThanOrEqual(375);
  await box.press('Enter');
  await expect(page).toHaveURL('/search?q=mehndi+cone');
  await expect(page.locator('.product-card').first()).toBeVisible();
  expect(await widest()).toBeLessThanOrEqual(375);
});

/**
 * A phone's page before its code runs (the entry held back): the search icon tapped opens the
 * pre-rendered box, focused. Returns the box and the release of the page's code.
 */
async function searchBeforeTheCode(page: Page, path: string, inHindi = false) {
  const say = (text: string) => (inHindi ? hi(text) : text);
  await page.setViewportSize({ width: 375, height: 740 });
  const release = await holdUntilReleased(page);
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  const box = page.getByRole('combobox', { name: say(catalogMessages.searchLabel) });
  await expect(box).toBeHidden();
  const icon = page.getByRole('button', { name: say(catalogMessages.openSearch) });
  await icon.click();
  await expect(box).toBeFocused();
  await expect(icon).toHaveAttribute('aria-expanded', 'true');
  return { box, release };
}

// On a phone the page's code can run seconds after the first paint: the icon opens the box before
// then all the same (the page's early script), and the box stays open as the code takes over.
test('at 375 px the icon opens the box before the page’s code runs, and what is typed is searched', async ({
  page,
}) => {
  const { box, release } = await searchBeforeTheCode(page, '/');
  await page.keyboard.type('neem sabun');
  release();
  await expect(page.getByRole('button', { name: 'Close search' })).toHaveAttribute('aria-expanded', 'true');
  await expect(box).toHaveValue('neem sabun');
  const options = page.getByRole('listbox', { name: 'Suggestions' }).getByRole('option');
  await expect(options.first()).toContainText('Neem Tulsi Purifying Soap');
  await box.press('Enter');
  await expect(page).toHaveURL('/search?q=neem+sabun');
});

test('at 375 px on a Hindi page, a search sent before the page’s code runs opens the Hindi results', async ({
  page,
}) => {
  const { box, release } = await searchBeforeTheCode(page, '/hi/shop/category/all', true);
  await page.keyboard.type('neem');
  // The form, still plain HTML, goes to the results page in the page's language.
  await box.press('Enter');
  await expect(page).toHaveURL('/hi/search?q=neem');
  release();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    hi(catalogMessages.resultsFor, { query: 'neem' }),
  );
});
