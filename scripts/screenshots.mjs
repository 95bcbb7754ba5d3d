#!/usr/bin/env node
// Screenshots of shop pages at phone and desktop widths, against the seeded emulators and the
// production build (PNGs in screenshots/):
//
//   node scripts/screenshots.mjs / /shop/category/all …
//
// Options:
//   --no-build            reuse dist/
//   --login customer      log the demo customer in first (through /auth?mode=login)
//   --login admin         log the demo admin in first (through /adminLogin), for /admin/* pages
//   --cart 9:2,6:3        with --login: put these products (id:amount) in the cart first, through
//                         their product pages, as a shopper does
//   --order               with --login and --cart: first place one order of those products through
//                         the order form (so /track-order has one), then fill the cart again
//   <path>@click=<name>   after the page has loaded, click the button of that accessible name and
//                         shoot what follows (e.g. '/cart/order@click=Place Order' for the form's
//                         messages); the file name says so
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { CHROME_FLAGS, chromePath } from './chromium.mjs';
import { ports } from './ports.mjs';
import { execWithEmulators, ROOT } from './emulators.mjs';

const { screenshots: PORT } = ports();
const ORIGIN = `http://127.0.0.1:${PORT}`;
const OUT = path.join(ROOT, 'screenshots');
const WIDTHS = [
  { name: 'phone', width: 375, height: 812 },
  { name: 'desktop', width: 1280, height: 900 },
];

/** Options and paths from the command line (see the top of this file). */
export function parseArgs(args) {
  const options = { build: true, login: null, cart: [], order: false, shots: [] };
  for (let index = 0; index < args.length; index += 1) {
    const arg = args[index];
    if (arg === '--no-build') options.build = false;
    else if (arg === '--order') options.order = true;
    else if (arg === '--login') options.login = args[++index] ?? null;
    else if (arg === '--cart') {
      options.cart = (args[++index] ?? '').split(',').map((pair) => {
        const [id, amount = '1'] = pair.split(':');
        if (!/^\d+$/.test(id ?? '') || !/^\d+$/.test(amount)) throw new Error(`--cart: bad entry "${pair}"`);
        return { id: Number(id), amount: Number(amount) };
      });
    } else {
      const [urlPath, action = ''] = arg.split('@click=');
      options.shots.push({ path: urlPath, click: action || null });
    }
  }
  if (!options.shots.length) options.shots.push({ path: '/', click: null });
  if (options.login && options.login !== 'customer' && options.login !== 'admin')
    throw new Error('--login: only "customer" or "admin" is known');
  if (options.login === 'admin' && (options.cart.length || options.order))
    throw new Error('--cart and --order need --login customer');
  if ((options.cart.length || options.order) && !options.login)
    throw new Error('--cart and --order need --login');
  if (options.order && !options.cart.length) throw new Error('--order needs --cart');
  return options;
}

/** The file name of a shot: the path (and the clicked button) in kebab case, then the width. */
export function shotName(shot, width) {
  const slug = (text) =>
    text
      .replace(/[^a-z0-9]+/gi, '-')
      .replace(/^-|-$/g, '')
      .toLowerCase();
  const base = slug(shot.path) || 'home';
  return `${base}${shot.click ? `-click-${slug(shot.click)}` : ''}-${width}.png`;
}

async function logIn(page, who = 'customer') {
  const { demoAdmin, demoCustomer } = await import('./seed/demo-accounts.mjs');
  const account = who === 'admin' ? demoAdmin : demoCustomer;
  await page.goto(`${ORIGIN}${who === 'admin' ? '/adminLogin' : '/auth?mode=login'}`);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page.waitForURL(`${ORIGIN}${who === 'admin' ? '/admin/dashboard' : '/'}`);
}

async function fillCart(page, cart) {
  const { products } = await import('./seed/catalogue.mjs');
  for (const { id, amount } of cart) {
    const product = products.find((candidate) => candidate.id === id);
    if (!product) throw new Error(`--cart: no product ${id} in the demo catalogue`);
    await page.goto(`${ORIGIN}/shop/category/${product.category}/${product.id}`);
    await page.getByLabel('Amount').selectOption(String(amount));
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await page.getByRole('alert').filter({ hasText: 'Item added to Cart' }).waitFor();
  }
}

async function placeOrder(page, context) {
  // No internet here: the WhatsApp chat the shop opens gets a stub page.
  await context.route('https://wa.me/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: 'WhatsApp' }),
  );
  await page.goto(`${ORIGIN}/cart`);
  await page.getByRole('button', { name: 'Checkout?' }).click();
  await page.getByLabel('Your Address').fill('12 Lotus Lane, C-Scheme, Jaipur, India');
  await page.getByLabel('Your Contact #').fill('09876543210');
  const popup = context.waitForEvent('page');
  await page.getByRole('button', { name: 'Place Order' }).click();
  await (await popup).close();
  await page.waitForURL(`${ORIGIN}/`);
}

/** Waits for the network to go quiet; pages with live listeners (/track-order) never do, so at most 5 s. */
async function settle(page) {
  await page.waitForLoadState('networkidle', { timeout: 5000 }).catch(() => undefined);
}

async function shoot(options) {
  const { seed } = await import('./seed.mjs');
  await seed({ log: () => undefined });
  const { startServer } = await import('./serve-dist.mjs');
  const server = await startServer(PORT);
  const { chromium } = await import('@playwright/test');
  const browser = await chromium.launch({ executablePath: chromePath(), args: CHROME_FLAGS });
  fs.mkdirSync(OUT, { recursive: true });
  try {
    if (options.cart.length) {
      // The cart is stored with the account: filled once, seen at every width.
      const context = await browser.newContext();
      const page = await context.newPage();
      await logIn(page);
      if (options.order) {
        await fillCart(page, options.cart);
        await placeOrder(page, context);
      }
      await fillCart(page, options.cart);
      await context.close();
    }
    for (const size of WIDTHS) {
      const context = await browser.newContext({ viewport: { width: size.width, height: size.height } });
      const page = await context.newPage();
      if (options.login) await logIn(page, options.login);
      for (const shot of options.shots) {
        await page.goto(`${ORIGIN}${shot.path}`);
        await settle(page);
        if (shot.click) {
          await page.getByRole('button', { name: shot.click, exact: true }).click();
          await settle(page);
        }
        // Let smooth scrolling and entry animations settle.
        await page.waitForTimeout(600);
        const name = shotName(shot, size.name);
        await page.screenshot({ path: path.join(OUT, name), fullPage: true });
        console.log(`screenshots/${name}`);
      }
      await context.close();
    }
  } finally {
    await browser.close();
    server.close();
  }
}

async function main(args) {
  if (args[0] === '--emulated') {
    await shoot(JSON.parse(args[1] ?? '{}'));
    return 0;
  }
  const options = parseArgs(args);
  if (options.build) {
    const build = spawnSync(
      process.execPath,
      [path.join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js'), 'build'],
      { cwd: ROOT, stdio: 'inherit' },
    );
    if (build.status !== 0) return build.status ?? 1;
  }
  const self = JSON.stringify(fileURLToPath(import.meta.url));
  // The options travel as one JSON argument (single-quoted for the shell).
  const json = JSON.stringify(options).replace(/'/g, `'\\''`);
  return execWithEmulators(`node ${self} --emulated '${json}'`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    process.exitCode = await main(process.argv.slice(2));
  } catch (error) {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    process.exitCode = 2;
  }
}
