import { expect, type Page } from '@playwright/test';
import { demoCustomer } from '../../scripts/seed/demo-accounts.mjs';

export { demoCustomer };

export interface Credentials {
  email: string;
  password: string;
}

export interface NewCustomer extends Credentials {
  name: string;
  mobile: string;
}

let counter = 0;

/** Signup values with an e-mail no other run has used. */
export function uniqueCustomer(): NewCustomer {
  counter += 1;
  return {
    name: 'Meera Iyer',
    email: `meera.${Date.now()}.${counter}@example.com`,
    mobile: '09812345678',
    password: 'tulsi-tea-2024',
  };
}

/** Logs in through /auth?mode=login (the demo customer by default) and waits for the session. */
export async function logIn(page: Page, credentials: Credentials = demoCustomer) {
  await page.goto('/auth?mode=login');
  await page.getByLabel('Email').fill(credentials.email);
  await page.getByLabel('Password').fill(credentials.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
}

/** Fills the signup form on the page and sends it. */
export async function submitSignup(page: Page, customer: NewCustomer) {
  await page.getByLabel('Full Name').fill(customer.name);
  await page.getByLabel('Email').fill(customer.email);
  await page.getByLabel('Mobile No').fill(customer.mobile);
  await page.getByLabel('Password').fill(customer.password);
  await page.getByRole('button', { name: 'Signup', exact: true }).click();
}

/** Signs a fresh customer up through /auth?mode=signup and waits for the session. */
export async function signUp(page: Page, customer: NewCustomer = uniqueCustomer()) {
  await page.goto('/auth?mode=signup');
  await submitSignup(page, customer);
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
  return customer;
}
