import fs from 'node:fs';
import { chromium, type Page } from '@playwright/test';
import { watchLayoutShifts } from './support/layout-shifts';
import { expect, test } from './support/test';
import { products } from './catalog-helpers';
import { CHROME_FLAGS, chromePath, renderedFonts } from '../scripts/chromium.mjs';
import { makeDeviceFont } from '../scripts/device-font.mjs';
import { catalogMessages as catalog } from '../src/features/catalog/messages';
import { hasDevanagariFont } from '../src/styles/hindi-page-font';
import { hi } from './support/hindi';
import { toast, withToast } from './support/toast';

const neemSoap = products.find((product) => product.id === 9);
if (!neemSoap) throw new Error('the seed changed: product 9 is needed');

const FAMILY = 'Noto Sans Devanagari';

/** Every font file the page requests, with its answer's status. */
function recordFontRequests(page: Page) {
  const fonts: { url: string; status: number }[] = [];
  page.on('requestfinished', (request) => {
    if (request.resourceType() !== 'font') return;
    void request.response().then((response) => {
      fonts.push({ url: new URL(request.url()).pathname, status: response?.status() ?? 0 });
    });
  });
  return fonts;
}

/** The weights of the Devanagari faces that document.fonts has loaded. */
const loadedWeights = (page: Page) =>
  page.evaluate(async (family) => {
    await document.fonts.ready;
    return [...document.fonts]
      .filter((face) => face.family.replace(/"/g, '') === family && face.status === 'loaded')
      .map((face) => face.weight)
      .sort();
  }, FAMILY);

test('a product page draws its Hindi text with the self-hosted Devanagari font', async ({ page }) => {
  const fonts = recordFontRequests(page);
  await page.goto(`/shop/category/${neemSoap.category}/${neemSoap.id}`);
  await expect(page.getByText(neemSoap.subTitle)).toBeVisible();
  await expect(page.getByText(neemSoap.hDetails)).toBeVisible();

  // Regular for the subtitle and description, bold for the Hindi heading.
  await expect.poll(() => loadedWeights(page)).toEqual(['400', '700']);
  await expect
    .poll(() =>
      fonts.map(({ url, status }) => `${status} ${url.replace(/-[\w-]{8}\.woff2$/, '.woff2')}`).sort(),
    )
    .toEqual([
      '200 /assets/noto-sans-devanagari-devanagari-400-normal.woff2',
      '200 /assets/noto-sans-devanagari-devanagari-700-normal.woff2',
    ]);

  for (const selector of ['.product-page__subtitle', '.product-page__about[lang="hi"] p']) {
    expect(await renderedFonts(page, selector)).toContainEqual(
      expect.objectContaining({ familyName: FAMILY, isCustomFont: true }),
    );
  }
  // The English title is not routed through the Devanagari font.
  expect(await renderedFonts(page, '#product-title')).not.toContainEqual(
    expect.objectContaining({ isCustomFont: true }),
  );
});

test('the home page, which shows no Hindi text, downloads no font', async ({ page }) => {
  const fonts = recordFontRequests(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Everything the page renders, down to the footer.
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  await page.waitForLoadState('networkidle');
  expect(await loadedWeights(page)).toEqual([]);
  expect(fonts).toEqual([]);
});

test('Hindi pages move nothing when the Devanagari font arrives late, and draw with it once it is there', async ({
  page,
}) => {
  // A phone (Lighthouse's width): at 1280 px the product page's footer also moves once the product
  // has loaded, a shift the font has no part in.
  await page.setViewportSize({ width: 412, height: 823 });
  // Every font file held back, as on a slow phone network: the text is drawn before the font is there.
  await page.route('**/*.woff2', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  const shifts = await watchLayoutShifts(page);
  for (const path of [
    '/hi',
    '/hi/shop/category/all',
    `/hi/shop/category/${neemSoap.category}/${neemSoap.id}`,
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    // The faces have arrived (and would have been swapped in by now, had they been allowed to).
    await expect
      .poll(() =>
        page.evaluate(() =>
          [...document.fonts]
            .filter((face) => face.family.includes('Devanagari') && face.status === 'loaded')
            .map((face) => face.weight),
        ),
      )
      .not.toEqual([]);
    await page.waitForTimeout(500);
    expect(await shifts(), path).toEqual([]);
  }
  // Once the files are in the cache (the held-back route kept them out of it), a Hindi page has the
  // font from its first paint.
  await page.unrouteAll();
  await page.goto('/hi');
  await page.evaluate(() => document.fonts.ready);
  await page.goto('/hi/shop/category/all');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await renderedFonts(page, '#shop-title')).toContainEqual(
    expect.objectContaining({ familyName: FAMILY, isCustomFont: true }),
  );
});

/** Whether this browser has a Devanagari font of its own, by the page script's own test. */
const browserHasDevanagariFont = (page: Page) =>
  // Its source run in the page, where its document parameter defaults to the page's document.
  page.evaluate<boolean>(`(${hasDevanagariFont.toString()})()`);

/**
 * Skips a test of a device without a Devanagari font on a machine that has one (asked on a blank
 * page: this machine is such a device, or the test cannot tell).
 */
async function skipWhereTheMachineHasADevanagariFont(page: Page) {
  test.skip(
    await browserHasDevanagariFont(page),
    'this machine has a Devanagari font of its own: a device without one cannot be seen here',
  );
}

test('a Hindi page on a device without a Devanagari font paints once, in the web font', async ({
  page,
  browser,
  baseURL,
}) => {
  await skipWhereTheMachineHasADevanagariFont(page);
  // A new visitor (nothing cached) on a pre-rendered Hindi page and on one the app draws. With the
  // font asked for only as the text is laid out (font-display: optional), both stayed in empty boxes.
  for (const path of ['/hi', '/hi/auth?mode=login']) {
    const visitor = await browser.newPage({ baseURL });
    try {
      const fonts = recordFontRequests(visitor);
      const shifts = await watchLayoutShifts(visitor);
      await visitor.goto(path);
      await expect(visitor.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await renderedFonts(visitor, 'main h1'), path).toContainEqual(
        expect.objectContaining({ familyName: FAMILY, isCustomFont: true }),
      );
      // Its first paint came with the font: nothing was drawn before it and moved after.
      await visitor.waitForLoadState('networkidle');
      expect(await shifts(), path).toEqual([]);
      // One file, the regular face: the page's bold is drawn from it.
      expect(fonts.map(({ url }) => url.replace(/-[\w-]{8}\.woff2$/, '.woff2'))).toEqual([
        '/assets/noto-sans-devanagari-devanagari-400-normal.woff2',
      ]);
    } finally {
      await visitor.close();
    }
  }
});

test('an English page on a device without a Devanagari font names Hindi in Latin letters, and loads no font', async ({
  page,
}) => {
  await skipWhereTheMachineHasADevanagariFont(page);
  const fonts = recordFontRequests(page);
  const shifts = await watchLayoutShifts(page);
  await page.goto('/');
  // "हिन्दी" would be six empty boxes here; its link keeps its Hindi name for screen readers.
  const switchLink = page.getByRole('link', { name: 'यह पेज हिन्दी में पढ़ें' });
  await expect(switchLink).toHaveText('Hindi', { useInnerText: true });
  await page.waitForLoadState('networkidle');
  expect(await shifts()).toEqual([]);
  expect(fonts).toEqual([]);
});

test('on a device with a Devanagari font, Hindi pages and the English page’s switch draw with it, and no font is downloaded', async ({
  baseURL,
}) => {
  // Chromium given Android's Noto Sans Devanagari through fontconfig, as the bench's --device-font.
  const deviceFont = makeDeviceFont();
  const browser = await chromium.launch({
    executablePath: chromePath(),
    args: CHROME_FLAGS,
    env: { ...process.env, FONTCONFIG_FILE: deviceFont.settings },
  });
  try {
    const page = await browser.newPage({ baseURL });
    const fonts = recordFontRequests(page);
    expect(await browserHasDevanagariFont(page)).toBe(true);
    // An English page's switch names Hindi in Devanagari, which this device draws.
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'यह पेज हिन्दी में पढ़ें' })).toHaveText('हिन्दी', {
      useInnerText: true,
    });
    for (const path of ['/hi', '/hi/auth?mode=login']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(await renderedFonts(page, 'main h1'), path).toContainEqual(
        expect.objectContaining({ familyName: FAMILY, isCustomFont: false }),
      );
    }
    expect(fonts).toEqual([]);
  } finally {
    await browser.close();
    fs.rmSync(deviceFont.folder, { recursive: true, force: true });
  }
});

test('a toast on a Hindi page draws its Hindi with the page’s Devanagari font', async ({ page }) => {
  // Warm the cache, so the Hindi page has the web font from its first paint (font-display: optional).
  await page.goto('/hi');
  await page.evaluate(() => document.fonts.ready);
  await page.goto(`/hi/shop/category/${neemSoap.category}/${neemSoap.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // A visitor who is not logged in is told so in a toast.
  const text = hi(catalog.loginToAdd);
  await withToast(page, text, () => page.getByRole('button', { name: hi(catalog.addToCart) }).click());
  // Held open while the pointer rests on it (a toast lasts 3 s).
  await toast(page, text).hover();
  // The page's font stack, not react-toastify's bare sans-serif (empty boxes on a device without
  // a Devanagari font of its own).
  await expect
    .poll(() => renderedFonts(page, '.Toastify__toast'))
    .toContainEqual(expect.objectContaining({ familyName: FAMILY, isCustomFont: true }));
});
