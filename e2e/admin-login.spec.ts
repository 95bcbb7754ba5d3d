import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { demoAdmin, adminLogIn, submitAdminLogin, notice } from './support/admin';
import { demoCustomer, logIn } from './support/auth';

// Several logins and live lists per test on a shared machine: triple the time budget.
test.beforeEach(() => {
  test.slow();
});

const formFailure = (page: Page) => page.locator('.form-failure');

/** Opens an admin URL without an admin session: the guard sends the page to /adminLogin with 'Unauthenticated'. */
async function expectSentToAdminLogin(page: Page, url: string) {
  await page.goto(url);
  await expect(page).toHaveURL('/adminLogin');
  await expect(notice(page, 'Unauthenticated')).toBeVisible();
}

test('a wrong password says "Incorrect Password" beside the form and keeps the values', async ({ page }) => {
  await submitAdminLogin(page, { email: demoAdmin.email, password: 'not-the-password' });
  await expect(formFailure(page)).toHaveText('Incorrect Password');
  await expect(notice(page, 'Incorrect Password')).toBeVisible();
  await expect(page).toHaveURL('/adminLogin');
  await expect(page.getByLabel('Email')).toHaveValue(demoAdmin.email);
  await expect(page.getByLabel('Password')).toHaveValue('not-the-password');
});

test('a customer account is not an admin and is signed out again', async ({ page }) => {
  await submitAdminLogin(page, demoCustomer);
  await expect(formFailure(page)).toHaveText('You are not an admin!');
  await expect(page).toHaveURL('/adminLogin');
  await page.goto('/admin/dashboard');
  await expect(page).toHaveURL('/adminLogin');
  await expect(notice(page, 'Unauthenticated')).toBeVisible();
});

test('the demo admin is welcomed on the dashboard, and /adminLogin then says so', async ({ page }) => {
  await adminLogIn(page);
  await expect(notice(page, `Welcome ${demoAdmin.email}`)).toBeVisible();
  await expect(page).toHaveTitle(/Dashboard/);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  for (const name of ['Dashboard', 'Orders', 'Products', 'Users', 'Admins']) {
    await expect(page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name })).toBeVisible();
  }
  await expect(page.getByRole('link', { name: /Customers/ })).toContainText(/\d/);

  await page.goto('/adminLogin');
  await expect(page).toHaveURL('/admin/dashboard');
  await expect(notice(page, 'You are already logged in as admin')).toBeVisible();

  await page.getByRole('button', { name: 'Logout' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
  await expect(notice(page, 'Admin logged out!')).toBeVisible();
  await expect(page).toHaveURL('/adminLogin');
  await page.goto('/admin/users');
  await expect(page).toHaveURL('/adminLogin');
});

test('a signed-in customer who opens /adminLogin is signed out of the customer session', async ({ page }) => {
  await logIn(page);
  await page.goto('/adminLogin');
  await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Login', exact: true })).toBeVisible();
  // No customer session any more: the cart sends the visitor to the login, which brings them back.
  await page.goto('/cart');
  await expect(page).toHaveURL('/auth?mode=login&from=%2Fcart');
});

test('the guard sends a visitor and a customer from /admin/* to /adminLogin with "Unauthenticated"', async ({
  page,
}) => {
  await expectSentToAdminLogin(page, '/admin/admins');
  await logIn(page);
  await expectSentToAdminLogin(page, '/admin/users');
});

test('a visitor and a customer sent away from /admin/orders have not asked for its orders', async ({
  page,
}) => {
  const orderReads: string[] = [];
  page.on('request', (request) => {
    if (/:runQuery/.test(request.url()) && /"collectionId":"orders"/.test(request.postData() ?? ''))
      orderReads.push(page.url());
  });
  await expectSentToAdminLogin(page, '/admin/orders');
  await logIn(page);
  await expectSentToAdminLogin(page, '/admin/orders?status=placed');
  expect(orderReads).toEqual([]);
});
