/* global location, window, document, requestAnimationFrame -- page functions run in the browser */
// The orders page of `npm run bench`: /admin/orders with 100 and with 10,000 orders (--order-sizes),
// time to the first row and Firestore bytes read per view. A page is 20 orders and the tab counts
// are aggregation queries, so both should stay about flat as the orders grow.
import path from 'node:path';
import { runnerImport } from 'vite';
import { medianBy } from './bench-median.mjs';
import { ports } from './ports.mjs';
import { demoAdmin } from './seed/demo-accounts.mjs';
import { toValue } from './seed.mjs';

const STATUSES = ['placed', 'confirmed', 'shipped', 'delivered', 'cancelled'];

/** Writes documents to the emulator in commits of 400 (rules bypassed). */
export async function commitWrites(root, writes, what) {
  const host = process.env.FIRESTORE_EMULATOR_HOST || '127.0.0.1:8080';
  for (let start = 0; start < writes.length; start += 400) {
    const res = await fetch(`http://${host}/v1/${root}:commit`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: 'Bearer owner' },
      body: JSON.stringify({ writes: writes.slice(start, start + 400) }),
    });
    if (!res.ok) throw new Error(`${what} failed (${res.status}): ${await res.text()}`);
  }
}

/** The search keys checkout writes with every order (src/lib/order-search-keys.ts). */
async function orderSearchKeys() {
  const root = path.join(import.meta.dirname, '..');
  const { module } = await runnerImport(path.join(root, 'src/lib/order-search-keys.ts'), {
    configFile: false,
    root,
    logLevel: 'silent',
  });
  return module.orderSearchKeys;
}

/**
 * Adds generated orders (ids bench-00001 …) until there are `size` of them, one a minute back,
 * with their search keys, as checkout writes them.
 */
export async function growOrders(from, size) {
  const keysOf = await orderSearchKeys();
  const project = process.env.GCLOUD_PROJECT || 'demo-ayurveda-shop';
  const root = `projects/${project}/databases/(default)/documents`;
  const now = Date.now();
  const writes = [];
  for (let n = from + 1; n <= size; n += 1) {
    const id = `bench-${String(n).padStart(5, '0')}`;
    const order = {
      uid: `bench-customer-${n % 300}`,
      name: `Customer ${n % 300}`,
      email: `customer${n % 300}@example.com`,
      address: `${n} Lotus Lane, Jaipur`,
      number: `09${String(100000000 + (n % 300))}`,
      payment_method: 'cash',
      status: STATUSES[n % STATUSES.length],
      createdAt: new Date(now - n * 60_000),
      order: {
        items: [
          { id: 1 + (n % 20), title: 'Neem Tulsi Soap', amount: 2, price: 124 },
          { id: 2 + (n % 20), title: 'Amla Juice', amount: 1, price: 195 },
        ],
        totalAmount: 443,
        totalNumItems: 3,
      },
    };
    Object.assign(order, keysOf(order));
    writes.push({ update: { name: `${root}/orders/${id}`, fields: toValue(order).mapValue.fields } });
  }
  await commitWrites(root, writes, 'Adding orders');
}

/**
 * Run in the page: from now on, notes when each of `marks` is first on the page (`window[name]`, in
 * performance.now() ms), checked at every frame before it paints. `marks` maps each name to its
 * selector and whether it must be visible or only attached. Measured in the page, not when
 * Playwright notices the element: its polling and its round trip to a busy page added 100–900 ms
 * to each view.
 */
export function watchShown(marks) {
  for (const name of Object.keys(marks)) window[name] = undefined;
  const check = () => {
    let waiting = false;
    for (const [name, [selector, state]] of Object.entries(marks)) {
      if (window[name] !== undefined) continue;
      const element = document.querySelector(selector);
      if (element && (state === 'attached' || element.checkVisibility())) window[name] = performance.now();
      else waiting = true;
    }
    if (waiting) requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
}

/** When a mark of watchShown was first on the page (performance.now() ms), once it is. */
export async function shownAt(page, name, timeout = 60_000) {
  const at = await page.waitForFunction((mark) => window[mark], name, { timeout });
  return Math.round(await at.jsonValue());
}

/** The first admin table row on screen, for watchShown: `window.__benchFirstRowAt`. */
export const FIRST_ROW = { __benchFirstRowAt: ['.admin-table tbody tr', 'visible'] };

/** When the first row was on screen; watchShown with FIRST_ROW must run first. */
export function firstRowAt(page) {
  return shownAt(page, '__benchFirstRowAt');
}

/**
 * One view of an admin page in a logged-in tab: ms from navigation to the first table row, and the
 * bytes the page received from Firestore until 3 s after `ready` (the first row, or more).
 */
async function measureAdminView(context, origin, urlPath, ready = async () => {}) {
  // The emulator, or the compressing proxy in front of it (npm run bench -- --firestore-gzip).
  const firestorePorts = new Set([
    (process.env.FIRESTORE_EMULATOR_HOST || '127.0.0.1:8080').split(':')[1],
    String(ports().gzipProxy),
  ]);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const firestoreRequests = new Set();
  let firestoreBytes = 0;
  cdp.on('Network.requestWillBeSent', (event) => {
    if (firestorePorts.has(new URL(event.request.url).port)) firestoreRequests.add(event.requestId);
  });
  cdp.on('Network.dataReceived', (event) => {
    if (firestoreRequests.has(event.requestId)) firestoreBytes += event.encodedDataLength || event.dataLength;
  });
  await page.addInitScript(watchShown, FIRST_ROW);
  await page.goto(`${origin}${urlPath}`);
  const firstRowMs = await firstRowAt(page);
  await ready(page);
  await page.waitForTimeout(3000);
  await page.close();
  return { firstRowMs, firestoreBytes };
}

/**
 * Three fresh loads of an admin page: the median view's time to the first row and Firestore bytes,
 * with every view's time in the order measured (`views`), and three views of the same page reached
 * from the dashboard through the side navigation's `link` (`navigated`, every view).
 */
export async function adminViews(context, origin, urlPath, link, ready) {
  const samples = [];
  const navigated = [];
  for (let i = 0; i < 3; i += 1) {
    samples.push(await measureAdminView(context, origin, urlPath, ready));
    const page = await context.newPage();
    try {
      navigated.push(await fromDashboard(page, origin, link));
    } finally {
      await page.close();
    }
  }
  const median = medianBy(samples, (sample) => sample.firstRowMs);
  return { ...median, views: samples.map((sample) => sample.firstRowMs), navigated };
}

/**
 * From another admin page, in a tab of the logged-in context: the dashboard is opened, and once its
 * figures are shown, the side navigation's link is clicked; ms from the click to the first row.
 */
export async function fromDashboard(page, origin, link) {
  await page.goto(`${origin}/admin/dashboard`);
  await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor({ timeout: 60_000 });
  // Its figures shown: the dashboard's own reads are done (live listeners never leave the network idle).
  await page.getByRole('listitem', { name: 'Today' }).waitFor({ timeout: 60_000 });
  await page.waitForTimeout(500);
  await page.evaluate(watchShown, FIRST_ROW);
  const started = await page.evaluate(() => performance.now());
  await page.getByRole('navigation').getByRole('link', { name: link, exact: true }).first().click();
  return (await firstRowAt(page)) - Math.round(started);
}

/** A 1280 px browser context with the demo admin logged in; the caller closes it. */
export async function adminContext(browser, origin) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const login = await context.newPage();
  await login.goto(`${origin}/adminLogin`);
  await login.getByLabel('Email').fill(demoAdmin.email);
  await login.getByLabel('Password').fill(demoAdmin.password);
  await login.getByRole('button', { name: 'Login', exact: true }).click();
  await login.waitForURL('**/admin/dashboard', { timeout: 60_000 });
  // An admin's login lives in its tab's sessionStorage: every page the bench opens starts with a
  // copy of it, as the logged-in tab has after a reload (a fresh load with a valid session).
  const session = await login.evaluate(() => Object.entries(sessionStorage));
  await context.addInitScript(
    ({ entries, appOrigin }) => {
      if (location.origin !== appOrigin) return;
      for (const [key, value] of entries)
        if (sessionStorage.getItem(key) === null) sessionStorage.setItem(key, value);
    },
    { entries: session, appOrigin: origin },
  );
  await login.close();
  return context;
}

/** The orders page at each size (3 fresh loads and 3 from the dashboard), orders added between sizes. */
export async function ordersGrowth(browser, origin, sizes) {
  const context = await adminContext(browser, origin);
  const rows = [];
  const countsShown = (page) =>
    page.locator('[data-testid="count-all"]').filter({ hasText: /^\d+$/ }).waitFor({ timeout: 60_000 });
  try {
    let have = 0;
    for (const size of sizes) {
      await growOrders(have, size);
      have = size;
      rows.push({
        orders: size,
        ...(await adminViews(context, origin, '/admin/orders', 'Orders', countsShown)),
      });
      console.log(`measured the orders page with ${size} orders`);
    }
  } finally {
    await context.close();
  }
  return rows;
}
