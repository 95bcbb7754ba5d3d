import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { sessionMessages } from '../src/features/session/messages';
import { SESSION_STORAGE_KEY } from '../src/features/session/session-clock';
import { logIn, signUp } from './support/auth';
import { noCredentials, storedCredentials } from './support/auth-storage';
import { toast } from './support/toast';

const storedExpiry = (page: Page) =>
  page.evaluate((key) => {
    const raw = localStorage.getItem(key);
    return raw ? (JSON.parse(raw) as { expiresAt: number }).expiresAt : null;
  }, SESSION_STORAGE_KEY);

test('logout asks first: No keeps the session, Yes logs out to the login page', async ({ page }) => {
  await logIn(page);
  await page.getByRole('button', { name: 'Logout' }).click();
  const dialog = page.getByRole('dialog', { name: 'Are you sure you want to logout?' });
  await expect(dialog).toBeVisible();

  await dialog.getByRole('button', { name: 'No' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Logout' })).toBeFocused();
  await expect(page).toHaveURL('/');

  await page.getByRole('button', { name: 'Logout' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
  await expect(toast(page, 'User logged out!')).toBeVisible();
  await expect(page).toHaveURL('/auth?mode=login');
  await expect(page.getByRole('link', { name: 'Login', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Logout' })).toHaveCount(0);

  // Logged out for real: the cart is closed again, also after a reload.
  await page.reload();
  await page.goto('/cart');
  await expect(page).toHaveURL('/auth?mode=login&from=%2Fcart');
});

test('Escape closes the logout dialog like No', async ({ page }) => {
  await logIn(page);
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
});

test('logging out with no session says "You are already logged out"', async ({ page }) => {
  await page.goto('/logout');
  await expect(toast(page, 'You are already logged out')).toBeVisible();
  await expect(page).toHaveURL('/auth?mode=login');
});

test('a visitor is sent from /cart and /cart/order to the login', async ({ page }) => {
  await page.goto('/cart');
  await expect(page).toHaveURL('/auth?mode=login&from=%2Fcart');
  await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();
  await page.goto('/cart/order');
  await expect(page).toHaveURL('/auth?mode=login&from=%2Fcart%2Forder');
});

test('a logged-in customer reaches the cart from the header', async ({ page }) => {
  await signUp(page);
  await page.getByRole('link', { name: 'Cart, 0 items' }).click();
  await expect(page).toHaveURL('/cart');
  await expect(page.getByRole('heading', { name: 'Your Cart', exact: true })).toBeVisible();
});

test.describe('session expiry', () => {
  test('after 30 minutes: "Session expired, please login again", then logout, with no credential left', async ({
    page,
  }) => {
    // A login, the expiry and a reload on a shared machine.
    test.slow();
    await page.clock.install();
    await logIn(page);
    // A customer stays signed in across browser restarts (IndexedDB) while the session lasts.
    expect((await storedCredentials(page)).indexedDB).toHaveLength(1);
    await page.clock.fastForward('29:00');
    await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
    await expect(toast(page, sessionMessages.sessionExpired)).toHaveCount(0);

    await page.clock.fastForward('01:30');
    await expect(toast(page, 'Session expired, please login again')).toBeVisible();
    await expect(toast(page, 'User logged out!')).toBeVisible();
    await expect(page).toHaveURL('/auth?mode=login');
    await expect(page.getByRole('link', { name: 'Login', exact: true })).toBeVisible();
    // Signed out of Firebase for real: the next person at this computer finds no account.
    await expect.poll(() => storedCredentials(page)).toEqual(noCredentials);
    await page.reload();
    await page.goto('/cart');
    await expect(page).toHaveURL('/auth?mode=login&from=%2Fcart');
  });

  test('a click before expiry extends the session by a minute', async ({ page }) => {
    await page.clock.install();
    await logIn(page);
    const expiresAt = await storedExpiry(page);
    expect(expiresAt).not.toBeNull();

    await page.clock.fastForward('29:00');
    await page.getByRole('heading', { level: 1 }).click();
    expect(await storedExpiry(page)).toBe((expiresAt ?? 0) + 60_000);

    // Past the first 30 minutes, within the extra minute: still logged in.
    await page.clock.fastForward('01:30');
    await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
    await expect(toast(page, sessionMessages.sessionExpired)).toHaveCount(0);

    await page.clock.fastForward('00:45');
    await expect(toast(page, sessionMessages.sessionExpired)).toBeVisible();
    await expect(page).toHaveURL('/auth?mode=login');
  });

  test('a stored session that expired while the shop was closed counts as logged out', async ({ page }) => {
    await logIn(page);
    await page.evaluate((key) => {
      localStorage.setItem(key, JSON.stringify({ mode: 'user', expiresAt: Date.now() - 1000 }));
    }, SESSION_STORAGE_KEY);
    await page.goto('/cart');
    await expect(page).toHaveURL('/auth?mode=login');
    await expect(toast(page, sessionMessages.sessionExpired)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Login', exact: true })).toBeVisible();
  });
});
