import type { Page } from '@playwright/test';
import { signUp } from './support/auth';
import { expectFitsScreen } from './support/fits-screen';
import { holdUntilReleased } from './support/hold-request';
import { watchLayoutShifts } from './support/layout-shifts';
import { collectProblems } from './support/page-problems';
import { expect, test } from './support/test';

test('an unknown route gets the error page inside the layout', async ({ page }) => {
  await page.goto('/this/page/does/not/exist');
  await expect(page.getByRole('heading', { name: 'Some Error Occured' })).toBeVisible();
  await expect(page.getByText('The page you are looking for does not exist.')).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  // Every address answers with the app: the page itself tells search engines not to keep it.
  const robots = page.locator('head meta[name="robots"]');
  await expect(robots).toHaveAttribute('content', 'noindex');
  await expect(page).toHaveTitle('Some Error Occured');
  await page.getByRole('link', { name: 'Go back?' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(robots).toHaveCount(0);
  await expect(page).toHaveTitle(/ — Ayurvedic care for body, hair and home$/);
  // Reached from a page with a title of its own, inside the shop (here: the browser's Back).
  await page.goBack();
  await expect(page.getByRole('heading', { name: 'Some Error Occured' })).toBeVisible();
  await expect(page).toHaveTitle('Some Error Occured');
});

/**
 * Widths the shop is seen at: small and large phones upright (320 px is a 360 px phone with its
 * display size set large), phones on their side (740-932), tablets upright (768-834) and on their
 * side (1024-1180), laptops and desktops.
 */
const WIDTHS = [320, 360, 414, 480, 600, 740, 768, 820, 932, 1024, 1180, 1200, 1280, 1366, 1920];

/**
 * The header is one row at every width (its controls 44 px tall, the brand's name on two lines at
 * most), and nothing on the page reaches past the screen's edge. The page is resized in place, as
 * a phone turned on its side or a window made narrower resizes it.
 */
async function expectEveryWidthFits(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    const where = `${path} at ${String(width)} px`;
    const header = await page.locator('.site-header__inner').boundingBox();
    expect(header?.height, `${where}: the header's height`).toBeLessThanOrEqual(72);
    await expectFitsScreen(page, where);
  }
}

test("the header stays one row and the page fits the screen at a phone's, a tablet's and a desktop's widths", async ({
  page,
}) => {
  // The search page has the header's search box and the page's two choices side by side.
  await expectEveryWidthFits(page, '/search?q=neem');
  await expectEveryWidthFits(page, '/hi/search?q=neem');
  // A customer's header holds the cart and account links as well.
  await signUp(page);
  await expectEveryWidthFits(page, '/');
  await expectEveryWidthFits(page, '/hi');
});

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the menu opens and closes, and closes after choosing a page', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const shopLink = nav.getByRole('link', { name: 'Shop', exact: true });
    await expect(shopLink).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(shopLink).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Contact Us' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Login', exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Close menu' }).click();
    await expect(shopLink).toBeHidden();

    await page.getByRole('button', { name: 'Open menu' }).click();
    await shopLink.click();
    await expect(page).toHaveURL('/shop/category/all');
    await expect(shopLink).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  // On a phone the app's code can run seconds after the first paint: a tap before then opens the
  // menu all the same (the page's early script for the header's buttons), and the app keeps it
  // open as it takes over.
  test('a tap on the menu before the app’s code has run opens it, and the app keeps it open', async ({
    page,
  }) => {
    const problems = collectProblems(page);
    const release = await holdUntilReleased(page);
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    const nav = page.getByRole('navigation', { name: 'Main' });
    const shopLink = nav.getByRole('link', { name: 'Shop', exact: true });
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await expect(shopLink).toBeHidden();
    await toggle.click();
    await expect(shopLink).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    // The app has not run yet: the early script still holds the menu.
    expect(await page.evaluate(() => typeof window.__shopEarlyToggles?.menu)).toBe('function');

    release();
    const close = page.getByRole('button', { name: 'Close menu' });
    await expect(close).toHaveAttribute('aria-expanded', 'true');
    await expect(shopLink).toBeVisible();
    await close.click();
    await expect(shopLink).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(shopLink).toBeVisible();
    expect(problems).toEqual([]);
  });

  test('the user-icon menu offers Login and New Register', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    // The account's menu works once the app runs, which names the menu's button "Close menu".
    await expect(page.getByRole('button', { name: 'Close menu' })).toBeVisible();
    await page.getByRole('button', { name: 'Account' }).click();
    await expect(page.getByRole('link', { name: 'New Register' })).toHaveAttribute(
      'href',
      '/auth?mode=signup',
    );
  });

  test('at the page’s end the floating chat button covers none of the footer’s last line', async ({
    page,
  }) => {
    for (const path of ['/', '/hi']) {
      await page.goto(path);
      const legal = page.locator('.site-footer__legal');
      await expect(legal).toBeVisible();
      await page.evaluate(() => {
        window.scrollTo(0, document.documentElement.scrollHeight);
      });
      await expect
        .poll(() =>
          page.evaluate(() => window.innerHeight + window.scrollY - document.documentElement.scrollHeight),
        )
        .toBe(0);
      const fab = await page.locator('a.whatsapp-fab').boundingBox();
      if (!fab) throw new Error(`${path}: the floating chat button has no box`);
      // Each line of the text, as the screen shows it (the paragraph's own box is the footer's width).
      const lines = await legal.evaluate((element) => {
        const range = document.createRange();
        range.selectNodeContents(element);
        return [...range.getClientRects()].map(({ left, right, top, bottom }) => ({
          left,
          right,
          top,
          bottom,
        }));
      });
      expect(lines.length, path).toBeGreaterThan(0);
      const covered = lines.filter(
        (r) =>
          r.right > fab.x && r.left < fab.x + fab.width && r.bottom > fab.y && r.top < fab.y + fab.height,
      );
      expect(covered, path).toEqual([]);
    }
  });
});

// A page's products, or the word that there are none, arrive after its first paint; the footer
// must not be on the screen meanwhile, or their arrival moves it (a layout shift): on a laptop the
// frame of a category with four products is taller than its one row, on a phone a search that
// finds nothing is shorter than the frame.
for (const [width, height, path, arrived] of [
  [1920, 1080, '/shop/category/all', '.product-card'],
  [1920, 1080, '/shop/category/soap', '.product-card'],
  [1536, 864, '/hi/shop/category/shampoo', '.product-card'],
  [1920, 1080, '/shop/category/capsulePowder/1', 'main h1'],
  [412, 823, '/search?q=zzzz', 'text=No products match'],
  [412, 823, '/hi/search?q=zzzz', 'main h1'],
] as const) {
  test(`${path} at ${String(width)} × ${String(height)} px: nothing moves as its content arrives`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height });
    const shifts = await watchLayoutShifts(page);
    await page.goto(path);
    await expect(page.locator(arrived).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await shifts()).toEqual([]);
  });
}

// A shop page's frame draws placeholder cards, each with its product's picture (first-read), that
// the real cards replace: the placeholders are laid out as cards, so the pictures of the rows on
// the screen stay where they were first drawn (they were 226-264 px tall on phones, the cards
// 270-337: the second row's pictures jumped 32-84 px down). Not a layout shift to the browser
// (the cards are new elements), but one to the shopper.
for (const [width, height, path] of [
  [375, 812, '/shop/category/all'],
  [375, 812, '/hi/shop/category/all'],
  [412, 823, '/shop/category/soap'],
  [768, 1024, '/shop/category/all'],
  [1280, 720, '/hi/shop/category/all'],
] as const) {
  test(`${path} at ${String(width)} × ${String(height)} px: the cards' pictures are drawn where the frame's were`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height });
    const picturesOnTheScreen = async (item: string) => {
      await expect(page.locator(item).first()).toBeVisible();
      return page
        .locator(`${item} img`)
        .evaluateAll(
          (pictures, screen) =>
            pictures
              .map((picture) => Math.round(picture.getBoundingClientRect().top))
              .filter((top) => top < screen),
          height,
        );
    };
    // The frame as the first read draws it, the app's code held back; then the cards.
    const release = await holdUntilReleased(page);
    await page.goto(path);
    const frame = await picturesOnTheScreen('.product-grid > li.product-skeleton');
    release();
    const cards = await picturesOnTheScreen('.product-grid > li:has(.product-card)');
    // Two rows at least on the screen, and their pictures where the frame drew them.
    expect(new Set(frame).size, 'rows of pictures on the screen').toBeGreaterThanOrEqual(2);
    expect(cards.slice(0, frame.length)).toEqual(frame);
  });
}

test('the header changes style once the page has scrolled past 50 px', async ({ page }) => {
  await page.goto('/');
  const header = page.getByRole('banner');
  await expect(header).not.toHaveClass(/site-header--scrolled/);
  // A wheel turned before the page's first paint scrolls nothing: turn it until the page moves.
  await expect
    .poll(async () => {
      await page.mouse.wheel(0, 400);
      return page.evaluate(() => window.scrollY);
    })
    .toBeGreaterThan(50);
  await expect(header).toHaveClass(/site-header--scrolled/);
});

test('the page scrolls back to the top on route change', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await footer.getByRole('link', { name: 'Soaps' }).click();
  await expect(page).toHaveURL('/shop/category/soap');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('Track your order, tapped in the footer on a phone, opens its form at the top', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  // The shopper has been on the page before (its code is loaded), reads About, then comes back.
  await page.goto('/hi/track-order');
  const footer = page.getByRole('contentinfo');
  await footer.getByRole('link', { name: 'हमारे बारे में' }).click();
  await expect(page).toHaveURL('/hi/about');
  const link = footer.getByRole('link', { name: 'अपना ऑर्डर ट्रैक करें' });
  await link.scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
  await link.click();
  await expect(page).toHaveURL('/hi/track-order');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(page.getByRole('heading', { level: 1, name: 'अपना ऑर्डर ट्रैक करें' })).toBeInViewport();
});

test('the footer and floating button offer WhatsApp, phones, e-mail and every category', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  // Its link, and the floating button (drawn in the corner, in the footer's landmark).
  const whatsapp = footer.getByRole('link', { name: 'Chat with us on WhatsApp' });
  await expect(whatsapp).toHaveCount(2);
  for (const link of await whatsapp.all()) {
    await expect(link).toHaveAttribute('href', /^https:\/\/wa\.me\/\d+$/);
  }
  await expect(footer.getByRole('link', { name: /^\+91/ })).toHaveCount(2);
  await expect(footer.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
  await expect(footer.getByRole('region', { name: 'Categories' }).getByRole('link')).toHaveCount(7);
  await expect(page.locator('a.whatsapp-fab')).toHaveAttribute('href', /^https:\/\/wa\.me\/\d+$/);
});

test('the informational pages have their content', async ({ page }) => {
  for (const [path, heading] of [
    ['/contactUs', 'Contact Us'],
    ['/about', 'About us'],
    ['/terms', 'Terms & conditions'],
    ['/track-order', 'Track your order'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
  }
  await page.goto('/contactUs');
  await expect(page.getByRole('main').getByRole('link', { name: /WhatsApp/ })).toHaveAttribute(
    'href',
    /^https:\/\/wa\.me\/\d+/,
  );
});
