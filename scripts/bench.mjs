#!/usr/bin/env node
// `npm run bench`: builds, then measures against the seeded emulators and the production build
// served like Firebase Hosting:
//   - JavaScript and CSS each route loads (gzip bytes), from what Chromium actually requested;
//   - Lighthouse (mobile) scores and metrics for the main shopper pages.
// Results go to bench/results.json and a printed table. Benchmarks report; they never fail tests.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import { CHROME_FLAGS, chromePath } from './chromium.mjs';
import { execWithEmulators, LauncherError, ROOT } from './emulators.mjs';

const PORT = 4174;
const ORIGIN = `http://127.0.0.1:${PORT}`;
const RESULTS = path.join(ROOT, 'bench', 'results.json');

/** The routes to measure; a product page is taken from the seeded catalogue. */
async function benchRoutes() {
  const { products } = await import('./seed/catalogue.mjs');
  const product = products.find((p) => p.stock > 0) ?? products[0];
  return [
    { name: 'home', path: '/', lighthouse: true },
    { name: 'shop (all)', path: '/shop/category/all', lighthouse: true },
    { name: 'product', path: `/shop/category/${product.category}/${product.id}`, lighthouse: true },
  ];
}

const gzipCache = new Map();
function gzipSize(urlPath) {
  if (!gzipCache.has(urlPath)) {
    const file = path.join(ROOT, 'dist', urlPath);
    gzipCache.set(
      urlPath,
      fs.existsSync(file) ? zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length : 0,
    );
  }
  return gzipCache.get(urlPath);
}

/** JS and CSS a route loads until the network is idle, counted as gzip bytes of the built files. */
async function measureBytes(browser, route) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  const page = await context.newPage();
  const seen = new Map();
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin !== ORIGIN) return;
    const type = request.resourceType();
    if (type === 'script' || type === 'stylesheet') seen.set(url.pathname, type);
  });
  await page.goto(`${ORIGIN}${route.path}`, { waitUntil: 'networkidle' });
  await context.close();
  let js = 0;
  let css = 0;
  for (const [urlPath, type] of seen) {
    if (type === 'script') js += gzipSize(urlPath);
    else css += gzipSize(urlPath);
  }
  const hasAdmin = [...seen.keys()].some((p) => /admin/i.test(p));
  const hasStorage = [...seen.keys()].some((p) => /storage/i.test(p));
  return { jsGzip: js, cssGzip: css, files: seen.size, hasAdmin, hasStorage };
}

async function lighthouseRun(route) {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const chrome = await chromeLauncher.launch({ chromePath: chromePath(), chromeFlags: CHROME_FLAGS });
  try {
    const result = await lighthouse(`${ORIGIN}${route.path}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    const { categories, audits } = result.lhr;
    const score = (key) => Math.round((categories[key]?.score ?? 0) * 100);
    const ms = (key) => Math.round(audits[key]?.numericValue ?? 0);
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      fcpMs: ms('first-contentful-paint'),
      lcpMs: ms('largest-contentful-paint'),
      tbtMs: ms('total-blocking-time'),
      cls: Number((audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
      speedIndexMs: ms('speed-index'),
    };
  } finally {
    await chrome.kill();
  }
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

function printTable(results) {
  const rows = [
    ['route', 'path', 'JS gzip', 'CSS gzip', 'perf', 'a11y', 'BP', 'SEO', 'FCP', 'LCP', 'TBT', 'CLS'],
  ];
  for (const r of results.routes) {
    const lh = r.lighthouse;
    rows.push([
      r.name,
      r.path,
      kb(r.jsGzip),
      kb(r.cssGzip),
      ...(lh
        ? [
            lh.performance,
            lh.accessibility,
            lh.bestPractices,
            lh.seo,
            `${lh.fcpMs} ms`,
            `${lh.lcpMs} ms`,
            `${lh.tbtMs} ms`,
            lh.cls,
          ]
        : ['-', '-', '-', '-', '-', '-', '-', '-']
      ).map(String),
    ]);
  }
  const widths = rows[0].map((_, i) => Math.max(...rows.map((row) => String(row[i]).length)));
  console.log('');
  for (const [index, row] of rows.entries()) {
    console.log(row.map((cell, i) => String(cell).padEnd(widths[i])).join('  '));
    if (index === 0) console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  }
  console.log(
    `\nLighthouse: mobile form factor, simulated throttling. Results in ${path.relative(ROOT, RESULTS)}.`,
  );
}

async function emulatedMain() {
  const { seed } = await import('./seed.mjs');
  await seed();
  const { startServer } = await import('./serve-dist.mjs');
  const server = await startServer(PORT);
  const { chromium } = await import('@playwright/test');
  const browser = await chromium.launch({ executablePath: chromePath(), args: CHROME_FLAGS });
  const results = { date: new Date().toISOString(), node: process.version, routes: [] };
  try {
    for (const route of await benchRoutes()) {
      const bytes = await measureBytes(browser, route);
      const lighthouse = route.lighthouse ? await lighthouseRun(route) : null;
      results.routes.push({ ...route, ...bytes, lighthouse });
      console.log(`measured ${route.path}`);
    }
  } finally {
    await browser.close();
    server.close();
  }
  fs.mkdirSync(path.dirname(RESULTS), { recursive: true });
  fs.writeFileSync(RESULTS, `${JSON.stringify(results, null, 2)}\n`);
  printTable(results);
}

async function main() {
  if (process.argv.includes('--emulated')) return emulatedMain();
  const { spawnSync } = await import('node:child_process');
  const build = spawnSync(
    process.execPath,
    [path.join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js'), 'build'],
    {
      cwd: ROOT,
      stdio: 'inherit',
    },
  );
  if (build.status !== 0) {
    process.exitCode = build.status ?? 1;
    return;
  }
  try {
    process.exitCode = await execWithEmulators('node scripts/bench.mjs --emulated');
  } catch (error) {
    if (!(error instanceof LauncherError)) throw error;
    console.error(`[emulators] ${error.message}`);
    process.exitCode = 1;
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await main();
}
