import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { adminLogIn } from './support/admin';
import { moveOrderByRest, placeOrderAsNewCustomer } from './support/order-moves';

/** A figure of a period card ('Today', 'Last 7 days', …): the value under its term. */
const figure = (page: Page, period: string, term: 'Orders' | 'Revenue') =>
  page
    .getByRole('listitem', { name: period })
    .locator('dl > div')
    .filter({ has: page.locator('dt', { hasText: term }) })
    .locator('dd');

const asNumber = (text: string | null) => Number((text ?? '').replace(/[^\d.]/g, ''));

/** What a period's waiting (placed) orders come to: its "Waiting: ₹X in N orders" line, else 0. */
async function waitingAmount(page: Page, period: string): Promise<number> {
  const note = page.getByRole('listitem', { name: period }).getByText(/^Waiting: /);
  if ((await note.count()) === 0) return 0;
  return asNumber(/₹([\d,.]+)/.exec((await note.textContent()) ?? '')?.[1] ?? '');
}

test('the dashboard counts a new order as waiting, and as revenue once confirmed, without a reload', async ({
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
    revenue: await figure(page, 'Today', 'Revenue').textContent(),
    waiting: await waitingAmount(page, 'Today'),
  };
  const waiting = page.getByRole('link', { name: /Waiting for confirmation/ });
  const waitingBefore = asNumber(await waiting.locator('.dashboard-tile__value').textContent());

  const customer = await placeOrderAsNewCustomer(browser);
  await customer.page.context().close();

  await expect(figure(page, 'Today', 'Orders')).toHaveText(String(before.orders + 1), { timeout: 15_000 });
  await expect(figure(page, 'Last 30 days', 'Orders')).toHaveText(String(before.month + 1));
  await expect(waiting.locator('.dashboard-tile__value')).toHaveText(String(waitingBefore + 1));
  // A placed order is waiting, not revenue.
  await expect(figure(page, 'Today', 'Revenue')).toHaveText(before.revenue ?? '');
  const total = (await waitingAmount(page, 'Today')) - before.waiting;
  expect(total).toBeGreaterThan(0);
  // The chart's table has today's count too.
  await page.getByText('Orders per day as a table').click();
  await expect(page.getByRole('table').getByRole('row').last().getByRole('cell')).toHaveText(
    String(before.orders + 1),
  );

  // Confirmed (a move, stamped with updatedAt): its total moves from waiting to revenue.
  await moveOrderByRest(customer.orderId, 'confirmed', 0);
  await expect(waiting.locator('.dashboard-tile__value')).toHaveText(String(waitingBefore), {
    timeout: 15_000,
  });
  await expect
    .poll(async () => asNumber(await figure(page, 'Today', 'Revenue').textContent()))
    .toBeCloseTo(asNumber(before.revenue) + total, 2);
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
