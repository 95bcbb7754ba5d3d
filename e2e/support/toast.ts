import { expect, type Page } from '@playwright/test';
import { hi } from './hindi';

/** The Notifications region's name on an English or a Hindi page (src/components/ui/toast-messages.ts). */
const REGION = new RegExp(`^(?:Notifications|${hi('Notifications Alt+T').split(' ')[0] ?? ''})`);

/**
 * A toast notification (react-toastify renders each as an alert in its Notifications region)
 * with this text; a form's own alert with the same text is not one.
 */
export const toast = (page: Page, text: string) =>
  page.getByRole('region', { name: REGION }).getByRole('alert').filter({ hasText: text });

/**
 * Waits until the toast code is loaded and its (empty) container is on the page. A customer's
 * session loads it ahead so that messages still show offline; a connection lost before that
 * finishes gets the message as a plain alert dialog instead. Call it before going offline.
 */
export async function toastsReady(page: Page) {
  await expect(page.getByRole('region', { name: REGION })).toBeAttached();
}

/**
 * Runs the steps and expects the toast to show meanwhile. A toast lasts 3 s, so it is watched
 * for from the start rather than after the steps' own waits (a slow page could outlast it);
 * the watch ends with the test's own time limit.
 */
export async function withToast<T>(page: Page, text: string, steps: () => Promise<T>): Promise<T> {
  const [result] = await Promise.all([steps(), expect(toast(page, text)).toBeVisible({ timeout: 0 })]);
  return result;
}
