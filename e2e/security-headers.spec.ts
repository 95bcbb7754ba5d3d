import type { Page } from '@playwright/test';
import { expect, test } from './support/test';

/** Another site, which puts the shop's admin area into a frame (clickjacking). */
const FRAMING_SITE = 'https://framing.test/';

/**
 * Opens the other site with /admin/dashboard in a frame. Both pass through Playwright's routing
 * (the admin page as the shop served it, `headers` applied), so the two tests below differ only
 * in the headers the frame gets.
 */
async function frameAdminPage(
  page: Page,
  baseURL: string,
  headers: (served: Record<string, string>) => Record<string, string>,
) {
  await page.route(FRAMING_SITE, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><title>Framing</title><iframe src="${baseURL}/admin/dashboard" width="800" height="600"></iframe>`,
    }),
  );
  await page.route(`${baseURL}/admin/dashboard`, async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, headers: headers(response.headers()) });
  });
  await page.goto(FRAMING_SITE);
  const iframe = page.locator('iframe');
  await expect(iframe).toBeAttached();
  const frame = await (await iframe.elementHandle()).contentFrame();
  if (!frame) throw new Error('the framing page has no frame');
  await frame.waitForLoadState();
  return frame;
}

test('another site cannot show an admin page in a frame', async ({ page, baseURL }) => {
  const response = await page.request.get('/admin/dashboard');
  expect(response.headers()['x-frame-options']).toBe('DENY');
  expect(response.headers()['content-security-policy']).toContain("frame-ancestors 'none'");

  const frame = await frameAdminPage(page, baseURL ?? '', (served) => served);
  // Chromium shows its own error page in place of a refused frame; the shop never runs there.
  await expect.poll(() => frame.url()).toBe('chrome-error://chromewebdata/');
  await expect(page.frameLocator('iframe').locator('#root')).toHaveCount(0);
});

test('the same frame shows the shop once the headers are taken away (the refusal is theirs)', async ({
  page,
  baseURL,
}) => {
  const frame = await frameAdminPage(page, baseURL ?? '', (served) => {
    const headers = { ...served };
    delete headers['x-frame-options'];
    delete headers['content-security-policy'];
    return headers;
  });
  await expect(frame.locator('#root')).toBeAttached();
  expect(frame.url()).toContain('/admin');
});

/** Puts an inline script into the page after load, as an injection would. */
async function injectScript(page: Page) {
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'document.title = "injected"';
    document.head.append(script);
  });
}

test('the watch records a script the policy refuses', async ({ page, cspViolations }) => {
  await page.goto('/about');
  await injectScript(page);
  await expect.poll(() => cspViolations.length).toBe(1);
  expect(cspViolations[0]).toMatchObject({ directive: 'script-src-elem', blocked: 'inline' });
  await expect(page).not.toHaveTitle('injected');
  // Seen: this test is about the record; the next one about what the record does to a test.
  cspViolations.length = 0;
});

test('a refused script fails the test that met it', async ({ page }) => {
  // Playwright reports this test as failed unless it fails: the watch's check at the end must
  // find the violation (the test's own steps are the ones the test above passes with).
  test.fail();
  await page.goto('/about');
  await injectScript(page);
});
