import { expect, test } from '@playwright/test';
import { products } from '../scripts/seed/catalogue.mjs';

test('the home page lists seeded products read from Firestore', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const favourites = page.getByRole('region', { name: 'Customer favourites' });
  const topRated = [...products].sort((a, b) => b.rating.rate - a.rating.rate || b.id - a.id).slice(0, 3);
  for (const product of topRated) {
    await expect(favourites.getByText(product.title.slice(0, 40), { exact: true })).toBeVisible();
  }
  await expect(favourites.getByText('₹').first()).toBeVisible();
});
