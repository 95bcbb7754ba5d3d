import { type Page, type Request } from '@playwright/test';
import { expect, test } from './support/test';
import { signUp } from './support/auth';
import { cartBadge, cartLine, seedProduct } from './support/cart';
import { toast } from './support/toast';
import { APP_ENTRY, holdUntilSent } from './support/hold-request';
import { cardTitle, products, sortedProducts } from './catalog-helpers';

const isListingRead = (request: Request) => /:runQuery/.test(request.url()) && request.method() === 'POST';
const isProductRead = (request: Request) =>
  /\/documents\/productsList\/\d+/.test(request.url()) && request.method() === 'GET';

/** Holds back the entry script until the page has sent a catalogue read (holdUntilSent). */
const holdEntryUntil = (page: Page, isRead: (request: Request) => boolean) =>
  holdUntilSent(page, APP_ENTRY, isRead);

function collect(page: Page, isRead: (request: Request) => boolean) {
  const reads: Request[] = [];
  page.on('request', (request) => {
    if (isRead(request)) reads.push(request);
  });
  return reads;
}

function consoleErrors(page: Page) {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

const productList = (page: Page) => page.getByRole('list', { name: 'Products' });

test("the shop page's catalogue read starts before the app's code has arrived, and is read once", async ({
  page,
}) => {
  const errors = consoleErrors(page);
  const reads = collect(page, isListingRead);
  const entry = await holdEntryUntil(page, isListingRead);
  await page.goto('/shop/category/all?sort=PLTH');
  await expect(productList(page).getByRole('listitem')).toHaveCount(24);
  expect(entry.held).toBe(true);
  expect(entry.sentWhileHeld).toBe(true);
  // The app took the response of the read already sent instead of sending its own.
  expect(reads).toHaveLength(1);
  expect(await productList(page).getByRole('heading', { level: 3 }).allTextContents()).toEqual(
    sortedProducts('PLTH').slice(0, 24).map(cardTitle),
  );
  expect(errors).toEqual([]);
});

test("a product page's document read starts before the app's code has arrived, and is read once", async ({
  page,
}) => {
  const product = seedProduct(9);
  const reads = collect(page, isProductRead);
  const entry = await holdEntryUntil(page, isProductRead);
  await page.goto(`/shop/category/${product.category}/${product.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.title);
  await expect(page.getByText(product.description)).toBeVisible();
  expect(entry.sentWhileHeld).toBe(true);
  expect(reads).toHaveLength(1);
});

test('a listing reads only what its cards show, and says how much that is', async ({ page }) => {
  const answer = page.waitForResponse((response) => isListingRead(response.request()));
  await page.goto('/shop/category/all');
  const body = await (await answer).body();
  const rows = JSON.parse(body.toString('utf8')) as { document?: { fields: Record<string, unknown> } }[];
  const documents = rows.flatMap((row) => (row.document ? [row.document] : []));
  expect(documents).toHaveLength(25);
  for (const document of documents) {
    expect(Object.keys(document.fields).sort()).toEqual(
      // subTitle: the Devanagari title, which a Hindi page's card shows.
      ['category', 'images', 'price', 'rating', 'stock', 'subTitle', 'title'].sort(),
    );
  }
  const compact = JSON.stringify(rows).length;
  test.info().annotations.push({
    type: 'listing read',
    description: `${(body.length / 1024).toFixed(1)} KB as sent (the emulator indents its JSON), ${(compact / 1024).toFixed(1)} KB as compact JSON`,
  });
  // Without the mask the same page is ~60 KB; the card fields alone stay far below that.
  expect(compact).toBeLessThan(20 * 1024);
});

test('a customer sorts, loads more, opens a product from its card and adds it to the cart', async ({
  page,
}) => {
  await signUp(page);
  await page.goto('/shop/category/all');
  await page.getByLabel('Sort by').selectOption({ label: 'Price: High to Low' });
  await expect(page).toHaveURL('/shop/category/all?sort=PHTL');
  const first = sortedProducts('PHTL')[0];
  await expect(productList(page).getByRole('heading', { level: 3 }).first()).toHaveText(
    first ? cardTitle(first) : '',
  );
  await page.getByRole('button', { name: 'Load more' }).click();
  await expect(productList(page).getByRole('listitem')).toHaveCount(products.length);
  const last = sortedProducts('PHTL').at(-1);
  if (!last) throw new Error('the seed has no products');
  await productList(page)
    .getByRole('link', { name: cardTitle(last) })
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(last.title);
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(toast(page, 'Item added to Cart')).toBeVisible();
  await expect(cartBadge(page, 1)).toBeVisible();
  await cartBadge(page, 1).click();
  await expect(cartLine(page, last)).toBeVisible();
});

/**
 * Holds back the entry script until the test lets it go, so a test can tell what the page showed
 * before its code; says whether the page asked for it, and whether `image` had arrived by then.
 */
async function holdEntry(page: Page, image: string) {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  const state = {
    requested: false,
    imageArrived: false,
    imageArrivedFirst: false,
    release: () => {
      release();
    },
  };
  page.on('requestfinished', (request) => {
    if (new URL(request.url()).pathname === image) state.imageArrived = true;
  });
  await page.route(APP_ENTRY, async (route) => {
    state.requested = true;
    state.imageArrivedFirst = state.imageArrived;
    await released;
    await route.continue();
  });
  return state;
}

/** The src of the first image a pre-rendered frame marked for the first read, once it has loaded. */
const loadedFirstImage = (page: Page) =>
  page.waitForFunction(() => {
    const image = document.querySelector<HTMLImageElement>('#root[data-prerendered] img[data-first-paint]');
    return image?.complete && image.naturalWidth > 0 ? image.getAttribute('src') : null;
  });

// Hindi pages (/hi/…) read the same products and paint them the same way.
for (const prefix of ['', '/hi']) {
  test(`a shop page (${prefix || 'English'}) shows its first products' images before the app's code, which starts after the first has loaded`, async ({
    page,
  }) => {
    const errors = consoleErrors(page);
    const soaps = sortedProducts('none').filter((product) => product.category === 'soap');
    const entry = await holdEntry(page, soaps[0]?.images[0] ?? '');
    await page.goto(`${prefix}/shop/category/soap`);
    const shown = await (await loadedFirstImage(page)).jsonValue();
    expect(shown).toBe(soaps[0]?.images[0]);
    // Still the frame (the code is not there): the images sit in the placeholder cards, in order.
    const frameImages = page.locator('.product-skeleton__image');
    await expect(frameImages.nth(1)).toHaveAttribute('src', soaps[1]?.images[0] ?? '');
    await expect.poll(() => entry.requested).toBe(true);
    expect(entry.imageArrivedFirst).toBe(true);
    entry.release();
    await expect(page.locator('.product-listing li')).toHaveCount(soaps.length);
    await expect(page.locator('.product-listing li img').first()).toHaveAttribute('src', shown ?? '');
    expect(errors).toEqual([]);
  });

  test(`a product page (${prefix || 'English'}) shows the product's picture before the app's code`, async ({
    page,
  }) => {
    const errors = consoleErrors(page);
    const product = seedProduct(12);
    const title = prefix ? product.subTitle || product.title : product.title;
    const entry = await holdEntry(page, product.images[0] ?? '');
    await page.goto(`${prefix}/shop/category/${product.category}/${product.id}`);
    expect(await (await loadedFirstImage(page)).jsonValue()).toBe(product.images[0]);
    await expect.poll(() => entry.requested).toBe(true);
    expect(entry.imageArrivedFirst).toBe(true);
    entry.release();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.getByRole('img', { name: new RegExp(`^${title}`) }).first()).toHaveAttribute(
      'src',
      product.images[0] ?? '',
    );
    expect(errors).toEqual([]);
  });
}
