import type { Page } from '@playwright/test';

/** A toast notification (react-toastify renders each as an alert) with this text. */
export const toast = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });
