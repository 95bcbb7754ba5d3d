import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { sessionMessages as m } from '../src/features/session/messages';
import { uniqueCustomer, type Credentials, type NewCustomer } from './support/auth';
import { hi, latinWords } from './support/hindi';
import { toast, withToast } from './support/toast';

/** The signup form as a Hindi page labels it. */
async function submitHindiSignup(page: Page, customer: NewCustomer) {
  await page.getByLabel(hi(m.fullName)).fill(customer.name);
  await page.getByLabel(hi(m.email)).fill(customer.email);
  await page.getByLabel(hi(m.mobileNo)).fill(customer.mobile);
  await page.getByLabel(hi(m.password)).fill(customer.password);
  await page.getByRole('button', { name: hi(m.signup), exact: true }).click();
}

async function submitHindiLogin(page: Page, { email, password }: Credentials) {
  await page.getByLabel(hi(m.email)).fill(email);
  await page.getByLabel(hi(m.password)).fill(password);
  await page.getByRole('button', { name: hi(m.login), exact: true }).click();
}

/** The form's card holds no word in Latin letters (inputs' values and e-mail examples aside). */
async function expectNoEnglish(page: Page) {
  const card = page.locator('.auth-card');
  await expect(card).toBeVisible();
  expect(latinWords(await card.innerText())).toEqual([]);
}

test('a new shopper signs up in Hindi (bad input first), logs out and logs back in, all on /hi pages', async ({
  page,
}) => {
  // A signup, a logout and two logins on a shared machine: triple the time budget.
  test.slow();
  await page.goto('/hi/auth?mode=signup');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page.getByRole('heading', { level: 1, name: hi(m.signup) })).toBeVisible();
  await expect(page).toHaveTitle(hi(m.signup));
  await expect(page.getByText(hi(m.signupLead))).toBeVisible();
  await expect(page.getByRole('link', { name: hi(m.toLogin) })).toBeVisible();
  await expectNoEnglish(page);

  // Bad input: every message in Hindi, every value kept.
  const bad = { name: 'Meera', email: 'meera@example', mobile: '98123', password: 'tulsi' };
  await submitHindiSignup(page, bad);
  const field = (label: string) => page.getByLabel(hi(label));
  await expect(field(m.fullName)).toHaveAccessibleDescription(hi(m.invalidFullName));
  await expect(field(m.email)).toHaveAccessibleDescription(hi(m.invalidEmailField));
  await expect(field(m.mobileNo)).toHaveAccessibleDescription(hi(m.invalidMobile));
  await expect(field(m.password)).toHaveAccessibleDescription(hi(m.invalidPassword));
  await expect(page.getByLabel(hi(m.fullName))).toHaveValue(bad.name);
  await expect(page.getByLabel(hi(m.email))).toHaveValue(bad.email);
  await expect(page.getByLabel(hi(m.mobileNo))).toHaveValue(bad.mobile);
  await expect(page.getByLabel(hi(m.fullName))).toBeFocused();
  await expectNoEnglish(page);

  // Good input: registered, logged in, and still on Hindi pages.
  const customer = uniqueCustomer();
  await withToast(page, hi(m.signupSucceeded), () => submitHindiSignup(page, customer));
  await expect(page).toHaveURL('/hi');
  const logout = page.getByRole('button', { name: hi(m.logout), exact: true });
  await expect(logout).toBeVisible();

  // Logout, with the question and its answers in Hindi, leads to the Hindi login.
  await logout.click();
  const dialog = page.getByRole('dialog', { name: hi(m.logoutQuestion) });
  await expect(dialog.getByRole('button', { name: hi(m.no), exact: true })).toBeVisible();
  await withToast(page, hi(m.userLoggedOut), () =>
    dialog.getByRole('button', { name: hi(m.yes), exact: true }).click(),
  );
  await expect(page).toHaveURL('/hi/auth?mode=login');
  await expect(page.getByRole('heading', { level: 1, name: hi(m.login) })).toBeVisible();
  await expect(page.getByText(hi(m.loginLead))).toBeVisible();
  await expect(page.getByRole('link', { name: hi(m.forgotPassword) })).toBeVisible();
  await expectNoEnglish(page);

  // A wrong password: the plain-words failure in Hindi beside the form, the e-mail kept.
  await submitHindiLogin(page, { email: customer.email, password: 'not-the-password' });
  await expect(page.locator('form').getByRole('alert')).toHaveText(hi(m.wrongCredentials));
  await expect(page.getByLabel(hi(m.email))).toHaveValue(customer.email);
  await expectNoEnglish(page);

  await withToast(page, hi(m.loginSucceeded), () => submitHindiLogin(page, customer));
  await expect(page).toHaveURL('/hi');
  await expect(page.getByRole('button', { name: hi(m.logout), exact: true })).toBeVisible();
  await expect(toast(page, m.loginSucceeded)).toHaveCount(0);
});
