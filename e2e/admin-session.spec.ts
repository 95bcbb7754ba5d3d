import { expect, test, type Page } from '@playwright/test';
import { SESSION_STORAGE_KEY } from '../src/features/session/session-clock';
import { adminLogIn, notice } from './support/admin';

// Several logins and live lists per test on a shared machine: triple the time budget.
test.beforeEach(() => {
  test.slow();
});

const storedExpiry = (page: Page) =>
  page.evaluate((key) => {
    const raw = localStorage.getItem(key);
    return raw ? (JSON.parse(raw) as { expiresAt: number }).expiresAt : null;
  }, SESSION_STORAGE_KEY);

test('an admin session lasts an hour, a click extends it by a minute, then it expires and logs out', async ({
  page,
}) => {
  await page.clock.install();
  await adminLogIn(page);
  const expiresAt = await storedExpiry(page);
  expect(expiresAt).not.toBeNull();

  await page.clock.fastForward('59:00');
  await page.getByRole('heading', { name: 'Dashboard', level: 1 }).click();
  expect(await storedExpiry(page)).toBe((expiresAt ?? 0) + 60_000);

  // Past the first hour, within the extra minute: still an admin.
  await page.clock.fastForward('01:30');
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
  await expect(notice(page, 'Session expired, please login again')).toHaveCount(0);

  await page.clock.fastForward('00:45');
  await expect(notice(page, 'Session expired, please login again')).toBeVisible();
  await expect(notice(page, 'Admin logged out!')).toBeVisible();
  await expect(page).toHaveURL('/adminLogin');
});
