import { type Page, type Request } from '@playwright/test';
import { expect, test } from './support/test';
import { SESSION_STORAGE_KEY } from '../src/features/session/session-clock';
import { adminLogIn, notice } from './support/admin';
import { noCredentials, storedCredentials } from './support/auth-storage';
import { APP_ENTRY, holdUntilSent } from './support/hold-request';

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

test('an admin login is kept in this tab only: nothing in IndexedDB or localStorage, a new tab is not signed in', async ({
  page,
}) => {
  await adminLogIn(page);
  const stored = await storedCredentials(page);
  expect(stored.sessionStorage).toHaveLength(1);
  expect(stored.indexedDB).toEqual([]);
  expect(stored.localStorage).toEqual([]);

  // A new tab shares IndexedDB and localStorage with this one (as a browser started again would
  // find them), not sessionStorage.
  const other = await page.context().newPage();
  await other.goto('/admin/dashboard');
  await expect(other).toHaveURL('/adminLogin');
  await expect(notice(other, 'Unauthenticated')).toBeVisible();
  expect(await storedCredentials(other)).toEqual(noCredentials);
});

test('an expired admin session leaves no Firebase credential in the browser, and a reload stays logged out', async ({
  page,
}) => {
  await page.clock.install();
  await adminLogIn(page);
  expect((await storedCredentials(page)).sessionStorage).toHaveLength(1);

  await page.clock.fastForward('01:00:30');
  await expect(notice(page, 'Session expired, please login again')).toBeVisible();
  await expect(page).toHaveURL('/adminLogin');
  await expect.poll(() => storedCredentials(page)).toEqual(noCredentials);

  await page.reload();
  await page.goto('/admin/dashboard');
  await expect(page).toHaveURL('/adminLogin');
  await expect(page.getByRole('button', { name: 'Logout' })).toHaveCount(0);
  expect(await storedCredentials(page)).toEqual(noCredentials);
});

test('logging out in one tab takes every other tab out of the admin area, with its customer data', async ({
  page,
}) => {
  await adminLogIn(page);
  // An admin's login holds in its own tab: the other tab logs in too.
  const other = await page.context().newPage();
  await adminLogIn(other);
  await other.goto('/admin/users');
  await expect(other.getByRole('heading', { name: 'Users', level: 1 })).toBeVisible();
  // The demo customer's row: a name, an e-mail and a phone an admin page shows.
  await expect(other.getByText('customer@prakriti-demo.com')).toBeVisible();

  await page.getByRole('button', { name: 'Logout' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
  await expect(page).toHaveURL('/adminLogin');

  await expect(other).toHaveURL('/adminLogin');
  await expect(other.getByText('customer@prakriti-demo.com')).toHaveCount(0);
});

test("a reloaded admin list fetches the admin frame, its page and the admin check's code with the entry, not after it", async ({
  page,
}) => {
  await adminLogIn(page);
  // Each of these is otherwise asked for only once the code before it has run.
  const awaited = {
    frame: /\/assets\/admin-layout-[\w-]+\.js$/,
    list: /\/assets\/admin-table-[\w-]+\.js$/,
    adminCheck: /\/assets\/get-current-admin-[\w-]+\.js$/,
    adminDocument: /\/assets\/verify-admin-[\w-]+\.js$/,
  };
  const seen = new Set<string>();
  const allSeen = (request: Request) => {
    for (const [name, pattern] of Object.entries(awaited)) if (pattern.test(request.url())) seen.add(name);
    return seen.size === Object.keys(awaited).length;
  };
  // The entry is held back until they have all been asked for (or 10 s): none waits for it.
  const entry = await holdUntilSent(page, APP_ENTRY, allSeen);
  await page.goto('/admin/orders');
  await expect(page.getByRole('heading', { name: 'Orders', level: 1 })).toBeVisible();
  expect(entry.sentWhileHeld, `requested by now: ${[...seen].join(', ')}`).toBe(true);
});

for (const list of [
  { url: '/admin/orders?status=placed', collection: 'orders', heading: 'Orders' },
  { url: '/admin/products?stock=in', collection: 'productsList', heading: 'Products' },
]) {
  test(`a reloaded ${list.url} reads its first page while the admin check reads the admin's document, not after it`, async ({
    page,
  }) => {
    await adminLogIn(page);
    const ofList = new RegExp(`"collectionId":"${list.collection}"`);
    const isListRead = (request: Request) =>
      /:runQuery/.test(request.url()) && ofList.test(request.postData() ?? '');
    let listReads = 0;
    page.on('request', (request) => {
      if (isListRead(request)) listReads += 1;
    });
    // The admin's document is held back until the list's read has been sent (or 10 s).
    const adminDocument = await holdUntilSent(page, /:batchGet/, isListRead, (request) =>
      /\/admins\//.test(request.postData() ?? ''),
    );
    await page.goto(list.url);
    await expect(page.getByRole('heading', { name: list.heading, level: 1 })).toBeVisible({
      timeout: 20_000,
    });
    expect(adminDocument.sentWhileHeld).toBe(true);
    // The list took that answer: it did not read its first page again once it had rendered.
    await page.waitForTimeout(1500);
    expect(listReads).toBe(1);
  });
}

test("a reloaded /admin/dashboard counts its figures while the admin check reads the admin's document, and once", async ({
  page,
}) => {
  await adminLogIn(page);
  // The dashboard the login opened has counted its figures before the reload below.
  await expect(page.getByRole('listitem', { name: 'Today' })).toBeVisible({ timeout: 20_000 });
  // The figures' one count without dates: every order waiting for confirmation.
  const isFiguresCount = (request: Request) => {
    const body = request.postData() ?? '';
    return (
      /:runAggregationQuery/.test(request.url()) && body.includes('"placed"') && !body.includes('createdAt')
    );
  };
  let figuresCounts = 0;
  page.on('request', (request) => {
    if (isFiguresCount(request)) figuresCounts += 1;
  });
  // The admin's document is held back until the figures' count has been sent (or 10 s).
  const adminDocument = await holdUntilSent(page, /:batchGet/, isFiguresCount, (request) =>
    /\/admins\//.test(request.postData() ?? ''),
  );
  await page.goto('/admin/dashboard');
  await expect(page.getByRole('listitem', { name: 'Today' })).toBeVisible({ timeout: 20_000 });
  expect(adminDocument.sentWhileHeld).toBe(true);
  // The page took that answer: it did not count its figures again once it had rendered.
  await page.waitForTimeout(1500);
  expect(figuresCounts).toBe(1);
});
