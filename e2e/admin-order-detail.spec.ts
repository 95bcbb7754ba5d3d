import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { adminLogIn } from './support/admin';
import { cartPrice, seedProduct } from './support/cart';
import { writeDocumentAsOwner } from './support/emulator-documents';
import { storedStock } from './support/order-moves';

// Logins, live listeners and transactions on a shared machine: triple the time budget.
test.beforeEach(() => {
  test.slow();
});

const ashwagandha = seedProduct(1);
const CUSTOMER = { name: 'Meera Joshi', number: '09812345678', email: 'meera@example.com' };

/** A customer's order as the checkout writes it, written straight into the emulator (rules bypassed). */
async function seedOrder(label: string, linePrice = cartPrice(ashwagandha), amount = 2): Promise<string> {
  const id = `${label}${String(Date.now())}`;
  const line = { id: ashwagandha.id, title: ashwagandha.title, amount, price: linePrice };
  await writeDocumentAsOwner(`orders/${id}`, {
    name: CUSTOMER.name,
    email: CUSTOMER.email,
    address: '7 Peepal Marg, Udaipur, India',
    number: CUSTOMER.number,
    payment_method: 'cash',
    uid: 'e2e-customer',
    status: 'placed',
    createdAt: new Date(),
    order: { items: [line], totalAmount: cartPrice(ashwagandha) * amount, totalNumItems: amount },
  });
  return id;
}

const statusHeading = (page: Page) => page.getByRole('heading', { name: /^Status/ });
const moveButton = (page: Page, name: string) =>
  page.getByRole('main').getByRole('button', { name, exact: true });

test('an admin confirms a customer’s order (its stock drops), ships and delivers it, with the timeline and a note', async ({
  page,
}) => {
  const orderId = await seedOrder('FLOW');
  const stockBefore = await storedStock(ashwagandha.id);
  await adminLogIn(page);
  await page.goto(`/admin/orders/${orderId}`);

  await expect(page.getByRole('heading', { name: `Order ${orderId}`, level: 1 })).toBeVisible();
  await expect(statusHeading(page)).toContainText('placed');
  await expect(page.getByText('Prices match the catalogue.')).toBeVisible();
  await expect(page.getByRole('link', { name: CUSTOMER.number })).toBeVisible();
  const whatsapp = new URL(
    (await page.getByRole('link', { name: 'WhatsApp the customer' }).getAttribute('href')) ?? '',
  );
  expect(`${whatsapp.origin}${whatsapp.pathname}`).toBe('https://wa.me/919812345678');
  expect(whatsapp.searchParams.get('text')).toContain(`We have received your order ${orderId}`);
  // Only the moves the workflow allows from placed.
  await expect(moveButton(page, 'Mark as shipped')).toHaveCount(0);

  await moveButton(page, 'Confirm order').click();
  await expect(statusHeading(page)).toContainText('confirmed');
  await expect.poll(() => storedStock(ashwagandha.id)).toBe(stockBefore - 2);

  await moveButton(page, 'Mark as shipped').click();
  await expect(statusHeading(page)).toContainText('shipped');
  await expect(moveButton(page, 'Cancel order')).toHaveCount(0);
  await moveButton(page, 'Mark as delivered').click();
  await expect(statusHeading(page)).toContainText('delivered');
  await expect(page.getByText('This order is delivered: there are no further steps.')).toBeVisible();
  // Cancel is never offered for a delivered order, and the stock stays taken.
  await expect(page.getByRole('main').getByRole('button', { name: /Cancel|Confirm|Mark/ })).toHaveCount(0);
  expect(await storedStock(ashwagandha.id)).toBe(stockBefore - 2);

  const timeline = page.getByRole('list', { name: 'Timeline' }).getByRole('listitem');
  await expect(timeline).toHaveCount(4);
  await expect(timeline.nth(0)).toContainText('by the customer');
  await expect(timeline.nth(3)).toContainText('delivered');
  await expect(timeline.nth(3)).toContainText('admin@prakriti-demo.com');

  await page.getByLabel('New note (only admins see notes)').fill('Left with the neighbour, as asked');
  await page.getByRole('button', { name: 'Add note' }).click();
  await expect(page.getByRole('list', { name: 'Notes' })).toContainText('Left with the neighbour, as asked');
  await expect(page.getByLabel('New note (only admins see notes)')).toHaveValue('');

  await page.screenshot({ path: test.info().outputPath('order-1280.png'), fullPage: true });
});

test('a stale second admin’s move is refused with the reason, and the page shows the order as stored', async ({
  page,
  context,
}) => {
  const orderId = await seedOrder('STALE');
  await adminLogIn(page);
  await page.goto(`/admin/orders/${orderId}`);
  const second = await context.newPage();
  // An admin's login holds in its own tab: the second tab logs in too.
  await adminLogIn(second);
  await second.goto(`/admin/orders/${orderId}`);
  await expect(statusHeading(second)).toContainText('placed');
  // A confirm before the price check has read the catalogue asks first: wait for its verdict.
  await expect(page.getByText('Prices match the catalogue.')).toBeVisible();

  // The second admin is about to cancel while the first confirms and ships it.
  await moveButton(second, 'Cancel order').click();
  const dialog = second.getByRole('dialog');
  await expect(dialog).toContainText(`Cancel order ${orderId}?`);
  await moveButton(page, 'Confirm order').click();
  await expect(statusHeading(page)).toContainText('confirmed');
  await moveButton(page, 'Mark as shipped').click();
  await expect(statusHeading(page)).toContainText('shipped');

  await dialog.getByRole('button', { name: 'Cancel order' }).click();
  await expect(second.getByRole('alert')).toHaveText(
    'This order is shipped now, so it cannot be cancelled. The page shows its current state.',
  );
  await expect(statusHeading(second)).toContainText('shipped');
  await expect(moveButton(second, 'Cancel order')).toHaveCount(0);
});

test('an order written with a wrong price is flagged before the confirm, which asks again; the page fits a phone', async ({
  page,
}) => {
  const orderId = await seedOrder('PRICE', 1);
  await page.setViewportSize({ width: 375, height: 800 });
  await adminLogIn(page);
  await page.goto(`/admin/orders/${orderId}`);

  const flag = page.getByRole('alert').filter({ hasText: 'Check the prices before confirming' });
  await expect(flag).toContainText(`${ashwagandha.title}: ordered at ₹1`);
  await expect(flag).toContainText('but the lines add up to ₹2');
  // The flag comes before the confirm button.
  const flagBox = await flag.boundingBox();
  const confirmBox = await moveButton(page, 'Confirm order').boundingBox();
  expect(flagBox && confirmBox && flagBox.y < confirmBox.y).toBe(true);

  await moveButton(page, 'Confirm order').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(
    `The prices of order ${orderId} do not match the catalogue. Confirm it anyway?`,
  );
  await dialog.getByRole('button', { name: 'Cancel', exact: true }).click();
  await expect(dialog).toHaveCount(0);
  await expect(statusHeading(page)).toContainText('placed');

  // Nothing wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.screenshot({ path: test.info().outputPath('order-375.png'), fullPage: true });
});
