import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { adminLogIn, demoAdmin, uniqueAdmin } from './support/admin';
import { seededLines, uniqueOrderId, writeOrder } from './support/admin-orders';
import { writeDocumentAsOwner } from './support/emulator-documents';

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

/** An admin document written straight to the emulator (its account need not exist to be listed). */
async function writeAdmin(email: string): Promise<string> {
  await writeDocumentAsOwner(`admins/${email}`, {
    email,
    uid: 'e2e-tap-target-admin',
    createdAt: new Date(),
    createdBy: demoAdmin.email,
  });
  return email;
}

/**
 * Every control on the page a finger would tap that is smaller than 44 × 44 px, as
 * "name W×H". A checkbox inside a label counts as its label (the label is what takes the tap).
 * Left out, as WCAG 2.5.8 leaves them out: a link inside a sentence of running text (p a), and
 * the skip link, which is off screen until a keyboard focuses it.
 */
function smallTargets(page: Page, where: string): Promise<string[]> {
  return page.evaluate((where) => {
    const controls = document.querySelectorAll<HTMLElement>(
      'a[href], button, select, textarea, input:not([type="hidden"]), summary',
    );
    const small: string[] = [];
    for (const control of controls) {
      if (control.matches('.skip-link, p a')) continue;
      const target = (control instanceof HTMLInputElement && control.closest('label')) || control;
      const box = target.getBoundingClientRect();
      // Not drawn, or drawn 1 px and visually hidden behind a label that is the target.
      if (box.width <= 1 || box.height <= 1 || getComputedStyle(control).visibility === 'hidden') continue;
      if (box.width >= 44 && box.height >= 44) continue;
      const name = (control.getAttribute('aria-label') ?? control.textContent).replace(/\s+/g, ' ').trim();
      small.push(`${where}: ${name || control.tagName} ${box.width.toFixed(1)}×${box.height.toFixed(1)}`);
    }
    return small;
  }, where);
}

test('at 375 px every button, link, checkbox and select of the admin pages is at least 44 px each way', async ({
  page,
}) => {
  const orderId = uniqueOrderId();
  await writeOrder({
    id: orderId,
    name: 'Tap Target',
    number: '09876543210',
    address: '12 MG Road, Jaipur',
    lines: await seededLines([{ id: 1, amount: 2 }]),
  });
  // A second admin, so that the admins page shows another admin's row actions.
  const helper = await writeAdmin(uniqueAdmin().email);
  await adminLogIn(page);
  const small: string[] = [];
  const visit = async (path: string, ready: Locator) => {
    await page.goto(path);
    await expect(ready).toBeVisible({ timeout: 20_000 });
    small.push(...(await smallTargets(page, path)));
  };

  // The chart (and its table's toggle) comes in a chunk of its own: wait for it.
  await visit('/admin/dashboard', page.getByText('Orders per day as a table'));
  await visit('/admin/products', page.getByRole('link', { name: /^Edit product \d+$/ }).first());
  await visit('/admin/products/new', page.getByRole('button', { name: 'Add Product' }));
  await visit('/admin/products/edit/1', page.getByRole('button', { name: 'Remove image 1' }));
  await visit('/admin/orders', page.getByRole('link', { name: orderId }));
  await visit(`/admin/orders/${orderId}`, page.getByRole('link', { name: /^WhatsApp the customer/ }));
  await visit('/admin/users', page.getByRole('link', { name: 'Asha Verma' }));
  await page.getByRole('link', { name: 'Asha Verma' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /Asha Verma/ })).toBeVisible();
  small.push(...(await smallTargets(page, 'a customer')));
  await visit(
    '/admin/admins',
    page.getByRole('row').filter({ hasText: helper }).getByRole('button', { name: 'Delete' }),
  );
  // The confirm of a Delete is tapped too.
  await page.getByRole('row').filter({ hasText: helper }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  small.push(...(await smallTargets(page, 'the Delete confirm')));

  expect(small).toEqual([]);
});
