import { expect, type Page } from '@playwright/test';

/**
 * A toast notification (react-toastify renders each as an alert in its Notifications region)
 * with this text; a form's own alert with the same text is not one.
 */
export const toast = (page: Page, text: string) =>
  page
    .getByRole('region', { name: /^Notifications/ })
    .getByRole('alert')
    .filter({ hasText: text });

/**
 * Waits until the toast code is loaded and its (empty) container is on the page. A customer's
 * session loads it ahead so that messages still show offline; a connection lost before that
 * finishes gets the message as a plain alert dialog instead. Call it before going offline.
 */
export async function toastsReady(page: Page) {
  await expect(page.getByRole('region', { name: /^Notifications/ })).toBeAttached();
}
