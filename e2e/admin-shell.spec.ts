import { expect, test } from './support/test';
import { adminLogIn } from './support/admin';

// Several logins and live lists per test on a shared machine: triple the time budget.
test.beforeEach(() => {
  test.slow();
});

test.use({ viewport: { width: 375, height: 812 } });

test('the admin shell works at 375 px: every page reachable, nothing wider than the screen', async ({
  page,
}) => {
  await adminLogIn(page);
  const nav = page.getByRole('navigation', { name: 'Admin' });
  for (const name of ['Orders', 'Products', 'Users', 'Admins', 'Dashboard']) {
    await nav.getByRole('link', { name }).click();
    await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(name));
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  }
  // All five tabs fit the phone's width: none is cut off at the edge.
  const tabs = nav.getByRole('list');
  expect(await tabs.evaluate((row) => row.scrollWidth - row.clientWidth)).toBeLessThanOrEqual(0);
  // Tables become cards: no header row on a phone.
  await nav.getByRole('link', { name: 'Admins' }).click();
  await expect(page.locator('.admin-table thead')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
});
