import { expect, test } from './support/test';
import { cardTitle, sortedProducts } from './catalog-helpers';

test('the home page shows the hero and a tile per category, each leading to its shop page', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ayurvedic care for body, hair and home');
  const tiles = page.getByRole('region', { name: 'Shop by category' });
  for (const name of [
    'Capsules & Powders',
    'Juices & Syrups',
    'Soaps',
    'Shampoos',
    'Fast Cones',
    'Mosquito Repellants',
    'Dhoopa',
  ]) {
    await expect(tiles.getByRole('link', { name: new RegExp(`^${name}`) })).toBeVisible();
  }
  await tiles.getByRole('link', { name: /^Juices & Syrups/ }).click();
  await expect(page).toHaveURL('/shop/category/juiceSyrup');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Juices & Syrups');
});

test('the home page lists the top-rated seeded products once scrolled to', async ({ page }) => {
  await page.goto('/');
  const favourites = page.getByRole('region', { name: 'Customer favourites' });
  await favourites.scrollIntoViewIfNeeded();
  for (const product of sortedProducts('RHTL').slice(0, 4)) {
    await expect(favourites.getByRole('link', { name: cardTitle(product), exact: true })).toBeVisible();
  }
});

test('the testimonial carousel shows three of four at a time and moves on every 5 seconds', async ({
  page,
}) => {
  await page.clock.install();
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  const section = page.getByRole('region', { name: 'What our customers say' });
  await section.scrollIntoViewIfNeeded();
  const carousel = section.locator('.swiper');
  await expect(carousel).toBeVisible();
  const slides = carousel.locator('.swiper-slide');
  await expect(slides).toHaveCount(4);
  await expect(slides.first()).toContainText('Meera Joshi');
  await expect(slides.first()).toContainText('Jaipur, Rajasthan');

  // Three slides fill the width at 1280 px.
  const box = await carousel.boundingBox();
  const slideBox = await slides.first().boundingBox();
  expect(box && slideBox && Math.round(box.width / slideBox.width)).toBe(3);

  const active = carousel.locator('.swiper-slide-active');
  await expect(active).toContainText('Meera Joshi');
  await page.clock.runFor(5200);
  await expect(active).toContainText('Arjun Nair');

  // The pause button stops it.
  await section.getByRole('button', { name: 'Pause testimonials' }).click();
  await page.clock.runFor(12_000);
  await expect(active).toContainText('Arjun Nair');
  await expect(section.getByRole('button', { name: 'Play testimonials' })).toBeVisible();
});

for (const { width, perView } of [
  { width: 900, perView: 2 },
  { width: 375, perView: 1 },
]) {
  test(`the carousel shows ${perView} testimonial(s) at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/');
    const section = page.getByRole('region', { name: 'What our customers say' });
    await section.scrollIntoViewIfNeeded();
    const carousel = section.locator('.swiper');
    await expect(carousel.locator('.swiper-slide')).toHaveCount(4);
    const box = await carousel.boundingBox();
    const slideBox = await carousel.locator('.swiper-slide').first().boundingBox();
    expect(box && slideBox && Math.round(box.width / slideBox.width)).toBe(perView);
  });
}
