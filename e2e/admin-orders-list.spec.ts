import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { csvPhone, ORDERS_CSV_HEADER } from '../src/features/admin-orders/csv/orders-csv';
import { adminLogIn } from './support/admin';
import {
  pdfText,
  readCsv,
  seededLines,
  uniqueOrderId,
  writeOrder,
  type TestOrder,
} from './support/admin-orders';

// Logins, live lists and aggregation queries on a shared machine: triple the time budget.
test.beforeEach(() => {
  test.slow();
});

function testOrder(overrides: Partial<TestOrder> = {}): TestOrder {
  const run = String(Date.now()).slice(-8);
  return {
    id: uniqueOrderId(),
    name: `Zara ${run}`,
    number: `07${run}`,
    address: '=12 Lotus Lane, ₹ मार्ग, Jaipur',
    ...overrides,
  };
}

const rowOf = (page: Page, orderId: string) => page.getByRole('row').filter({ hasText: orderId });

async function tabCount(page: Page, tab: string): Promise<number> {
  const text = await page.getByTestId(`count-${tab}`).textContent();
  return Number(text);
}

test('a new order appears live; tabs, counts and search filter the list, kept in the URL', async ({
  page,
}) => {
  await adminLogIn(page);
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Orders' }).click();
  await expect(page.getByRole('heading', { name: 'Orders', level: 1 })).toBeVisible();
  await expect(page.getByTestId('count-placed')).toHaveText(/^\d+$/);
  const placedBefore = await tabCount(page, 'placed');

  const order = testOrder();
  await writeOrder(order);
  // Live: no reload.
  await expect(rowOf(page, order.id)).toBeVisible();
  await expect(rowOf(page, order.id)).toContainText('₹1,299.50');
  await expect(rowOf(page, order.id)).toContainText(order.number);
  await expect(page.getByTestId('count-placed')).toHaveText(String(placedBefore + 1));

  const tabs = page.getByRole('navigation', { name: 'Order status' });
  await tabs.getByRole('link', { name: /Shipped/ }).click();
  await expect(page).toHaveURL(/status=shipped/);
  await expect(page.getByRole('link', { name: /Shipped/ })).toHaveAttribute('aria-current', 'page');
  await expect(rowOf(page, order.id)).toHaveCount(0);
  await tabs.getByRole('link', { name: /Placed/ }).click();
  await expect(rowOf(page, order.id)).toBeVisible();

  // Search by name prefix, within the tab.
  await page.getByRole('searchbox', { name: 'Search' }).fill(order.name.slice(0, 7));
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/status=placed&q=Zara/);
  await expect(rowOf(page, order.id)).toBeVisible();
  await expect(page.getByTestId('count-all')).toHaveText(/^[1-9]\d*$/);

  // By phone: exactly this customer's orders; the URL reopens the same list.
  await page.goto(`/admin/orders?q=${order.number}`);
  await expect(rowOf(page, order.id)).toBeVisible();
  await expect(page.locator('.admin-table tbody tr')).toHaveCount(1);
  await expect(page.getByTestId('count-all')).toHaveText('1');
  await expect(page.getByTestId('count-placed')).toHaveText('1');
  await expect(page.getByTestId('count-shipped')).toHaveText('0');

  // By order id.
  await page.getByRole('searchbox', { name: 'Search' }).fill(order.id);
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(rowOf(page, order.id)).toBeVisible();
  await expect(page.locator('.admin-table tbody tr')).toHaveCount(1);

  // A date range that ends before today hides it.
  await page.goto(`/admin/orders?q=${order.number}&to=2020-01-01`);
  await expect(page.getByText('No orders match.')).toBeVisible();
});

test('the search finds a phone however it is typed (spaces, +91, a leading 0) and a name by any word, in any case', async ({
  page,
}) => {
  const run = String(Date.now()).slice(-8);
  const national = `9${run}1`;
  const order = testOrder({ name: `Meera Q${run} Devi`, number: `0${national}` });
  await writeOrder(order);
  await adminLogIn(page);
  await page.goto('/admin/orders');
  const search = page.getByRole('searchbox', { name: 'Search' });
  await expect(search).toHaveAttribute('placeholder', 'Order id, phone or name');
  await expect(search).toHaveAccessibleDescription(/whole phone number in any form.*any word of it/);

  const spaced = `${national.slice(0, 5)} ${national.slice(5)}`;
  for (const typed of [`+91 ${spaced}`, spaced, national]) {
    await search.fill(typed);
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe(typed);
    await expect(rowOf(page, order.id)).toBeVisible();
    await expect(rowOf(page, order.id)).toContainText(order.number);
    await expect(page.locator('.admin-table tbody tr')).toHaveCount(1);
    await expect(page.getByTestId('count-all')).toHaveText('1');
  }
  await page.screenshot({ path: test.info().outputPath('orders-search-phone-1280.png') });
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(rowOf(page, order.id)).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('orders-search-phone-375.png'), fullPage: true });

  // The middle word, in small letters and cut short while typing.
  await search.fill(`q${run.slice(0, 5)}`);
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(rowOf(page, order.id)).toBeVisible();
  await expect(rowOf(page, order.id)).toContainText(order.name);
  await expect(page.getByTestId('count-all')).toHaveText('1');
});

test('the price check: an honest order of seeded products is "Prices OK", a tampered one is flagged, in the list and on its page', async ({
  page,
}) => {
  const honest = testOrder({
    lines: await seededLines([
      { id: 1, amount: 2 },
      { id: 9, amount: 1 },
    ]),
  });
  const tampered = testOrder({
    number: honest.number,
    lines: (await seededLines([{ id: 1, amount: 2 }])).map((line) => ({ ...line, price: 1 })),
  });
  await writeOrder(honest);
  await writeOrder(tampered);
  await adminLogIn(page);
  await page.goto(`/admin/orders?q=${honest.number}`);
  await expect(rowOf(page, honest.id)).toContainText('Prices OK');
  await expect(rowOf(page, tampered.id)).toContainText('Check prices');
  await expect(rowOf(page, tampered.id)).not.toContainText('Prices OK');

  await page.goto(`/admin/orders/${honest.id}`);
  await expect(page.getByText('Prices match the catalogue.')).toBeVisible();
  await page.goto(`/admin/orders/${tampered.id}`);
  await expect(page.getByText(/this order does not match the catalogue/)).toBeVisible();
  await page.getByRole('button', { name: 'Confirm order' }).click();
  await expect(page.getByText(/do not match the catalogue\. Confirm it anyway\?/)).toBeVisible();
});

test('the CSV export downloads the orders of the filter, with a BOM, ₹ and Devanagari kept, formulas escaped', async ({
  page,
}) => {
  const first = testOrder({ name: 'आशा CSV' });
  const second = testOrder({ number: first.number, name: 'Ravi CSV' });
  await writeOrder(first);
  await writeOrder(second);
  await adminLogIn(page);
  await page.goto(`/admin/orders?q=${first.number}`);
  await expect(page.locator('.admin-table tbody tr')).toHaveCount(2);
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^orders-\d{4}-\d{2}-\d{2}\.csv$/);
  const { bom, rows } = readCsv(await download.path());
  expect(bom).toBe(true);
  expect(rows[0]).toEqual([...ORDERS_CSV_HEADER]);
  expect(rows.slice(1).map((row) => row[0])).toEqual([second.id, first.id]);
  const firstRow = rows.find((row) => row[0] === first.id);
  expect(firstRow?.slice(2)).toEqual([
    'आशा CSV',
    // Grouped, so spreadsheets keep it as text with its leading 0.
    csvPhone(first.number),
    'e2e.customer@example.com',
    `'${first.address}`,
    'Neem Soap × 2; Amla Juice × 1',
    '1299.5',
    'placed',
    // The language column: these test orders record none.
    '',
  ]);
});

test('selected orders print as invoices (PDF with id and total) and packing slips without prices', async ({
  page,
}) => {
  // A confirmed order prints as its invoice; a placed one as a summary that is no invoice.
  const order = testOrder({ status: 'confirmed' });
  // An id with "fi" and "fl" in it, which the PDF's font draws as ligatures.
  const other = testOrder({ number: order.number, id: `${uniqueOrderId().slice(0, 16)}fifl` });
  await writeOrder(order);
  await writeOrder(other);
  await adminLogIn(page);
  await page.goto(`/admin/orders?q=${order.number}`);
  await page.getByRole('checkbox', { name: `Select order ${order.id} to print` }).check();
  await page.getByRole('checkbox', { name: `Select order ${other.id} to print` }).check();
  await page.getByRole('link', { name: 'Print invoices' }).click();
  await expect(page.getByRole('article')).toHaveCount(2);
  await expect(page.getByRole('article', { name: `Invoice ${order.id}` })).toContainText('₹1,299.50');
  await expect(page.getByRole('article', { name: `Invoice ${order.id}` })).toContainText('Status: Confirmed');
  await expect(
    page.getByRole('article', { name: `Order summary — not an invoice ${other.id}` }),
  ).toContainText('Status: Placed');
  await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();

  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('navigation', { name: 'Admin' })).toBeHidden();
  const text = await pdfText(await page.pdf({ format: 'A4' }));
  // pdf.js gives a ligature as a text item of its own, which pdfText spaces apart: ids without spaces.
  const compact = text.replace(/\s+/g, '');
  expect(compact).toContain(order.id);
  expect(compact).toContain(other.id);
  expect(text).toMatch(/1,299\.50/);
  expect(text).toMatch(/not an invoice/i);
  expect(text).not.toContain('Back to orders');
  await page.emulateMedia({ media: 'screen' });

  await page.goto(`/admin/orders/print?ids=${order.id}&kind=slip`);
  const slip = page.getByRole('article', { name: `Packing slip ${order.id}` });
  await expect(slip).toContainText('Amla Juice');
  // No price anywhere (the address holds a ₹ of its own).
  await expect(slip).not.toContainText('1,299');
  await expect(slip).not.toContainText('₹50');
});

test('an order confirmed in the admin area prints as a numbered invoice; a placed one as a summary', async ({
  page,
}) => {
  // Lines priced as the catalogue sells them, so the confirm is not questioned.
  const lines = await seededLines([
    { id: 1, amount: 1 },
    { id: 4, amount: 1 },
  ]);
  const placed = testOrder({ lines });
  const confirmed = testOrder({ number: placed.number, lines });
  await writeOrder(placed);
  await writeOrder(confirmed);
  await adminLogIn(page);
  await page.goto(`/admin/orders/${confirmed.id}`);
  // A confirm before the price check has read the catalogue asks first: wait for its verdict.
  await expect(page.getByText('Prices match the catalogue.')).toBeVisible();
  await page.getByRole('main').getByRole('button', { name: 'Confirm order', exact: true }).click();
  await expect(page.getByRole('main').getByRole('button', { name: 'Mark as shipped' })).toBeVisible();

  await page.goto(`/admin/orders/print?ids=${confirmed.id},${placed.id}&kind=invoice`);
  const invoice = page.getByRole('article', { name: `Invoice ${confirmed.id}` });
  await expect(invoice).toContainText(/Invoice no\. \d+/);
  await expect(invoice).toContainText('Status: Confirmed');
  await expect(invoice).toContainText('not registered under GST');
  await expect(invoice).not.toContainText(/taxes included/i);
  await invoice.screenshot({ path: test.info().outputPath('invoice-confirmed.png') });
  const summary = page.getByRole('article', { name: `Order summary — not an invoice ${placed.id}` });
  await expect(summary).toContainText('Status: Placed');
  await expect(summary).not.toContainText('Invoice no.');
  await summary.screenshot({ path: test.info().outputPath('order-summary-placed.png') });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the orders page and an invoice fit 375 px: cards, no horizontal overflow', async ({ page }) => {
    const order = testOrder({ status: 'confirmed' });
    await writeOrder(order);
    await adminLogIn(page);
    await page.goto('/admin/orders');
    await expect(rowOf(page, order.id)).toBeVisible();
    await expect(page.locator('.admin-table thead')).toBeHidden();
    const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(await overflow()).toBeLessThanOrEqual(0);
    await page.goto(`/admin/orders/print?ids=${order.id}&kind=invoice`);
    await expect(page.getByRole('article', { name: `Invoice ${order.id}` })).toBeVisible();
    expect(await overflow()).toBeLessThanOrEqual(0);
  });
});

test('on a phone, an order’s print checkbox is a target a finger can tap', async ({ page }) => {
  const order = testOrder();
  await writeOrder(order);
  await adminLogIn(page);
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto(`/admin/orders?q=${order.number}`);
  const checkbox = page.getByRole('checkbox', { name: `Select order ${order.id} to print` });
  await expect(checkbox).toBeVisible();
  // What takes the tap: the checkbox's label, or the bare 13 px box.
  const target = await checkbox.evaluate((box) => {
    const { left, top, width, height } = (box.closest('label') ?? box).getBoundingClientRect();
    return { left, top, width, height };
  });
  expect(target.width).toBeGreaterThanOrEqual(40);
  expect(target.height).toBeGreaterThanOrEqual(40);
  // A tap near its edge selects the order.
  await page.mouse.click(target.left + 3, target.top + 3);
  await expect(checkbox).toBeChecked();
});
