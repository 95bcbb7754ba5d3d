import { type Page, type Request } from '@playwright/test';
import { expect, test } from './support/test';
import { collectProblems } from './support/page-problems';
import { adminLogIn, notice } from './support/admin';
import { demoCustomer, signUp } from './support/auth';
import { addFromProductPage, cartBadge, productPath, seedProduct } from './support/cart';
import { goodOrder, readOrder, stubWhatsapp } from './support/checkout';
import { APP_ENTRY, holdUntilSent } from './support/hold-request';
import { chunkOf } from './support/chunks';
import { hi } from './support/hindi';
import { accountMessages as account } from '../src/features/account/messages';
import { cartMessages as cart } from '../src/features/cart/messages';
import { sessionMessages as session } from '../src/features/session/messages';

const neemSoap = seedProduct(9);

const alternates = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLLinkElement>('link[rel="alternate"][hreflang]')].map((link) => [
      link.hreflang,
      new URL(link.href).pathname,
    ]),
  );

test.describe('Hindi pages', () => {
  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    for (const path of ['/hi', '/hi/shop/category/all']) {
      test(`${path} arrives as Hindi HTML with lang="hi" and hreflang alternates`, async ({ page }) => {
        await page.goto(path);
        await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
        const english = path === '/hi' ? '/' : path.slice('/hi'.length);
        expect(await alternates(page)).toEqual([
          ['en', english],
          ['hi', path],
          ['x-default', english],
        ]);
        await expect(page.getByRole('navigation', { name: 'मुख्य' })).toBeVisible();
        await expect(page.getByRole('link', { name: 'Read this page in English' })).toHaveAttribute(
          'href',
          english,
        );
      });
    }
  });

  test.describe('pre-rendered Hindi home, read without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('has a Hindi <title>, meta description and footer', async ({ page }) => {
      await page.goto('/hi');
      await expect(page).toHaveTitle(/ — शरीर, बालों और घर के लिए आयुर्वेदिक देखभाल$/);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute(
        'content',
        /^आयुर्वेदिक साबुन, शैम्पू, चूर्ण/,
      );
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        'शरीर, बालों और घर के लिए आयुर्वेदिक देखभाल',
      );
      const footer = page.getByRole('contentinfo');
      await expect(footer.getByRole('heading', { name: 'श्रेणियाँ' })).toBeVisible();
      await expect(footer.getByRole('link', { name: 'नियम और शर्तें' })).toHaveAttribute('href', '/hi/terms');
      await expect(footer).toContainText('पूरे भारत में कैश ऑन डिलीवरी।');
      await expect(footer).not.toContainText('Categories');
    });
  });

  test('a Hindi product page shows the product’s Hindi title and details, and its title in the tab', async ({
    page,
  }) => {
    const problems = collectProblems(page);
    await page.goto(`/hi${productPath(neemSoap)}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(neemSoap.subTitle);
    await expect(page.getByText(neemSoap.title, { exact: true })).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('region', { name: 'उत्पाद विवरण' })).toContainText(neemSoap.hDetails);
    await expect(page).toHaveTitle(neemSoap.subTitle);
    expect(problems).toEqual([]);
  });

  test('the Hindi home hydrates without errors and links stay in Hindi', async ({ page }) => {
    const problems = collectProblems(page);
    await page.goto('/hi');
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await page.getByRole('navigation', { name: 'मुख्य' }).getByRole('link', { name: 'दुकान' }).click();
    await expect(page).toHaveURL(/\/hi\/shop\/category\/all$/);
    await expect(page.getByRole('status').filter({ hasText: 'उत्पाद दिखाए जा रहे हैं' })).toBeVisible();
    expect(problems).toEqual([]);
  });

  test('the switch keeps the shopper on the same product, and on the same category and sort', async ({
    page,
  }) => {
    await page.goto(productPath(neemSoap));
    await page.getByRole('link', { name: 'यह पेज हिन्दी में पढ़ें' }).click();
    await expect(page).toHaveURL(`/hi${productPath(neemSoap)}`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await expect(page.getByRole('button', { name: 'कार्ट में डालें' })).toBeVisible();
    // Its alternates name this product, though its HTML is the frame of every product.
    await expect.poll(() => alternates(page)).toContainEqual(['en', productPath(neemSoap)]);

    await page.goto('/shop/category/soap?sort=PLTH');
    await page.getByRole('link', { name: 'यह पेज हिन्दी में पढ़ें' }).click();
    await expect(page).toHaveURL('/hi/shop/category/soap?sort=PLTH');
    await page.getByRole('link', { name: 'Read this page in English' }).click();
    await expect(page).toHaveURL('/shop/category/soap?sort=PLTH');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('the Devanagari web font changes Hindi letters only: Latin text keeps its font and its place', async ({
    page,
  }) => {
    await page.goto('/hi/shop/category/soap');
    const widths = () =>
      page.evaluate(() =>
        ['.brand__name', 'a.language-switch'].map(
          (selector) => document.querySelector(selector)?.getBoundingClientRect().width,
        ),
      );
    await expect(page.locator('html')).toHaveClass(/\bdevanagari-font\b/);
    await page.evaluate(() => document.fonts.ready);
    const withFont = await widths();
    await page.evaluate(() => {
      document.documentElement.classList.remove('devanagari-font');
    });
    expect(await widths()).toEqual(withFont);
    expect(withFont.every((width) => typeof width === 'number' && width > 0)).toBe(true);
  });

  test('a browser that prefers Hindi is offered it once; dismissed, it is not offered again', async ({
    browser,
  }) => {
    const context = await browser.newContext({ locale: 'hi-IN' });
    const page = await context.newPage();
    await page.goto('/about');
    const offer = page.getByRole('complementary', { name: 'यह पेज हिन्दी में पढ़ें' });
    await expect(offer).toContainText('यह दुकान हिन्दी में भी है।');
    await offer.getByRole('button', { name: 'नहीं, धन्यवाद' }).click();
    await expect(offer).toBeHidden();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(offer).toBeHidden();
    await context.close();
  });
});

test.describe('what search engines read', () => {
  test.use({ javaScriptEnabled: false });

  /** The sitemap's entries: each page's URL and its alternates, as paths on this server. */
  const sitemapEntries = (xml: string) =>
    [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, entry = '']) => ({
      loc: new URL(/<loc>([^<]+)<\/loc>/.exec(entry)?.[1] ?? '').pathname,
      alternates: [...entry.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map(([, lang, href]) => [
        lang,
        new URL(href ?? '').pathname,
      ]),
    }));

  test('the sitemap lists the pre-rendered pages in both languages; each is served in its language with the alternates the sitemap names', async ({
    page,
    request,
  }) => {
    const answer = await request.get('/sitemap.xml');
    expect(answer.status()).toBe(200);
    const entries = sitemapEntries(await answer.text());
    const locs = entries.map((entry) => entry.loc);
    expect(locs).toEqual(
      expect.arrayContaining(['/', '/hi', '/shop/category/all', '/hi/shop/category/soap', '/hi/terms']),
    );
    expect(locs.filter((loc) => loc === '/hi' || loc.startsWith('/hi/'))).toHaveLength(entries.length / 2);
    for (const { loc, alternates: named } of entries) {
      await page.goto(loc);
      await expect(page.locator('#root'), loc).toHaveAttribute('data-prerendered', /./);
      await expect(page.locator('html'), loc).toHaveAttribute(
        'lang',
        loc === '/hi' || loc.startsWith('/hi/') ? 'hi' : 'en',
      );
      expect(await alternates(page), loc).toEqual(named);
    }
  });

  test('robots.txt keeps crawlers out of the cart, accounts, order tracking, search and the admin area in both languages, and names the sitemap', async ({
    request,
  }) => {
    const answer = await request.get('/robots.txt');
    expect(answer.status()).toBe(200);
    expect(answer.headers()['content-type']).toMatch(/^text\/plain/);
    const robots = await answer.text();
    for (const path of [
      '/cart',
      '/hi/cart',
      '/account',
      '/hi/account',
      '/search',
      '/hi/search',
      '/track-order',
      '/hi/track-order',
      '/admin',
    ])
      expect(robots.split('\n'), path).toContain(`Disallow: ${path}`);
    expect(robots).toMatch(/^Sitemap: https?:\/\/[^/\s]+\/sitemap\.xml$/m);
  });
});

test.describe('a page the app shell serves (not pre-rendered)', () => {
  for (const [path, catalogue, heading] of [
    ['/cart', 'src/locales/en/messages.po', 'Login'],
    ['/hi/cart', 'src/locales/hi/shared.part.po', 'लॉगिन'],
  ] as const) {
    test(`${path} asks for its language's texts and its route's code while the app's code is still on its way`, async ({
      page,
    }) => {
      const early = [chunkOf(catalogue), chunkOf('src/app/routes/cart/cart.tsx')];
      const sent = new Set<RegExp>();
      const isEarly = (request: Request) => {
        const pathname = new URL(request.url()).pathname;
        for (const chunk of early) if (chunk.test(pathname)) sent.add(chunk);
        return sent.size === early.length;
      };
      const entry = await holdUntilSent(page, APP_ENTRY, isEarly);
      await page.goto(path);
      // Signed out, the cart asks the shopper to log in.
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      expect(entry.held).toBe(true);
      expect(entry.sentWhileHeld, 'the catalogue and the route were requested before the app had run').toBe(
        true,
      );
    });
  }
});

test('a deep link’s route stylesheet is downloaded once: the app takes the file the shell preloaded', async ({
  page,
}) => {
  const stylesheet = /\/assets\/track-order-[\w-]+\.css$/;
  const requested: string[] = [];
  const unused: string[] = [];
  page.on('request', (request) => {
    if (stylesheet.test(new URL(request.url()).pathname)) requested.push(request.url());
  });
  page.on('console', (message) => {
    if (/preload/i.test(message.text()) && /not used/.test(message.text())) unused.push(message.text());
  });
  await page.goto('/hi/track-order');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('link[rel="stylesheet"][href*="/assets/track-order-"]')).toHaveCount(1);
  expect(unused, 'preloads the page did not use').toEqual([]);
  expect(requested).toHaveLength(1);
});

test.describe('the admin area, English only, under a Hindi URL', () => {
  for (const path of ['/hi/admin', '/hi/adminLogin']) {
    test(`${path} opens the English admin login in an English document`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL('/adminLogin');
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await expect(page.getByRole('heading', { level: 1, name: 'Admin Login' })).toBeVisible();
      // Nothing offers a Hindi admin login: no switch, no alternates (the shop's pages have both).
      await expect(page.getByRole('link', { name: 'यह पेज हिन्दी में पढ़ें' })).toHaveCount(0);
      expect(await alternates(page)).toEqual([]);
      await page.locator('header .brand').click();
      await expect(page.getByRole('link', { name: 'यह पेज हिन्दी में पढ़ें' })).toHaveAttribute('href', '/hi');
      expect(await alternates(page)).toContainEqual(['hi', '/hi']);
    });
  }

  test('a signed-in admin is taken to the same admin page in English, with its query', async ({ page }) => {
    await adminLogIn(page);
    await page.goto('/hi/admin/orders?status=placed');
    await expect(page).toHaveURL('/admin/orders?status=placed');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  });

  test('an admin who logs out on a Hindi shop page reads "Admin logged out!" on the English admin login', async ({
    page,
  }) => {
    await adminLogIn(page);
    await page.goto('/hi');
    await page.getByRole('button', { name: hi(session.logout) }).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: hi(session.yes) })
      .click();
    await expect(page).toHaveURL('/adminLogin');
    await expect(notice(page, 'Admin logged out!')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });
});

test.describe('a Hindi page only a customer sees', () => {
  for (const [path, part, heading] of [
    ['/hi/cart', 'cart', hi(cart.heading)],
    ['/hi/account', 'account', hi(account.title)],
  ] as const) {
    test(`${path}: a visitor sent on to the login does not download its texts; logged in there, it shows them`, async ({
      page,
    }) => {
      const texts = chunkOf(`src/locales/hi/${part}.part.po`);
      const asked: string[] = [];
      page.on('request', (request) => {
        if (texts.test(new URL(request.url()).pathname)) asked.push(request.url());
      });
      await page.goto(path);
      // The way back is the page without its language: the Hindi router adds /hi to it.
      await expect(page).toHaveURL(
        `/hi/auth?mode=login&from=${encodeURIComponent(path.slice('/hi'.length))}`,
      );
      await expect(page.getByRole('heading', { level: 1, name: hi(session.login) })).toBeVisible();
      expect(asked, 'the page’s texts, before the login').toEqual([]);

      await page.getByLabel(hi(session.email)).fill(demoCustomer.email);
      await page.getByLabel(hi(session.password)).fill(demoCustomer.password);
      await page.getByRole('button', { name: hi(session.login), exact: true }).click();
      await expect(page).toHaveURL(path);
      // In Hindi: the test fails on any text shown untranslated (./support/test).
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      expect(asked).toHaveLength(1);
    });
  }
});

test.describe('an order placed on a Hindi page', () => {
  // A signup, a checkout and an admin login on a shared machine: triple the time budget.
  test.slow();

  test('is stored as Hindi, sends the shop a Hindi message, and the admin sees Hindi and writes the customer in Hindi', async ({
    page,
    context,
    browser,
  }) => {
    await stubWhatsapp(context);
    await signUp(page);
    await addFromProductPage(page, neemSoap, 2);
    await expect(cartBadge(page, 2)).toBeVisible();

    await page.goto('/hi/cart');
    await page.getByRole('button', { name: 'ऑर्डर करें?' }).click();
    await expect(page).toHaveURL('/hi/cart/order');
    await page.getByLabel('आपका पता').fill(goodOrder.address);
    await page.getByLabel('आपका मोबाइल नंबर').fill(goodOrder.number);
    const popup = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'ऑर्डर दें' }).click();
    const chat = await popup;
    await chat.waitForLoadState('domcontentloaded');
    const sent = new URL(chat.url()).searchParams.get('text') ?? '';
    expect(sent).toMatch(/^नाम: .*\nसामान:\n/);
    expect(sent).toContain(`पता: ${goodOrder.address}`);
    const orderId = /ऑर्डर आईडी: (\w+)$/.exec(sent)?.[1] ?? '';
    expect(orderId).not.toBe('');
    expect((await readOrder(orderId)).fields.language).toEqual({ stringValue: 'hi' });

    // The admin area stays English, and says which language to answer in.
    const adminContext = await browser.newContext();
    const admin = await adminContext.newPage();
    await adminLogIn(admin);
    await admin.goto(`/admin/orders/${orderId}`);
    await expect(admin.getByRole('heading', { name: `Order ${orderId}`, level: 1 })).toBeVisible();
    await expect(admin.locator('dt:text-is("Language") + dd')).toHaveText('Hindi');
    const whatsapp = admin.getByRole('link', { name: 'WhatsApp the customer (in Hindi)' });
    const text = new URL((await whatsapp.getAttribute('href')) ?? '').searchParams.get('text') ?? '';
    expect(text).toMatch(new RegExp(`^नमस्ते .*आपका ऑर्डर ${orderId} \\(.*\\) हमें मिल गया है`));

    await admin.goto('/admin/orders');
    await admin.getByRole('searchbox', { name: 'Search' }).fill(orderId);
    await admin.getByRole('button', { name: 'Apply' }).click();
    await expect(admin.getByRole('link', { name: orderId })).toBeVisible();
    const row = admin.getByRole('row').filter({ has: admin.getByRole('link', { name: orderId }) });
    await expect(row.locator('td[data-label="Customer"] .language-tag')).toHaveText('Language: Hindi');
    await adminContext.close();
  });
});
