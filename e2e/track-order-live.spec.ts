import { expect, test } from './support/test';
import { moveOrderByRest, placeOrderAsNewCustomer } from './support/order-moves';

test('/track-order shows each move of the order as a new timeline step, live', async ({ browser }) => {
  test.setTimeout(90_000);
  const { page, orderId } = await placeOrderAsNewCustomer(browser);
  await page.goto('/track-order');
  const card = page
    .getByRole('list', { name: 'Your orders' })
    .getByRole('listitem', { name: `Order ${orderId}` });
  const steps = card.getByRole('list', { name: 'History' }).getByRole('listitem');
  await expect(steps).toHaveText([/^Placed/]);

  // The admin confirms, then ships: the open page follows without a reload.
  await moveOrderByRest(orderId, 'confirmed', 0);
  await expect(steps).toHaveText([/^Placed/, /^Confirmed/]);
  await expect(card.getByText('Status: Confirmed')).toBeVisible();
  await moveOrderByRest(orderId, 'shipped', 1);
  await expect(steps).toHaveText([/^Placed/, /^Confirmed/, /^Shipped/]);
  await expect(steps.last()).toHaveAttribute('aria-current', 'step');
  await page.context().close();
});
