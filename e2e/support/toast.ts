import type { Page } from '@playwright/test';

/**
 * A toast notification with this text: react-toastify renders each as an alert inside its
 * "Notifications" region (pages may show alerts of their own with the same words).
 */
export const toast = (page: Page, text: string) =>
  page
    .getByRole('region', { name: /^Notifications/ })
    .getByRole('alert')
    .filter({ hasText: text });
