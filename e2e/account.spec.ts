import type { Page } from '@playwright/test';
import { adminLogIn } from './support/admin';
import { logIn, signUp, uniqueCustomer } from './support/auth';
import { addFromProductPage, cartBadge, cartLine, seedProduct } from './support/cart';
import {
  goodOrder,
  openOrderForm,
  orderIdOf,
  placeOrderAndCatchChat,
  readOrder,
  stubWhatsapp,
} from './support/checkout';
import { placeOrderAsNewCustomer } from './support/order-moves';
import { hi, latinWords } from './support/hindi';
import { toast } from './support/toast';
import { accountMessages } from '../src/features/account/messages';
import {
  accountFieldMessages,
  addressMessages,
  credentialMessages,
} from '../src/lib/validation/credential-messages';
import { expect, test } from './support/test';

const authHost = process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099';
const projectId = process.env.GCLOUD_PROJECT ?? 'demo-ayurveda-shop';

// Each test signs a customer up and walks several pages: more than the default 30 s on a loaded machine.
test.describe.configure({ timeout: 120_000 });

const RESET_SENT =
  'If an account exists for this Email, we have sent it a link to choose a new password. Please check your inbox.';

async function openAccount(page: Page) {
  await page.getByRole('link', { name: 'My account' }).click();
  await expect(page).toHaveURL('/account');
  await expect(page.getByRole('heading', { name: 'My account', level: 1 })).toBeVisible();
}

const section = (page: Page, name: string) => page.getByRole('region', { name });

async function addAddress(page: Page, address: string) {
  const addresses = section(page, 'Saved delivery addresses');
  await addresses.getByLabel('Address', { exact: true }).last().fill(address);
  await addresses.getByRole('button', { name: 'Add address' }).click();
  await expect(addresses.getByRole('list', { name: 'Saved delivery addresses' })).toContainText(address);
}

test('a customer edits their name and mobile on /account', async ({ page }) => {
  await signUp(page);
  await openAccount(page);
  const details = section(page, 'Your details');
  await details.getByLabel('Full Name').fill('Meera');
  await details.getByRole('button', { name: 'Save details' }).click();
  await expect(details.getByText('Please enter your valid full name')).toBeVisible();
  await expect(details.getByLabel('Full Name')).toHaveValue('Meera');

  await details.getByLabel('Full Name').fill('Meera Krishnan');
  await details.getByLabel('Mobile No').fill('09123456789');
  await details.getByRole('button', { name: 'Save details' }).click();
  await expect(toast(page, 'Your details were saved')).toBeVisible();
  await page.reload();
  await expect(section(page, 'Your details').getByLabel('Full Name')).toHaveValue('Meera Krishnan');
  await expect(section(page, 'Your details').getByLabel('Mobile No')).toHaveValue('09123456789');
});

// The account page's forms use the sign-up form's field rules and their messages (the session's
// texts): on /hi/account each must be in Hindi, which the test's untranslated watch also checks.
test('on /hi/account every form answers bad input in Hindi', async ({ page }) => {
  await signUp(page);
  await page.goto('/hi/account');
  await expect(page.getByRole('heading', { name: hi(accountMessages.title), level: 1 })).toBeVisible();

  const details = section(page, hi(accountMessages.detailsTitle));
  await details.getByLabel(hi(accountMessages.name)).fill('Meera');
  await details.getByLabel(hi(accountMessages.mobile)).fill('12');
  await details.getByRole('button', { name: hi(accountMessages.saveDetails) }).click();
  await expect(details.getByText(hi(accountFieldMessages.invalidFullName))).toBeVisible();
  await expect(details.getByText(hi(accountFieldMessages.invalidMobile))).toBeVisible();

  const password = section(page, hi(accountMessages.passwordTitle));
  await password.getByLabel(hi(accountMessages.newPassword)).fill('short');
  await password.getByRole('button', { name: hi(accountMessages.changePassword) }).click();
  await expect(password.getByText(hi(accountMessages.currentPasswordMissing))).toBeVisible();
  await expect(password.getByText(hi(credentialMessages.invalidPassword))).toBeVisible();

  const addresses = section(page, hi(accountMessages.addressesTitle));
  await addresses.getByLabel(hi(accountMessages.address), { exact: true }).last().fill('x');
  await addresses.getByRole('button', { name: hi(accountMessages.addAddress) }).click();
  await expect(addresses.getByText(hi(addressMessages.invalidAddress))).toBeVisible();

  expect(latinWords(await page.locator('main').innerText(), ['Meera', 'short'])).toEqual([]);
});

test('two saved addresses: checkout offers them, the second chosen is prefilled and ordered', async ({
  page,
  context,
}) => {
  await stubWhatsapp(context);
  await signUp(page);
  await openAccount(page);
  const first = '7 Neem Street, Bani Park, Jaipur, India';
  const second = '21 Tulsi Marg, Kothrud, Pune, India';
  await addAddress(page, first);
  await addAddress(page, second);
  await expect(
    section(page, 'Saved delivery addresses')
      .getByRole('list', { name: 'Saved delivery addresses' })
      .getByRole('listitem'),
  ).toHaveText([new RegExp(second), new RegExp(first)]);

  await addFromProductPage(page, seedProduct(2), 1);
  await cartBadge(page, 1).click();
  await openOrderForm(page);
  const picker = page.getByRole('group', { name: 'Your saved addresses' });
  await expect(picker.getByRole('radio')).toHaveCount(3);
  await expect(page.getByLabel('Your Address')).toHaveValue(second);
  await picker.getByRole('radio', { name: first }).check();
  await expect(page.getByLabel('Your Address')).toHaveValue(first);
  await page.getByLabel('Your Contact #').fill(goodOrder.number);
  const chat = await placeOrderAndCatchChat(page);
  const orderId = orderIdOf(new URL(chat.url()).searchParams.get('text') ?? '');
  await chat.close();
  // Home once the order is placed and its address put first among the saved ones.
  await expect(page).toHaveURL('/');
  const stored = await readOrder(orderId);
  expect(stored.fields.address).toEqual({ stringValue: first });

  // The address used goes first for next time.
  await page.goto('/account');
  await expect(
    section(page, 'Saved delivery addresses')
      .getByRole('list', { name: 'Saved delivery addresses' })
      .getByRole('listitem'),
  ).toHaveText([new RegExp(first), new RegExp(second)]);
});

test('forgot password: the same words for any e-mail; the reset link changes the password', async ({
  page,
  browser,
}) => {
  const customer = await signUp(page);
  await page.context().close();
  const visitor = await browser.newPage();
  await visitor.goto('/auth?mode=login');
  await visitor.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(visitor).toHaveURL('/forgot-password');

  await visitor.getByLabel('Email').fill(`nobody.${String(Date.now())}@example.com`);
  await visitor.getByRole('button', { name: 'Send reset link' }).click();
  await expect(visitor.getByRole('status')).toHaveText(RESET_SENT);

  await visitor.getByLabel('Email').fill(customer.email);
  await visitor.getByRole('button', { name: 'Send reset link' }).click();
  await expect(visitor.getByRole('status')).toHaveText(RESET_SENT);

  // The Auth emulator keeps the e-mail's link instead of sending it. The page said the same words
  // after the first request, so they do not tell that the second one has been answered: wait for
  // its link.
  const resetLinks = async () => {
    const codes = (await (
      await fetch(`http://${authHost}/emulator/v1/projects/${projectId}/oobCodes`)
    ).json()) as { oobCodes: { email: string; requestType: string; oobCode: string; oobLink: string }[] };
    return codes.oobCodes.filter(
      (code) => code.email === customer.email && code.requestType === 'PASSWORD_RESET',
    );
  };
  await expect.poll(async () => (await resetLinks()).length).toBe(1);
  const reset = await resetLinks();
  expect(reset).toHaveLength(1);
  // Following the link: what Firebase's reset page does with it and the new password.
  const newPassword = 'new-neem-leaf-77';
  const link = new URL(reset[0]?.oobLink ?? '');
  const response = await fetch(
    `http://${authHost}/identitytoolkit.googleapis.com/v1/accounts:resetPassword?key=${link.searchParams.get('apiKey') ?? 'fake'}`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ oobCode: link.searchParams.get('oobCode'), newPassword }),
    },
  );
  expect(response.ok).toBe(true);

  await visitor.goto('/auth?mode=login');
  await visitor.getByLabel('Email').fill(customer.email);
  await visitor.getByLabel('Password').fill(customer.password);
  await visitor.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(
    visitor.getByRole('alert').filter({ hasText: 'Incorrect Email or password' }).first(),
  ).toBeVisible();
  await logIn(visitor, { email: customer.email, password: newPassword });
});

test('a customer cancels a placed order while an admin watches the list; Order again fills the cart', async ({
  browser,
}) => {
  // A sign-up, an order, an admin's login and live lists: about 30 s on a busy two-core machine.
  test.slow();
  const { page, orderId } = await placeOrderAsNewCustomer(browser, 2);
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await adminLogIn(admin);
  await admin.goto('/admin/orders');
  const row = admin.getByRole('row').filter({ hasText: orderId });
  await expect(row).toContainText(/placed/i);

  await page.goto('/track-order');
  const card = page
    .getByRole('list', { name: 'Your orders' })
    .getByRole('listitem', { name: `Order ${orderId}` });
  await expect(card.getByText('Status: Placed')).toBeVisible();
  await card.getByRole('button', { name: 'Cancel order' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Yes, cancel it' }).click();
  await expect(toast(page, 'Your order was cancelled')).toBeVisible();
  await expect(card.getByText('Status: Cancelled')).toBeVisible();
  await expect(card.getByRole('list', { name: 'History' }).getByRole('listitem')).toHaveText([
    /^Placed/,
    /^Cancelled by you/,
  ]);
  await expect(card.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);

  // The admin's list follows without a reload; the order's page says who cancelled it.
  await expect(row).toContainText(/cancelled/i);
  await row.getByRole('link').first().click();
  await expect(admin.getByRole('list', { name: 'Timeline' })).toContainText('by the customer');
  await adminContext.close();

  // Order again: the order's product goes back into the cart, and the shopper lands there.
  await card.getByRole('button', { name: 'Order again' }).click();
  await expect(page).toHaveURL('/cart');
  await expect(cartLine(page, seedProduct(2))).toBeVisible();
  await page.context().close();
});

test('a customer deletes their account and cannot log in again; the admin users list drops them', async ({
  page,
  browser,
}) => {
  const customer = await signUp(page, uniqueCustomer());
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await adminLogIn(admin);
  await admin.goto('/admin/users');
  const row = admin.getByRole('row').filter({ hasText: customer.email });
  await expect(row).toBeVisible();

  await openAccount(page);
  const leave = section(page, 'Delete my account');
  await expect(leave).toContainText('Your orders stay with the shop for its records.');
  await leave.getByLabel('Your password').fill('not-my-password');
  await leave.getByRole('button', { name: 'Delete my account' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Yes, delete my account' }).click();
  await expect(leave.getByRole('alert')).toHaveText(
    'Your current password is not correct. Please try again.',
  );

  await leave.getByLabel('Your password').fill(customer.password);
  await leave.getByRole('button', { name: 'Delete my account' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Yes, delete my account' }).click();
  await expect(page).toHaveURL('/');
  await expect(toast(page, 'Your account was deleted. Thank you for shopping with us.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Login' }).first()).toBeVisible();
  // The admin's live list follows.
  await expect(row).toHaveCount(0);
  await adminContext.close();

  await page.goto('/auth?mode=login');
  await page.getByLabel('Email').fill(customer.email);
  await page.getByLabel('Password').fill(customer.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: /Incorrect Email or password|No account was found/ })
      .first(),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/auth\?mode=login/);
});

test('the account page fits a 375 px phone', async ({ page }) => {
  await signUp(page);
  // The header's links fold into a menu on a phone: signed up at the desktop size, then narrowed.
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/account');
  await addAddress(page, '12 Lotus Lane, C-Scheme, Jaipur, Rajasthan 302001, India');
  // The address's toast slides in from the screen's edge: the page is measured once it is gone.
  await expect(page.locator('.Toastify__toast')).toHaveCount(0);
  const tooWide = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    // A box past the screen's edge, or text running out of its box (a long e-mail, an address).
    return [...document.querySelectorAll('body *')]
      .filter(
        (element) =>
          element.getBoundingClientRect().right > width + 0.5 ||
          (getComputedStyle(element).overflowX === 'visible' &&
            element.scrollWidth > element.clientWidth + 1),
      )
      .map((element) => `${element.tagName}.${element.className}`);
  });
  expect(tooWide).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});
