import { expect, test } from './support/test';
import { adminLogIn } from './support/admin';
import { signUp, uniqueCustomer } from './support/auth';

// Several logins and live lists per test on a shared machine: triple the time budget.
test.beforeEach(() => {
  test.slow();
});

test('the users list shows a customer who signs up elsewhere, live, and searches the loaded users', async ({
  page,
  browser,
}) => {
  await adminLogIn(page);
  await page.goto('/admin/users');
  await expect(page.getByRole('heading', { name: 'Users', level: 1 })).toBeVisible();
  await expect(page.getByText(/Searches the \d+ customers? loaded below/)).toBeVisible();

  const customer = { ...uniqueCustomer(), name: `Kavya ${String(Date.now())}` };
  const shopper = await browser.newContext();
  await signUp(await shopper.newPage(), customer);

  const row = page.getByRole('row').filter({ hasText: customer.email });
  await expect(row).toBeVisible();
  await expect(row).toContainText(customer.mobile);

  await page.getByLabel('Search by name, email or mobile').fill(customer.name.toLowerCase());
  await expect(page.getByRole('row').filter({ hasText: '@' })).toHaveCount(1);
  await row.getByRole('link', { name: customer.name }).click();
  await expect(page.getByRole('heading', { name: customer.name, level: 1 })).toBeVisible();
  await expect(page.getByText('This user has not ordered yet.')).toBeVisible();
  await shopper.close();
});
