import { expect, test } from './support/test';
import { adminLogIn } from './support/admin';
import { placeOrderAsNewCustomer, storedStock } from './support/order-moves';

// Two browsers, signup, checkout, live listeners and transactions on a shared machine.
test.beforeEach(() => {
  test.slow();
});

test('a customer’s order appears live for the admin, who confirms (stock drops), ships and delivers it while the customer’s /track-order follows each step', async ({
  page: admin,
  browser,
}) => {
  const productId = 2;
  await adminLogIn(admin);
  await admin.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Orders' }).click();
  await expect(admin.getByRole('heading', { name: 'Orders', level: 1 })).toBeVisible();

  // The customer, in a browser of their own, places an order of one product.
  const { page: customer, orderId } = await placeOrderAsNewCustomer(browser, productId);
  const stockBefore = await storedStock(productId);

  // It appears in the admin's open list without a reload.
  const row = admin.getByRole('row').filter({ hasText: orderId });
  await expect(row).toBeVisible();

  await customer.goto('/track-order');
  const card = customer
    .getByRole('list', { name: 'Your orders' })
    .getByRole('listitem', { name: `Order ${orderId}` });
  const steps = card.getByRole('list', { name: 'History' }).getByRole('listitem');
  await expect(steps).toHaveText([/^Placed/]);

  await row.getByRole('link', { name: orderId }).click();
  await expect(admin.getByRole('heading', { name: `Order ${orderId}`, level: 1 })).toBeVisible();
  const move = (name: string) => admin.getByRole('main').getByRole('button', { name, exact: true });

  // A confirm before the price check has read the catalogue asks first: wait for its verdict.
  await expect(admin.getByText('Prices match the catalogue.')).toBeVisible();
  await move('Confirm order').click();
  await expect(card.getByText('Status: Confirmed')).toBeVisible();
  await expect(steps).toHaveText([/^Placed/, /^Confirmed/]);
  await expect.poll(() => storedStock(productId)).toBe(stockBefore - 1);

  await move('Mark as shipped').click();
  await expect(card.getByText('Status: Shipped')).toBeVisible();
  await expect(steps).toHaveText([/^Placed/, /^Confirmed/, /^Shipped/]);

  await move('Mark as delivered').click();
  await expect(card.getByText('Status: Delivered')).toBeVisible();
  await expect(steps).toHaveText([/^Placed/, /^Confirmed/, /^Shipped/, /^Delivered/]);
  await expect(steps.last()).toHaveAttribute('aria-current', 'step');
  // Delivered is final: no move is offered, and the stock stays taken once.
  await expect(admin.getByRole('main').getByRole('button', { name: /Cancel|Confirm|Mark/ })).toHaveCount(0);
  expect(await storedStock(productId)).toBe(stockBefore - 1);
  await customer.context().close();
});
