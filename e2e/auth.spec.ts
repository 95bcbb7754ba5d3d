import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { demoAdmin } from '../scripts/seed/demo-accounts.mjs';
import { sessionMessages } from '../src/features/session/messages';
import { demoCustomer, logIn, uniqueCustomer, type Credentials, type NewCustomer } from './support/auth';
import { toast } from './support/toast';

async function submitLogin(page: Page, { email, password }: Credentials) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

async function submitSignup(page: Page, customer: NewCustomer) {
  await page.getByLabel('Full Name').fill(customer.name);
  await page.getByLabel('Email').fill(customer.email);
  await page.getByLabel('Mobile No').fill(customer.mobile);
  await page.getByLabel('Password').fill(customer.password);
  await page.getByRole('button', { name: 'Signup', exact: true }).click();
}

test('signup: bad input shows every message and keeps it; good input registers and logs in', async ({
  page,
}) => {
  await page.goto('/auth');
  await expect(page).toHaveURL('/auth?mode=signup');
  await expect(page.getByRole('heading', { name: 'Signup' })).toBeVisible();

  await submitSignup(page, { name: 'Meera', email: 'meera@example.in', mobile: '98123', password: 'tulsi' });

  await expect(page.getByText('Please enter your valid full name')).toBeVisible();
  await expect(page.getByText('Please enter a valid Email. eg: name@example.com')).toBeVisible();
  await expect(page.getByText('Please enter a valid Mobile Number')).toBeVisible();
  await expect(page.getByText('Please enter a valid password (min 8 characters)')).toBeVisible();
  await expect(page.getByLabel('Full Name')).toHaveValue('Meera');
  await expect(page.getByLabel('Email')).toHaveValue('meera@example.in');
  await expect(page.getByLabel('Mobile No')).toHaveValue('98123');
  await expect(page.getByLabel('Full Name')).toBeFocused();

  const customer = uniqueCustomer();
  await submitSignup(page, { ...customer, name: `  ${customer.name} ` });

  await expect(toast(page, 'User Registered Successfully.')).toBeVisible();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Cart, 0 items' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Login', exact: true })).toHaveCount(0);
});

test('signup with an e-mail that is taken says so in plain words', async ({ page }) => {
  await page.goto('/auth?mode=signup');
  await submitSignup(page, { ...demoCustomer, name: 'Asha Verma', password: 'another-pass-1' });
  await expect(toast(page, sessionMessages.emailInUse)).toBeVisible();
  await expect(page).toHaveURL('/auth?mode=signup');
  await expect(page.getByRole('button', { name: 'Signup', exact: true })).toBeEnabled();
});

test('login: the demo customer logs in and sees the cart and Logout instead of Login', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL('/auth?mode=login');
  await submitLogin(page, demoCustomer);

  await expect(toast(page, 'Login Successfull')).toBeVisible();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Cart, 0 items' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Login', exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Account' })).toHaveCount(0);

  // The session survives a reload.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
});

test('login with a wrong password shows the error, stops loading and keeps the e-mail', async ({ page }) => {
  await page.goto('/auth?mode=login');
  await submitLogin(page, { email: demoCustomer.email, password: 'not-the-password' });

  await expect(toast(page, sessionMessages.wrongCredentials)).toBeVisible();
  // Beside the form as well, where it stays after the toast has gone.
  const formAlert = page.locator('form').getByRole('alert');
  await expect(formAlert).toHaveText(sessionMessages.wrongCredentials);
  await expect(toast(page, sessionMessages.wrongCredentials)).toHaveCount(0, { timeout: 10_000 });
  await expect(formAlert).toHaveText(sessionMessages.wrongCredentials);
  await expect(page).toHaveURL('/auth?mode=login');
  await expect(page.getByLabel('Email')).toHaveValue(demoCustomer.email);
  await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeEnabled();
  await expect(page.getByRole('link', { name: 'Login', exact: true })).toBeVisible();
});

test('an account without a customer document is refused as "Unauthenticated User"', async ({ page }) => {
  await page.goto('/auth?mode=login');
  await submitLogin(page, demoAdmin);
  await expect(toast(page, 'Unauthenticated User')).toBeVisible();
  await expect(page).toHaveURL('/auth?mode=login');
  await expect(page.getByRole('link', { name: 'Login', exact: true })).toBeVisible();
});

test('a logged-in user is sent from /auth to the home page', async ({ page }) => {
  await logIn(page);
  await page.goto('/auth?mode=signup');
  await expect(page).toHaveURL('/');
  await page.goto('/auth?mode=login');
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Ayurvedic care');
});

test('an unknown mode shows "Invalid authentication mode"', async ({ page }) => {
  await page.goto('/auth?mode=register');
  await expect(page.getByRole('heading', { name: 'Some Error Occured' })).toBeVisible();
  await expect(page.getByText('Invalid authentication mode')).toBeVisible();
});

test('the mode links switch between login and signup', async ({ page }) => {
  await page.goto('/auth?mode=login');
  await page.getByRole('link', { name: 'Not a user? Signup Now' }).click();
  await expect(page).toHaveURL('/auth?mode=signup');
  await expect(page.getByLabel('Full Name')).toBeVisible();
  await page.getByRole('link', { name: 'Already a user? Login' }).click();
  await expect(page).toHaveURL('/auth?mode=login');
  await expect(page.getByLabel('Full Name')).toHaveCount(0);
});

test('a visitor sent from the cart to the login comes back to the cart', async ({ page }) => {
  await page.goto('/cart');
  await expect(page).toHaveURL('/auth?mode=login&from=%2Fcart');
  await submitLogin(page, demoCustomer);
  await expect(toast(page, 'Login Successfull')).toBeVisible();
  await expect(page).toHaveURL('/cart');
  await expect(page.getByRole('heading', { level: 1, name: 'Your Cart' })).toBeVisible();
});

test('signing up from the login the order form sent you to comes back to it', async ({ page }) => {
  await page.goto('/cart/order');
  await expect(page).toHaveURL('/auth?mode=login&from=%2Fcart%2Forder');
  await page.getByRole('link', { name: 'Not a user? Signup Now' }).click();
  await expect(page).toHaveURL('/auth?mode=signup&from=%2Fcart%2Forder');
  await submitSignup(page, uniqueCustomer());
  await expect(toast(page, 'User Registered Successfully.')).toBeVisible();
  await expect(page).toHaveURL('/cart/order');
});

test('a return path to another site is dropped: the login goes home', async ({ page }) => {
  await page.goto('/auth?mode=login&from=https%3A%2F%2Fevil.example%2F');
  await submitLogin(page, demoCustomer);
  await expect(page).toHaveURL('/');
});
