import { expect, test } from './support/test';
import { adminLogIn, demoAdmin, uniqueAdmin, notice } from './support/admin';

// Several logins and live lists per test on a shared machine: triple the time budget.
test.beforeEach(() => {
  test.slow();
});

test('add an admin, who logs in elsewhere; delete them after a confirm, which ends their session', async ({
  page,
  browser,
}) => {
  const helper = uniqueAdmin();
  await adminLogIn(page);
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Admins' }).click();
  await expect(page.getByRole('cell', { name: `${demoAdmin.email} (you)` })).toBeVisible({ timeout: 20_000 });

  const add = page.getByRole('region', { name: 'Add admin' });
  await add.getByLabel('Email').fill(helper.email);
  await add.getByLabel('Password').fill(helper.password);
  await add.getByRole('button', { name: 'Add admin' }).click();
  await expect(notice(page, 'Added a new Admin Successfully')).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: helper.email });
  await expect(row).toBeVisible();
  await expect(row).toContainText(demoAdmin.email);
  // The adding admin is still the one signed in.
  await expect(page.getByRole('banner').getByText(demoAdmin.email, { exact: true })).toBeVisible();

  // The same e-mail again: refused, and the form keeps what was typed.
  await add.getByLabel('Email').fill(helper.email);
  await add.getByLabel('Password').fill(helper.password);
  await add.getByRole('button', { name: 'Add admin' }).click();
  await expect(add.getByRole('alert')).toHaveText('Admin Already exists');
  await expect(add.getByLabel('Email')).toHaveValue(helper.email);

  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await adminLogIn(otherPage, helper);

  await row.getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(helper.email);
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(notice(page, 'Admin Deleted Successfully')).toBeVisible();
  await expect(row).toHaveCount(0);

  // Their stored admin session is checked on load and refused.
  await otherPage.reload();
  await expect(otherPage).toHaveURL('/adminLogin');
  // The session check ('Unauthenticated Admin') and the guard ('Unauthenticated') may both say so.
  await expect(notice(otherPage, 'Unauthenticated').first()).toBeVisible();
  await other.close();
});

test('your own row has no Delete, and another admin gets a password-reset e-mail', async ({ page }) => {
  await adminLogIn(page);
  await page.goto('/admin/admins');
  const own = page.getByRole('row').filter({ hasText: `${demoAdmin.email} (you)` });
  await expect(own).toBeVisible();
  await expect(own.getByRole('button', { name: 'Delete' })).toHaveCount(0);

  const helper = uniqueAdmin();
  const add = page.getByRole('region', { name: 'Add admin' });
  await add.getByLabel('Email').fill(helper.email);
  await add.getByLabel('Password').fill(helper.password);
  await add.getByRole('button', { name: 'Add admin' }).click();
  const row = page.getByRole('row').filter({ hasText: helper.email });
  await row.getByRole('button', { name: 'Send password reset' }).click();
  await expect(row.getByRole('status')).toHaveText(`A password reset e-mail was sent to ${helper.email}.`);
});

test('changing your own password needs the current one', async ({ page }) => {
  await adminLogIn(page);
  await page.goto('/admin/admins');
  const change = page.getByRole('region', { name: 'Change my password' });
  await change.getByLabel('Current password').fill('not-my-password');
  await change.getByLabel('New password').fill('another-secret-1');
  await change.getByLabel('Repeat password').fill('another-secret-1');
  await change.getByRole('button', { name: 'Change my password' }).click();
  await expect(change.getByRole('alert')).toHaveText('Incorrect Password');
  await expect(change.getByLabel('New password')).toHaveValue('another-secret-1');
});
