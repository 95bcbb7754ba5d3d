// `node scripts/bench-admin-first-row.mjs [--views 5] [--orders 100] [--products 28] [--phone-network]` inside `node scripts/emulators.mjs exec` (after a
// build and a seed): ms from navigation to the first row of /admin/orders and /admin/products, on a
// fresh load with a valid session and from another admin page (the dashboard's side navigation).
// Prints every view, not only the median.
import { chromium } from '@playwright/test';
import { growCatalogue } from './bench.mjs';
import {
  adminContext,
  FIRST_ROW,
  firstRowAt,
  fromDashboard,
  growOrders,
  watchShown,
} from './bench-orders.mjs';
import { medianBy } from './bench-median.mjs';
import { CHROME_FLAGS, chromePath } from './chromium.mjs';
import { ports } from './ports.mjs';
import { closeServer, openResources } from './bench-resources.mjs';
import { startServer } from './serve-dist.mjs';

const PAGES = [
  { path: '/admin/orders', link: 'Orders' },
  { path: '/admin/products', link: 'Products' },
];

const option = (name, fallback) => Number(process.argv[process.argv.indexOf(name) + 1]) || fallback;
// --phone-network: each page's requests go through Lighthouse's mobile network (150 ms round trip,
// 1.6 Mbit/s down, 750 kbit/s up) with the browser's cache off: an owner on a phone's 4G opening
// the page after a deploy. Without it, pages after the first take the code from the cache.
const phoneNetwork = process.argv.includes('--phone-network');

/** A new tab of the logged-in context, on the phone network with --phone-network. */
async function newTab(context) {
  const page = await context.newPage();
  if (phoneNetwork) {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 150,
      downloadThroughput: (1.6 * 1024 * 1024) / 8,
      uploadThroughput: (750 * 1024) / 8,
    });
  }
  return page;
}

/** A fresh load: a new tab carrying the session opens the page. */
async function freshLoad(context, origin, urlPath) {
  const page = await newTab(context);
  try {
    await page.addInitScript(watchShown, FIRST_ROW);
    await page.goto(`${origin}${urlPath}`);
    return await firstRowAt(page);
  } finally {
    await page.close();
  }
}

/** From another admin page (fromDashboard in scripts/bench-orders.mjs), in a new tab. */
async function navigatedFromDashboard(context, origin, link) {
  const page = await newTab(context);
  try {
    return await fromDashboard(page, origin, link);
  } finally {
    await page.close();
  }
}

const views = option('--views', 5);
const opened = openResources();
try {
  const port = ports().bench;
  const origin = `http://127.0.0.1:${port}`;
  opened.add('the production build server', await startServer(port), closeServer);
  const browser = opened.add(
    'Chromium',
    await chromium.launch({ executablePath: chromePath(), args: CHROME_FLAGS }),
    (b) => b.close(),
  );
  await growOrders(0, option('--orders', 100));
  // The seed's 28 products, or more generated ones.
  await growCatalogue(option('--products', 28));
  const context = await adminContext(browser, origin);
  console.log(
    `${option('--orders', 100)} generated orders, ${option('--products', 28)} products; ${views} views each` +
      (phoneNetwork ? ', on the phone network:' : ':'),
  );
  for (const { path, link } of PAGES) {
    const fresh = [];
    const nav = [];
    for (let i = 0; i < views; i += 1) {
      fresh.push(await freshLoad(context, origin, path));
      nav.push(await navigatedFromDashboard(context, origin, link));
    }
    console.log(`${path}: fresh load ${fresh.join(' / ')} ms (median ${medianBy(fresh)})`);
    console.log(`${path}: from the dashboard ${nav.join(' / ')} ms (median ${medianBy(nav)})`);
  }
} finally {
  await opened.closeAll();
}
