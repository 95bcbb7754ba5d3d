import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { adminLogIn } from './support/admin';
import { placeOrderAsNewCustomer } from './support/order-moves';

/** A figure of a period card ('Today', 'Last 7 days', …): the value under its term. */
const figure = (page: Page, period: string, term: 'Orders' | 'Revenue') =>
  page
    .getByRole('listitem', { name: period })
    .locator('dl > div')
    .filter({ has: page.locator('dt', { hasText: term }) })
    .locator('dd');

const asNumber = (text: string | null) => Number((text ?? '').replace(/[^\d.]/g, ''));

test('the dashboard counts a new order placed in another browser, without a reload', async ({
  page,
  browser,
}) => {
  // A customer's whole signup-to-order journey in a second browser: slow on a busy machine.
  test.setTimeout(180_000);
  await adminLogIn(page);
  // About 40 aggregation queries: slow on a busy emulator.
  await expect(figure(page, 'Today', 'Orders')).toBeVisible({ timeout: 30_000 });
  const before = {
    orders: asNumber(await figure(page, 'Today', 'Orders').textContent()),
    month: asNumber(await figure(page, 'Last 30 days', 'Orders').textContent()),
    revenue: asNumber(await figure(page, 'Today', 'Revenue').textContent()),
  };
  const waiting = page.getByRole('link', { name: /Waiting for confirmation/ });
  const waitingBefore = asNumber(await waiting.locator('.dashboard-tile__value').textContent());

  const customer = await placeOrderAsNewCustomer(browser);
  await customer.page.context().close();

  await expect(figure(page, 'Today', 'Orders')).toHaveText(String(before.orders + 1), { timeout: 15_000 });
  await expect(figure(page, 'Last 30 days', 'Orders')).toHaveText(String(before.month + 1));
  expect(asNumber(await figure(page, 'Today', 'Revenue').textContent())).toBeGreaterThan(before.revenue);
  await expect(waiting.locator('.dashboard-tile__value')).toHaveText(String(waitingBefore + 1));
  // The chart's table has today's count too.
  await page.getByText('Orders per day as a table').click();
  await expect(page.getByRole('table').getByRole('row').last().getByRole('cell')).toHaveText(
    String(before.orders + 1),
  );
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the dashboard fits 375 px: figures, chart and low stock without sideways scrolling', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await adminLogIn(page);
    await expect(page.getByRole('listitem', { name: 'Today' })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('heading', { name: 'Orders per day, last 30 days' })).toBeVisible();
    await expect(page.locator('.dashboard-chart__canvas canvas')).toBeVisible();
    await expect(page.getByRole('heading', { name: /Low stock/ })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
