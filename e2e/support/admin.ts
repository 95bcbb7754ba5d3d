import { expect, type Page } from '@playwright/test';
import { demoAdmin } from '../../scripts/seed/demo-accounts.mjs';
import type { Credentials } from './auth';

export { demoAdmin };

/** A toast (not the same words beside a form, which are an alert too). */
export { toast as notice } from './toast';

/** Fills and sends the admin login form. */
export async function submitAdminLogin(page: Page, credentials: Credentials) {
  await page.goto('/adminLogin');
  await page.getByLabel('Email').fill(credentials.email);
  await page.getByLabel('Password').fill(credentials.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

/** Logs an admin in through /adminLogin (the demo admin by default) and waits for the dashboard. */
export async function adminLogIn(page: Page, credentials: Credentials = demoAdmin) {
  await submitAdminLogin(page, credentials);
  // The first entry loads the admin chunk and checks the admin document: give it time.
  await expect(page).toHaveURL('/admin/dashboard', { timeout: 20_000 });
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
}

/** An admin e-mail no other run has used. */
export function uniqueAdmin(): Credentials {
  return { email: `helper.${Date.now()}@prakriti-demo.com`, password: 'neem-leaf-2024' };
}
