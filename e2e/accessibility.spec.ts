import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { adminLogIn } from './support/admin';
import { widerThanScreen } from './support/fits-screen';
import { seededLines, uniqueOrderId, writeOrder } from './support/admin-orders';
import { signUp, uniqueCustomer } from './support/auth';
import { productPath, seedProduct, storeCart } from './support/cart';
import { goodOrder, stubWhatsapp } from './support/checkout';
import { hi } from './support/hindi';
import { paths } from '../src/config/paths';
import { cartMessages as cart } from '../src/features/cart/messages';
import { checkoutMessages as checkout } from '../src/features/checkout/messages';
import { ordersMessages as orders } from '../src/features/orders/messages';

/**
 * Every screen checked by axe-core (the engine of Lighthouse's accessibility audit) against WCAG 2.2
 * A and AA, axe's best practices and its experimental rules (among them "label in name", WCAG
 * 2.5.3), and for the page scrolling sideways (WCAG 1.4.10, reflow), at three widths: 320 px (the
 * width WCAG asks reflow at; a 360 px phone with its display size set large), a phone's 375 px and
 * a desktop's, in both languages, in the states a shopper or an owner meets: a menu open, a form
 * showing its errors, a list with rows. Lighthouse's audit in the bench
 * reads three pages and runs no experimental rule; this reads them all, and fails on any finding.
 */
const RULE_SETS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice', 'experimental'];

/**
 * The findings on the page as it is now: each axe rule broken, with its impact and the first
 * elements that break it, and the page scrolling sideways (WCAG 1.4.10, reflow, which axe does not
 * check).
 */
async function findings(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).withTags(RULE_SETS).analyze();
  const wider = await widerThanScreen(page);
  return [
    ...(wider ? [`reflow: ${wider}`] : []),
    ...violations.map(
      (violation) =>
        `${violation.id} (${violation.impact ?? 'no impact'}): ${violation.nodes
          .slice(0, 3)
          .map((node) => node.target.join(' '))
          .join(' | ')}`,
    ),
  ];
}

/**
 * Waits for what the page shows to settle: a shopper page's reads end (the network goes quiet); an
 * admin page keeps live listeners open, so there it waits for its spinners and "Loading …" to go.
 */
async function settled(page: Page) {
  const { pathname } = new URL(page.url());
  if (pathname === paths.admin.path || pathname.startsWith(`${paths.admin.path}/`)) {
    await expect(page.locator('.spinner')).toHaveCount(0);
    await expect(page.getByText(/^Loading [^…]*…$/)).toHaveCount(0);
  } else {
    await page.waitForLoadState('networkidle');
  }
}

/** Opens a page, waits for its heading and for what it shows to settle, and expects no finding. */
async function expectAccessible(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await settled(page);
  expect(await findings(page), path).toEqual([]);
}

/** The pages a visitor can open, in English and at their Hindi addresses. */
const VISITOR_PAGES = [
  '/',
  '/shop/category/all',
  '/shop/category/soap',
  productPath(seedProduct(9)),
  '/search?q=neem',
  '/search?q=zzzz',
  '/about',
  '/contactUs',
  '/terms',
  '/track-order',
  '/auth?mode=login',
  '/auth?mode=signup',
  '/forgot-password',
  '/no-such-page',
];

for (const width of [320, 375, 1280]) {
  // The phones' widths: the header's menu is behind a button there.
  const phone = width < 1024;
  test.describe(`at ${String(width)} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('every page a visitor opens, in English and Hindi', async ({ page }) => {
      test.setTimeout(120_000);
      for (const path of VISITOR_PAGES) {
        await expectAccessible(page, path);
        await expectAccessible(page, `/hi${path === '/' ? '' : path}`);
      }
    });

    test('the header with its menu or search open', async ({ page }) => {
      await expectAccessible(page, '/');
      if (phone) {
        await page.getByRole('button', { name: 'Open menu' }).click();
        await expect(
          page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Shop', exact: true }),
        ).toBeVisible();
        expect(await findings(page), 'menu open').toEqual([]);
        await page.getByRole('button', { name: 'Close menu' }).click();
      }
      const toggle = page.getByRole('button', { name: 'Open search' });
      if (await toggle.isVisible()) await toggle.click();
      await page.getByRole('combobox', { name: 'Search products' }).fill('ne');
      await expect(page.getByRole('option').first()).toBeVisible();
      expect(await findings(page), 'search open with suggestions').toEqual([]);
    });

    test('a customer’s cart, order form with its errors, placed order, tracking and account, in both languages', async ({
      page,
      context,
    }) => {
      test.setTimeout(120_000);
      await stubWhatsapp(context);
      // Signed up where the header shows its Logout button without opening the menu.
      await page.setViewportSize({ width: 1280, height: 800 });
      const customer = await signUp(page, uniqueCustomer());
      await page.setViewportSize({ width, height: 800 });
      // One order (the shop refuses a second within a minute): in Hindi on the phone, in English
      // on the desktop; the other language's pages then show it too.
      const languages = [
        { prefix: '', say: (text: string) => text },
        { prefix: '/hi', say: (text: string) => hi(text) },
      ];
      if (phone) languages.reverse();
      for (const [index, { prefix, say }] of languages.entries()) {
        await storeCart(customer.email, [{ product: seedProduct(9), amount: 2 }]);
        await expectAccessible(page, `${prefix}/cart`);
        await page.getByRole('button', { name: say(cart.checkout) }).click();
        await expect(page.getByRole('heading', { name: say(checkout.formTitle) })).toBeVisible();
        expect(await findings(page), `${prefix}/cart/order`).toEqual([]);
        // Sent with a bad address and number: each field's message beside it, and the form's.
        await page.getByLabel(say(checkout.address)).fill('Jaipur');
        await page.getByLabel(say(checkout.contact)).fill('098123');
        await page.getByRole('button', { name: say(checkout.placeOrder) }).click();
        await expect(page.getByLabel(say(checkout.address))).toHaveAttribute('aria-invalid', 'true');
        expect(await findings(page), `${prefix}/cart/order with errors`).toEqual([]);
        if (index === 0) {
          await page.getByLabel(say(checkout.address)).fill(goodOrder.address);
          await page.getByLabel(say(checkout.contact)).fill(goodOrder.number);
          const chat = page.waitForEvent('popup');
          await page.getByRole('button', { name: say(checkout.placeOrder) }).click();
          await (await chat).close();
          // Home, with the toast that says the order is placed.
          await expect(page.getByText(say(checkout.placed))).toBeVisible();
          expect(await findings(page), `${prefix}/ with the order's toast`).toEqual([]);
        }
        await page.goto(`${prefix}/track-order`);
        await expect(page.locator('.order-status').first()).toContainText(say(orders.status.placed), {
          timeout: 30_000,
        });
        expect(await findings(page), `${prefix}/track-order with the order`).toEqual([]);
        await expectAccessible(page, `${prefix}/account`);
      }
    });

    test('the admin area', async ({ page }) => {
      test.setTimeout(120_000);
      const orderId = uniqueOrderId();
      await writeOrder({
        id: orderId,
        name: 'Kavita Rao',
        number: '09812345678',
        address: '4 Tulsi Marg, Jaipur, India',
        lines: await seededLines([{ id: 9, amount: 2 }]),
      });
      await expectAccessible(page, '/adminLogin');
      await adminLogIn(page);
      for (const path of [
        '/admin/dashboard',
        '/admin/orders',
        `/admin/orders/${orderId}`,
        '/admin/products',
        '/admin/products/new',
        '/admin/products/edit/9',
        '/admin/users',
        '/admin/admins',
      ]) {
        await expectAccessible(page, path);
      }
      // A list with its rows, and a form showing its errors.
      await page.goto('/admin/orders');
      await expect(page.getByText('Kavita Rao').first()).toBeVisible();
      expect(await findings(page), '/admin/orders with rows').toEqual([]);
      await page.goto('/admin/products/new');
      await page.getByRole('button', { name: 'Add Product' }).click();
      await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
      expect(await findings(page), '/admin/products/new with errors').toEqual([]);
      await page.goto('/admin/users');
      await page.locator('a[href^="/admin/users/"]').first().click();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await settled(page);
      expect(await findings(page), 'a customer in the admin area').toEqual([]);
    });
  });
}
