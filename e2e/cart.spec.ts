import { expect, test } from '@playwright/test';

// The signed-in cart and ordering journeys need the login page (accounts work) and the product
// page's add-to-cart form (catalogue work); they join this file when those land.

test('a visitor opening the cart is sent to the login page', async ({ page }) => {
  await page.goto('/cart');
  await expect(page).toHaveURL(/\/auth\?mode=login$/);
});

test('a visitor opening the order form is sent to the login page', async ({ page }) => {
  await page.goto('/cart/order');
  await expect(page).toHaveURL(/\/auth\?mode=login$/);
});

test('a visitor tracking orders is asked to log in', async ({ page }) => {
  await page.goto('/track-order');
  await expect(page.getByRole('heading', { level: 1, name: 'Track your order' })).toBeVisible();
  await expect(page.getByText('Please log in to see your orders.')).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/auth\?mode=login$/);
});
