import fs from 'node:fs';
import path from 'node:path';
import { type Page, type Route } from '@playwright/test';
import { expect, test } from './support/test';
import { ports } from '../scripts/ports.mjs';
import { submitAdminLogin, demoAdmin } from './support/admin';

// The image editor of the product form. Where the Storage emulator cannot start (as on machines
// without its downloaded rules runtime) the form says uploads are unavailable and takes
// addresses; the upload states are then shown against a stand-in for the Storage emulator that
// the page talks to instead (routed requests): the real form, resize and SDK, a faked server.
const storageRuns = process.env.STORAGE_EMULATOR_AVAILABLE === 'true';
const { storage: STORAGE_PORT } = ports() as { storage: number };
const STORAGE_ORIGIN = `http://127.0.0.1:${String(STORAGE_PORT)}`;
const SCREENSHOTS = path.resolve('screenshots');

test.beforeEach(() => {
  test.slow();
});

const editor = (page: Page) => page.getByRole('group', { name: 'Images' });
const imageList = (page: Page) => editor(page).getByRole('list', { name: 'Product images' });
const addresses = async (page: Page) =>
  (await imageList(page).locator('.images-editor__address').allTextContents()).map((address) =>
    address.replace(/^.*\//, ''),
  );

/** The demo admin's login; the first of a run may wait long for the admin chunk on a busy machine. */
async function adminLogIn(page: Page) {
  await submitAdminLogin(page, demoAdmin);
  await expect(page).toHaveURL('/admin/dashboard', { timeout: 60_000 });
}

async function openNewProductForm(page: Page) {
  await page.goto('/admin/products/new');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 20_000 });
}

async function addAddress(page: Page, address: string) {
  await editor(page).getByLabel('Image address').fill(address);
  await editor(page).getByLabel('Image address').press('Enter');
}

for (const size of [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'phone', width: 375, height: 812 },
]) {
  test(`image addresses, keyboard reorder and remove at ${size.width} px`, async ({ page }) => {
    await page.setViewportSize(size);
    await adminLogIn(page);
    await openNewProductForm(page);
    if (!storageRuns) {
      await expect(editor(page).getByRole('note')).toHaveText(
        'Image uploads are unavailable here: Cloud Storage is not running. Add image addresses instead.',
      );
      await expect(editor(page).getByLabel('Choose images')).toHaveCount(0);
    }
    // The shop's own files (this local server is plain http://, whose addresses are refused).
    for (const name of ['neem-tulsi-soap-1.svg', 'tulsi-cough-syrup-1.svg', 'amla-juice-1.svg']) {
      await addAddress(page, `/products/${name}`);
    }
    await addAddress(page, 'http://example.com/a.jpg');
    await expect(
      editor(page).getByText(
        'Please use image addresses that start with https:// (or the shop’s own /products/ files).',
      ),
    ).toBeVisible();
    expect(await addresses(page)).toEqual([
      'neem-tulsi-soap-1.svg',
      'tulsi-cough-syrup-1.svg',
      'amla-juice-1.svg',
    ]);

    // Keyboard dragging: Space picks image 3 up, ArrowUp moves it, Space drops it; screen
    // readers hear each step.
    const liveRegion = page.locator('[id^="DndLiveRegion"]');
    await editor(page).getByRole('button', { name: 'Drag image 3 to reorder' }).focus();
    await page.keyboard.press('Space');
    // Picked up, it is over its own place at once.
    await expect(liveRegion).toContainText('Image 3 is over position 3 of 3.');
    // dnd-kit listens for the arrows only from the frame after the pick-up: an arrow pressed in
    // between is not seen (a person presses it again), so press it again while nothing moved.
    await expect(async () => {
      if ((await liveRegion.textContent())?.includes('over position 3 of 3'))
        await page.keyboard.press('ArrowUp');
      await expect(liveRegion).toContainText('Image 3 is over position 2 of 3.', { timeout: 1000 });
    }).toPass({ timeout: 10_000 });
    await page.keyboard.press('Space');
    await expect(liveRegion).toContainText('Image 3 dropped at position 2.');
    await expect
      .poll(() => addresses(page))
      .toEqual(['neem-tulsi-soap-1.svg', 'amla-juice-1.svg', 'tulsi-cough-syrup-1.svg']);

    // The arrows: image 2 up makes it the cover.
    await editor(page).getByRole('button', { name: 'Move image 2 up' }).press('Enter');
    await expect
      .poll(() => addresses(page))
      .toEqual(['amla-juice-1.svg', 'neem-tulsi-soap-1.svg', 'tulsi-cough-syrup-1.svg']);
    await expect(imageList(page).getByRole('listitem').first().getByText('Cover')).toBeVisible();

    await editor(page).getByRole('button', { name: 'Remove image 3' }).click();
    await expect.poll(() => addresses(page)).toEqual(['amla-juice-1.svg', 'neem-tulsi-soap-1.svg']);
  });
}

/** A raster photo the browser can decode, drawn in the page (the shop's own images are SVG). */
async function photo(page: Page, name: string, color: string) {
  const base64 = await page.evaluate((fill) => {
    const canvas = document.createElement('canvas');
    canvas.width = 900;
    canvas.height = 700;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no canvas');
    context.fillStyle = fill;
    context.fillRect(0, 0, 900, 700);
    context.fillStyle = '#fff';
    context.beginPath();
    context.arc(450, 350, 200, 0, Math.PI * 2);
    context.fill();
    return canvas.toDataURL('image/png').split(',')[1] ?? '';
  }, color);
  return { name, mimeType: 'image/png', buffer: Buffer.from(base64, 'base64') };
}

const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-headers': '*',
  'access-control-allow-methods': 'GET, POST, DELETE, OPTIONS',
  'access-control-expose-headers': '*',
};

/**
 * Answers the page's Storage requests: the availability probe, and uploads — the full image of
 * neem goes through and its card variant stays pending (so neem shows its progress), tulsi
 * stays pending at 0 %, and broken is refused (403).
 */
async function standInStorage(page: Page) {
  const pending: Route[] = [];
  await page.route(`${STORAGE_ORIGIN}/**`, async (route) => {
    const request = route.request();
    if (request.method() === 'OPTIONS') return route.fulfill({ status: 204, headers: CORS });
    const name = new URL(request.url()).searchParams.get('name') ?? '';
    if (request.method() !== 'POST') return route.fulfill({ status: 200, headers: CORS, body: '' });
    if (name.includes('-broken')) {
      return route.fulfill({
        status: 403,
        headers: CORS,
        contentType: 'application/json',
        body: JSON.stringify({ error: { code: 403, message: 'Permission denied.' } }),
      });
    }
    if (name.includes('-neem') && !name.endsWith('.card.webp')) {
      return route.fulfill({
        status: 200,
        headers: CORS,
        contentType: 'application/json',
        body: JSON.stringify({
          name,
          bucket: 'demo-ayurveda-shop.appspot.com',
          contentType: 'image/webp',
          size: '1000',
          generation: '1',
          metageneration: '1',
          timeCreated: new Date().toISOString(),
          updated: new Date().toISOString(),
        }),
      });
    }
    pending.push(route);
  });
  return pending;
}

test('uploads in progress and a failed file, shown against a stand-in Storage', async ({ page }) => {
  await standInStorage(page);
  fs.mkdirSync(SCREENSHOTS, { recursive: true });
  await adminLogIn(page);
  for (const size of [
    { width: 1280, height: 900 },
    { width: 375, height: 812 },
  ]) {
    await page.setViewportSize(size);
    await openNewProductForm(page);
    const files = [
      await photo(page, 'neem.png', '#2f7d55'),
      await photo(page, 'tulsi.png', '#e0a526'),
      await photo(page, 'broken.png', '#a52a1f'),
    ];
    await editor(page).getByLabel('Choose images').setInputFiles(files);
    const uploads = editor(page).getByRole('list', { name: 'Uploads' });
    await expect(uploads.getByRole('alert')).toHaveText('Image broken.png upload failed.');
    // neem's full image is up: its progress counts it (the card variant is still going).
    await expect(uploads.getByRole('progressbar', { name: 'Uploading neem.png' })).not.toHaveAttribute(
      'value',
      '0',
    );
    await expect(uploads.getByRole('progressbar', { name: 'Uploading tulsi.png' })).toBeVisible();
    await expect(page.getByRole('button', { name: /Add Product/ })).toBeDisabled();
    await uploads.scrollIntoViewIfNeeded();
    await page.screenshot({
      path: path.join(SCREENSHOTS, `admin-product-form-uploading-${String(size.width)}.png`),
    });

    // A canceled upload leaves the list; the failed one stays until dismissed.
    await uploads.getByRole('button', { name: 'Cancel tulsi.png' }).click();
    await expect(uploads.getByText('tulsi.png')).toHaveCount(0);
    await expect(uploads.getByText('neem.png')).toBeVisible();
  }
});
