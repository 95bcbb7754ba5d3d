#!/usr/bin/env node
// `npm run bench`: builds, then measures against the seeded emulators and the production build
// served like Firebase Hosting:
//   - JavaScript and CSS each route loads (gzip bytes), from what Chromium actually requested;
//   - the web font files each route downloads (WOFF2, already compressed: their bytes as served);
//   - Lighthouse (mobile) scores and metrics for the main shopper pages, the median of --runs runs
//     (default 3; one run varies by several points on a busy machine);
//   - how the shop page's load grows with the catalogue: the same page with 28, 1,000 and 5,000
//     products (--sizes 28,1000,5000), time to the first product image and bytes read per view.
//   - the admin orders page with 100 and 10,000 orders (--order-sizes 100,10000), and the admin
//     products list at each catalogue size: time to the first row on every fresh load and every
//     view reached from the dashboard, against the speed issue's goals (ADMIN_GOALS), and
//     Firestore bytes read per view (scripts/bench-orders.mjs).
//   - the admin dashboard with 10,000 more orders (--dashboard-orders N, 0 skips): its Firestore
//     requests, the reads they are billed as, and the time to its figures (scripts/bench-dashboard.mjs);
//   - --firestore-gzip: the app reads Firestore through a local proxy that gzips responses, as
//     production Firestore does (the emulator sends its JSON uncompressed).
//   - --device-font: Chromium has a Devanagari font of its own, as phones do (scripts/device-font.mjs);
//     without it, it has this machine's fonts, none of them Devanagari.
//   - the static reference page (../shared/perf/static-reference.html beside the repo, or
//     BENCH_STATIC_REFERENCE): Lighthouse in the same run, and each page's LCP as a ratio to its LCP;
//     skipped, and said so, when the file is not there (a clone on its own);
//   - initial JS per shopper route against the budget (SHOPPER_JS_BUDGET_KB gzip), of it the i18n
//     runtime and catalogue (against I18N_ALLOWANCE_KB), and the Firestore bytes each route reads
//     (uncompressed, as the browser hands them to the app).
// Results go to bench/results.json and a printed table. Benchmarks report; they never fail tests.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import { CHROME_FLAGS, chromePath } from './chromium.mjs';
import { ports } from './ports.mjs';
import { CHUNK_MAP } from './vite-chunk-map.mjs';
import { printDashboard } from './bench-dashboard.mjs';
import { medianBy } from './bench-median.mjs';
import { execWithEmulators, LauncherError, ROOT } from './emulators.mjs';
import { closeServer, openResources } from './bench-resources.mjs';
import { devanagariFontLine, devanagariFonts, installDeviceFont } from './device-font.mjs';

const { bench: PORT, gzipProxy: GZIP_PROXY_PORT } = ports();
const firestoreGzip = process.argv.includes('--firestore-gzip');
const deviceFont = process.argv.includes('--device-font');

/**
 * Forwards to the Firestore emulator and gzips its REST answers (CORS preflights pass through; the
 * SDK's streams pass through unbuffered).
 */
async function startGzipProxy() {
  const http = await import('node:http');
  const [host, port] = (process.env.FIRESTORE_EMULATOR_HOST || '127.0.0.1:8080').split(':');
  const server = http.createServer((req, res) => {
    const body = [];
    req.on('data', (chunk) => body.push(chunk));
    req.on('end', () => {
      const upstream = http.request(
        {
          host,
          port,
          method: req.method,
          path: req.url,
          headers: { ...req.headers, host: `${host}:${port}`, 'accept-encoding': 'identity' },
          // No kept-alive socket to the emulator: it would keep the bench running after its report.
          agent: false,
        },
        (answer) => {
          // The SDK's streams (WebChannel Listen and Write) pass through as they come: buffering
          // them would hold each long poll's data until the emulator ends it.
          if (req.url?.includes('/google.firestore.v1.Firestore/')) {
            res.writeHead(answer.statusCode ?? 502, answer.headers);
            answer.pipe(res);
            return;
          }
          const parts = [];
          answer.on('data', (chunk) => parts.push(chunk));
          answer.on('end', () => {
            let payload = Buffer.concat(parts);
            const headers = { ...answer.headers };
            delete headers['transfer-encoding'];
            if (payload.length > 1024 && /gzip/.test(String(req.headers['accept-encoding'] ?? ''))) {
              payload = zlib.gzipSync(payload);
              headers['content-encoding'] = 'gzip';
            }
            headers['content-length'] = String(payload.length);
            res.writeHead(answer.statusCode ?? 502, headers);
            res.end(payload);
          });
        },
      );
      upstream.on('error', () => {
        if (!res.headersSent) res.writeHead(502);
        res.end();
      });
      // A browser gone (the bench closes it) ends its request to the emulator too: an open long
      // poll would otherwise keep the bench running after its report.
      res.on('close', () => {
        upstream.destroy();
      });
      upstream.end(Buffer.concat(body));
    });
  });
  await new Promise((resolve) => server.listen(GZIP_PROXY_PORT, '127.0.0.1', resolve));
  return server;
}
const ORIGIN = `http://127.0.0.1:${PORT}`;
const RESULTS = path.join(ROOT, 'bench', 'results.json');

/** Initial JavaScript a shopper route may load (gzip); the bench reports it, never fails on it. */
export const SHOPPER_JS_BUDGET_KB = 130;
/** What the i18n runtime and a page's catalogue may add to a shopper route's JS (gzip), in KB. */
export const I18N_ALLOWANCE_KB = 5;

/** The language code's modules: its runtime and language of the URL (src/i18n), its catalogues. */
const I18N_MODULE = /^src\/(i18n|locales)\//;

/**
 * The loaded scripts that are i18n code only (every module of theirs under src/i18n or
 * src/locales, by the build's chunk map): the runtime and the catalogue a route loads. A chunk
 * that mixes i18n with other code is not counted (its bytes cannot be told apart).
 * @param {string[]} scripts  URL paths of the scripts a route loaded
 * @param {Record<string, { modules: string[] }>} chunks  the chunk map
 */
export function i18nScripts(scripts, chunks) {
  return scripts.filter((urlPath) => {
    const modules = chunks[urlPath.replace(/^\//, '')]?.modules ?? [];
    return modules.length > 0 && modules.every((module) => I18N_MODULE.test(module));
  });
}

/**
 * The static page the shop's LCP is compared with: BENCH_STATIC_REFERENCE, else
 * shared/perf/static-reference.html beside the repo or beside any folder above it; null if none.
 */
export function findStaticReference(root = ROOT, env = process.env) {
  if (env.BENCH_STATIC_REFERENCE) {
    return fs.existsSync(env.BENCH_STATIC_REFERENCE) ? path.resolve(env.BENCH_STATIC_REFERENCE) : null;
  }
  for (let dir = path.resolve(root); ; dir = path.dirname(dir)) {
    const candidate = path.join(path.dirname(dir), 'shared', 'perf', 'static-reference.html');
    if (fs.existsSync(candidate)) return candidate;
    if (path.dirname(dir) === dir) return null;
  }
}

/** Serves one HTML file at every path, on a free port (the reference page has no other files). */
async function serveStaticReference(file) {
  const http = await import('node:http');
  const body = zlib.gzipSync(fs.readFileSync(file));
  const server = http.createServer((_req, res) => {
    res.writeHead(200, {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Encoding': 'gzip',
      'Content-Length': body.length,
    });
    res.end(body);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${server.address().port}/` };
}

/** The routes to measure; a product page is taken from the seeded catalogue. */
async function benchRoutes() {
  const { products } = await import('./seed/catalogue.mjs');
  const product = products.find((p) => p.stock > 0) ?? products[0];
  const english = [
    { name: 'home', path: '/', lighthouse: true, shopper: true },
    { name: 'shop (all)', path: '/shop/category/all', lighthouse: true, shopper: true },
    {
      name: 'product',
      path: `/shop/category/${product.category}/${product.id}`,
      lighthouse: true,
      shopper: true,
    },
    // The live order timeline: the full Firestore SDK, loaded only on this page.
    { name: 'track order', path: '/track-order', lighthouse: false, shopper: true },
    { name: 'cart', path: '/cart', lighthouse: false, shopper: true },
    { name: 'auth', path: '/auth', lighthouse: false, shopper: true },
  ];
  return withHindiTwins(english);
}

/** Each shopper route followed by its Hindi twin under /hi, measured the same way. */
export function withHindiTwins(routes) {
  return routes.flatMap((route) => [
    route,
    { ...route, name: `${route.name} (hi)`, path: route.path === '/' ? '/hi' : `/hi${route.path}` },
  ]);
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

/** Bytes of a built file as it is served (for files that are not compressed again, e.g. WOFF2). */
function fileSize(urlPath) {
  const file = path.join(ROOT, 'dist', urlPath);
  return fs.existsSync(file) ? fs.statSync(file).size : 0;
}

/**
 * JS and CSS a route loads until the network is idle, counted as gzip bytes of the built files, and
 * the font files it downloads.
 */
/** The build's chunk map (scripts/vite-chunk-map.mjs): each chunk's modules and guarded areas. */
function readChunkMap() {
  const file = path.join(ROOT, CHUNK_MAP);
  if (!fs.existsSync(file)) throw new Error(`${CHUNK_MAP} is missing: the build did not write it`);
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

/** A JSON answer's size without indentation, as production Firestore sends it with prettyPrint=false. */
function compactJsonBytes(body) {
  try {
    return Buffer.byteLength(JSON.stringify(JSON.parse(body.toString('utf8'))));
  } catch {
    return body.length;
  }
}

async function measureBytes(browser, route) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  const page = await context.newPage();
  const seen = new Map();
  const reads = [];
  page.on('response', (response) => {
    if (!/:runQuery|:batchGet|\/documents\//.test(response.url())) return;
    if (response.request().method() === 'OPTIONS') return;
    reads.push(
      response.body().then(
        (body) => ({ bytes: body.length, compact: compactJsonBytes(body) }),
        () => ({ bytes: 0, compact: 0 }),
      ),
    );
  });
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin !== ORIGIN) return;
    const type = request.resourceType();
    if (type === 'script' || type === 'stylesheet' || type === 'font') seen.set(url.pathname, type);
  });
  await page.goto(`${ORIGIN}${route.path}`, { waitUntil: 'networkidle' });
  // An app-shell page (no pre-rendered HTML) asks for its route's code and texts only after the
  // entry has run: on a busy machine the network can be quiet for 500 ms before that. Its page
  // counts as loaded once its heading shows.
  const rendered = await page
    .locator('main h1')
    .first()
    .waitFor({ timeout: 15_000 })
    .then(
      () => true,
      () => false,
    );
  if (!rendered) console.warn(`[bench] ${route.path}: no page heading within 15 s; measured what had loaded`);
  await page.waitForLoadState('networkidle');
  const readSizes = await Promise.all(reads);
  await context.close();
  let js = 0;
  let css = 0;
  for (const [urlPath, type] of seen) {
    if (type === 'script') js += gzipSize(urlPath);
    else if (type === 'stylesheet') css += gzipSize(urlPath);
  }
  const scriptPaths = [...seen].filter(([, type]) => type === 'script').map(([urlPath]) => urlPath);
  const fonts = [...seen]
    .filter(([, type]) => type === 'font')
    .map(([urlPath]) => ({ file: urlPath, bytes: fileSize(urlPath) }));
  const fontBytes = fonts.reduce((sum, font) => sum + font.bytes, 0);
  // What the loaded chunks contain (the build's chunk map), not what their names suggest.
  const chunks = readChunkMap();
  const guarded = [
    ...new Set(scriptPaths.flatMap((urlPath) => chunks[urlPath.replace(/^\//, '')]?.areas ?? [])),
  ].sort();
  const i18nGzip = i18nScripts(scriptPaths, chunks).reduce((sum, urlPath) => sum + gzipSize(urlPath), 0);
  const hasAdmin = guarded.includes('admin');
  const hasStorage = guarded.includes('storage');
  // Which files, largest first, so a budget overrun names its cause.
  const scripts = scriptPaths
    .map((urlPath) => ({ file: urlPath, gzip: gzipSize(urlPath) }))
    .sort((a, b) => b.gzip - a.gzip);
  return {
    jsGzip: js,
    i18nGzip,
    firestoreReads: readSizes.length,
    firestoreBytes: readSizes.reduce((sum, read) => sum + read.bytes, 0),
    firestoreCompactBytes: readSizes.reduce((sum, read) => sum + read.compact, 0),
    cssGzip: css,
    fontBytes,
    fonts,
    files: seen.size,
    guarded,
    hasAdmin,
    hasStorage,
    scripts,
  };
}

async function lighthouseRun(url) {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const chrome = await chromeLauncher.launch({ chromePath: chromePath(), chromeFlags: CHROME_FLAGS });
  try {
    const result = await lighthouse(url, {
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
      mainThreadMs: ms('mainthread-work-breakdown'),
      mainThreadByKind: mainThreadByKind(audits['mainthread-work-breakdown']?.details?.items ?? []),
    };
  } finally {
    await chrome.kill();
  }
}

/**
 * What a run's main-thread work was spent on (Lighthouse's mainthread-work-breakdown, in ms):
 * script (evaluation, parsing and compiling), style & layout, rendering (paint, composite) and the
 * rest (Lighthouse's "Other": tasks of the browser's own, such as loading a resource or an SVG
 * image's document, with HTML parsing and garbage collection).
 * @param {{ group: string, duration: number }[]} items
 */
export function mainThreadByKind(items) {
  const kinds = { script: 0, styleLayout: 0, rendering: 0, other: 0 };
  const kindOf = {
    scriptEvaluation: 'script',
    scriptParseCompile: 'script',
    styleLayout: 'styleLayout',
    paintCompositeRender: 'rendering',
  };
  for (const item of items) kinds[kindOf[item.group] ?? 'other'] += item.duration;
  return Object.fromEntries(Object.entries(kinds).map(([kind, ms]) => [kind, Math.round(ms)]));
}

/** A run's main-thread kinds as one cell: script / style & layout / rendering / other, in seconds. */
export function mainThreadKindsCell(kinds) {
  if (!kinds) return '-';
  const s = (ms) => (ms / 1000).toFixed(1);
  return `${s(kinds.script)} / ${s(kinds.styleLayout)} / ${s(kinds.rendering)} / ${s(kinds.other)}`;
}

/** Several Lighthouse runs of a page: the run with the median performance score, plus every run. */
function summariseRuns(results) {
  const median = medianBy(results, (run) => run.performance);
  // `runs` (scores) and `every` (each run's metrics) in the order they ran.
  return { ...median, runs: results.map((r) => r.performance), every: results };
}

function argValue(name, fallback) {
  const index = process.argv.indexOf(name);
  return index > 0 && process.argv[index + 1] ? process.argv[index + 1] : fallback;
}

/**
 * Adds generated products (ids after the seed's) until the catalogue has `size` products, and
 * writes the search index of the whole catalogue (the seed's products and the generated ones),
 * as the rebuild makes it.
 */
export async function growCatalogue(size) {
  const { products } = await import('./seed/catalogue.mjs');
  const { generatedProduct } = await import('./seed/generated-catalogue.mjs');
  const { toValue, searchKeyBuilder } = await import('./seed.mjs');
  const { searchIndexModule, searchIndexWrites } = await import('./rebuild-search-index.mjs');
  const { buildIndex, toIndexData } = await searchIndexModule();
  const searchKeyMap = await searchKeyBuilder();
  const project = process.env.GCLOUD_PROJECT || 'demo-ayurveda-shop';
  const root = `projects/${project}/databases/(default)/documents`;
  const writes = [];
  const keyed = products.map((product) => ({ id: product.id, keys: Object.keys(searchKeyMap(product)) }));
  for (let id = products.length + 1; id <= size; id += 1) {
    const made = generatedProduct(id);
    const product = { ...made, searchKeys: searchKeyMap(made) };
    keyed.push({ id, keys: Object.keys(product.searchKeys) });
    writes.push({ update: { name: `${root}/productsList/${id}`, fields: toValue(product).mapValue.fields } });
  }
  writes.push(...searchIndexWrites(root, buildIndex(keyed), toIndexData));
  const { commitWrites } = await import('./bench-orders.mjs');
  await commitWrites(root, writes, 'Growing the catalogue');
}

/**
 * Time to the first product image and Firestore bytes of a shop page: the median of 3 views, with
 * every view's time in the order measured (`views`).
 */
async function measureShopView(browser, urlPath) {
  const samples = [];
  for (let i = 0; i < 3; i += 1) {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
    const page = await context.newPage();
    let firestoreBytes = 0;
    page.on('response', async (response) => {
      if (!/:runQuery|:batchGet/.test(response.url()) || response.request().method() !== 'POST') return;
      firestoreBytes += (await response.body().catch(() => Buffer.alloc(0))).length;
    });
    await page.goto(`${ORIGIN}${urlPath}`);
    await page.locator('.product-card__image').first().waitFor();
    await page.waitForLoadState('networkidle');
    const firstImageMs = await page.evaluate(() => {
      const entries = performance.getEntriesByType('resource').filter((e) => e.name.includes('/products/'));
      return Math.round(Math.min(...entries.map((e) => e.responseEnd)));
    });
    samples.push({ firstImageMs, firestoreBytes });
    await context.close();
  }
  const median = medianBy(samples, (sample) => sample.firstImageMs);
  return { ...median, views: samples.map((sample) => sample.firstImageMs) };
}

async function catalogueGrowth(browser, sizes) {
  const rows = [];
  const adminProducts = [];
  const { adminContext, adminViews } = await import('./bench-orders.mjs');
  const admin = await adminContext(browser, ORIGIN);
  for (const size of sizes) {
    await growCatalogue(size);
    // The admin products list: a query with a limit, so it should not grow with the catalogue.
    adminProducts.push({
      products: size,
      ...(await adminViews(admin, ORIGIN, '/admin/products', 'Products')),
    });
    for (const urlPath of [
      '/shop/category/all',
      '/shop/category/all?sort=PHTL',
      '/shop/category/soap?sort=RHTL',
    ]) {
      rows.push({ products: size, path: urlPath, ...(await measureShopView(browser, urlPath)) });
    }
    console.log(`measured the shop and the admin products list with ${size} products`);
  }
  await admin.close();
  return { rows, adminProducts };
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** The speed issue's goals for shopper pages, checked in every Lighthouse run (not only the median). */
export const SHOPPER_GOALS = {
  performance: 98,
  tbtMs: 150,
  mainThreadMs: 1500,
  lcpRatio: 1.3,
  cls: 0,
  accessibility: 100,
};

/**
 * The speed issue's goals for the admin area, in ms, checked in every view (not only the median):
 * a list's first row on a fresh load with a valid session and after navigating from another admin
 * page, and the dashboard's figures.
 */
export const ADMIN_GOALS = {
  freshFirstRowMs: 1000,
  navigatedFirstRowMs: 600,
  dashboardFiguresMs: 1500,
};

/** Every view's ms in one cell, in the order measured: "747 / 772 / 1203 ms" ("-" without views). */
export function viewsCell(views) {
  return views?.length ? `${views.join(' / ')} ms` : '-';
}

/** How many of the views took longer than a goal, as a table's cell: "2 of 3 > 600 ms", or "". */
export function overGoal(views, goalMs) {
  const over = (views ?? []).filter((ms) => ms > goalMs).length;
  return over ? `${over} of ${views.length} > ${goalMs} ms` : '';
}

/** What an admin list's views miss of ADMIN_GOALS: fresh loads and views from the dashboard. */
export function adminListMissed(row, goals = ADMIN_GOALS) {
  return [
    ['fresh load', overGoal(row.views, goals.freshFirstRowMs)],
    ['from the dashboard', overGoal(row.navigated, goals.navigatedFirstRowMs)],
  ]
    .filter(([, over]) => over)
    .map(([views, over]) => `${views}: ${over}`)
    .join(', ');
}

/** What one Lighthouse run misses of SHOPPER_GOALS (empty when it meets them all). */
export function missedGoals(run, referenceLcpMs, goals = SHOPPER_GOALS) {
  const missed = [];
  if (run.performance < goals.performance) missed.push(`perf < ${goals.performance}`);
  if (run.tbtMs > goals.tbtMs) missed.push(`TBT > ${goals.tbtMs} ms`);
  if (run.mainThreadMs > goals.mainThreadMs) missed.push(`main thread > ${goals.mainThreadMs / 1000} s`);
  if (referenceLcpMs && run.lcpMs / referenceLcpMs > goals.lcpRatio)
    missed.push(`LCP ÷ static > ${goals.lcpRatio}`);
  if (run.cls > goals.cls) missed.push('CLS > 0');
  if (run.accessibility < goals.accessibility) missed.push(`a11y < ${goals.accessibility}`);
  return missed;
}

/** The Hindi issue's goals for a Hindi page beside its English twin, run by run. */
export const HINDI_TWIN_GOALS = { performancePoints: 2, lcpRatio: 1.1 };

/**
 * Each Hindi page's runs beside its English twin's run of the same round (the rounds run the twins
 * one after the other): the points of performance it trails by, its LCP over the twin's, and which of
 * HINDI_TWIN_GOALS that run misses.
 * @param {{ name: string, lighthouse?: { every?: { performance: number, lcpMs: number }[] } | null }[]} routes
 */
export function hindiTwinGaps(routes, goals = HINDI_TWIN_GOALS) {
  return routes.flatMap((hindi) => {
    const english = routes.find((route) => `${route.name} (hi)` === hindi.name);
    const hindiRuns = hindi.lighthouse?.every;
    const englishRuns = english?.lighthouse?.every;
    if (!english || !hindiRuns || !englishRuns) return [];
    return hindiRuns.slice(0, englishRuns.length).map((run, index) => {
      const twin = englishRuns[index];
      const trailsBy = twin.performance - run.performance;
      const lcpRatio = run.lcpMs / twin.lcpMs;
      const missed = [];
      if (trailsBy > goals.performancePoints) missed.push(`perf ${trailsBy} points under`);
      if (lcpRatio > goals.lcpRatio) missed.push(`LCP > ${goals.lcpRatio} × English`);
      return { page: hindi.name, run: index + 1, trailsBy, lcpRatio, missed };
    });
  });
}

/** Every Lighthouse run of every page (and the reference), each flagged where it misses a goal. */
function printEveryRun(results) {
  const referenceLcpMs = results.reference?.lighthouse?.lcpMs;
  const pages = [
    ...results.routes.filter((r) => r.lighthouse?.every),
    ...(results.reference?.lighthouse?.every
      ? [{ name: 'static reference', path: '-', lighthouse: results.reference.lighthouse, reference: true }]
      : []),
  ];
  printSmallTable(
    'Every Lighthouse run (mobile, simulated throttling), in the order run; goals of the speed issue flagged:',
    [
      'page',
      'path',
      'run',
      'perf',
      'TBT',
      'main thread',
      'script / layout / render / other',
      'FCP',
      'LCP',
      'LCP ÷ static',
      'CLS',
      'a11y',
      'missed',
    ],
    pages.flatMap((page) =>
      page.lighthouse.every.map((run, index) => [
        page.name,
        page.path,
        String(index + 1),
        String(run.performance),
        `${run.tbtMs} ms`,
        `${(run.mainThreadMs / 1000).toFixed(1)} s`,
        mainThreadKindsCell(run.mainThreadByKind),
        `${run.fcpMs} ms`,
        `${run.lcpMs} ms`,
        referenceLcpMs ? (run.lcpMs / referenceLcpMs).toFixed(2) : '-',
        String(run.cls),
        String(run.accessibility),
        page.reference ? '' : missedGoals(run, referenceLcpMs).join(', ') || 'none',
      ]),
    ),
  );
  if (!pages.length) return;
  console.log(
    'script / layout / render / other: the main thread in seconds spent on script (evaluation, parsing, ' +
      "compiling), style & layout, rendering (paint, composite) and the rest (the browser's own tasks, such as " +
      "loading each resource and each SVG image's document, with HTML parsing and garbage collection).",
  );
}

/** A titled table of text cells, columns padded to their widest cell; nothing when there are no rows. */
function printSmallTable(title, header, rows) {
  if (!rows.length) return;
  console.log(`\n${title}`);
  const table = [header, ...rows];
  const w = header.map((_, i) => Math.max(...table.map((row) => row[i].length)));
  for (const [index, row] of table.entries()) {
    console.log(row.map((cell, i) => cell.padEnd(w[i])).join('  '));
    if (index === 0) console.log(w.map((n) => '-'.repeat(n)).join('  '));
  }
}

/** The shopper routes: JS per route, guarded code, fonts, Lighthouse (median and every run). */
function printShopperTables(results) {
  const rows = [
    [
      'route',
      'path',
      'JS gzip',
      `budget ${SHOPPER_JS_BUDGET_KB} KB`,
      'Firestore',
      'CSS gzip',
      'fonts',
      'admin/Storage/chart',
      'perf',
      'a11y',
      'BP',
      'SEO',
      'FCP',
      'LCP',
      'LCP ÷ static',
      'TBT',
      'CLS',
    ],
  ];
  for (const r of results.routes) {
    const lh = r.lighthouse;
    const overBy = r.jsGzip / 1024 - SHOPPER_JS_BUDGET_KB;
    rows.push([
      r.name,
      r.path,
      kb(r.jsGzip),
      !r.shopper ? '-' : overBy > 0 ? `over by ${overBy.toFixed(1)} KB` : 'within',
      r.firestoreReads ? `${kb(r.firestoreBytes)} (${r.firestoreReads})` : '0',
      kb(r.cssGzip),
      r.fonts.length ? `${kb(r.fontBytes)} (${r.fonts.length})` : '0',
      r.guarded.length ? r.guarded.join(', ') : 'none',
      ...(lh
        ? [
            lh.runs ? `${lh.performance} (${lh.runs.join('/')})` : lh.performance,
            lh.accessibility,
            lh.bestPractices,
            lh.seo,
            `${lh.fcpMs} ms`,
            `${lh.lcpMs} ms`,
            results.reference?.lighthouse ? (lh.lcpMs / results.reference.lighthouse.lcpMs).toFixed(2) : '-',
            `${lh.tbtMs} ms`,
            lh.cls,
          ]
        : ['-', '-', '-', '-', '-', '-', '-', '-', '-']
      ).map(String),
    ]);
  }
  const ref = results.reference;
  if (ref?.lighthouse) {
    const lh = ref.lighthouse;
    rows.push(
      [
        'static reference',
        path.basename(ref.file),
        ...['-', '-', '-', '-', '-', '-'],
        `${lh.performance} (${lh.runs.join('/')})`,
        ...[lh.accessibility, lh.bestPractices, lh.seo, `${lh.fcpMs} ms`, `${lh.lcpMs} ms`, '1.00'],
        `${lh.tbtMs} ms`,
        lh.cls,
      ].map(String),
    );
  }
  const widths = rows[0].map((_, i) => Math.max(...rows.map((row) => String(row[i]).length)));
  console.log('');
  for (const [index, row] of rows.entries()) {
    console.log(row.map((cell, i) => String(cell).padEnd(widths[i])).join('  '));
    if (index === 0) console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  }
  console.log(
    ref?.lighthouse
      ? `\nLCP ÷ static: each page's LCP over the static reference page's (${ref.file}), same run.`
      : ref
        ? '\nLCP ÷ static: not measured (no Lighthouse runs).'
        : '\nLCP ÷ static: skipped — no shared/perf/static-reference.html beside the repo (set BENCH_STATIC_REFERENCE).',
  );
  const overBudget = results.routes.filter((r) => r.shopper && r.jsGzip / 1024 > SHOPPER_JS_BUDGET_KB);
  console.log(
    overBudget.length
      ? `Initial JS over the ${SHOPPER_JS_BUDGET_KB} KB gzip budget: ${overBudget.map((r) => `${r.name} ${kb(r.jsGzip)}`).join('; ')}.`
      : `Every shopper route loads at most ${SHOPPER_JS_BUDGET_KB} KB of JS (gzip).`,
  );
  const shopperRoutes = results.routes.filter((r) => r.shopper && r.i18nGzip !== undefined);
  if (shopperRoutes.length) {
    const overAllowance = shopperRoutes.filter((r) => r.i18nGzip > I18N_ALLOWANCE_KB * 1024);
    console.log(
      `i18n runtime and catalogue (gzip; at most ${I18N_ALLOWANCE_KB} KB, ${I18N_ALLOWANCE_KB * 1024} B): ` +
        shopperRoutes.map((r) => `${r.name} ${r.i18nGzip} B`).join('; ') +
        (overAllowance.length
          ? `. Over: ${overAllowance.map((r) => `${r.name} by ${r.i18nGzip - I18N_ALLOWANCE_KB * 1024} B`).join('; ')}.`
          : '. Every route within.'),
    );
  }
  const listing = results.routes.find((r) => r.name === 'shop (all)');
  if (listing) {
    console.log(
      `Shop page's catalogue read: ${kb(listing.firestoreBytes)} uncompressed as the emulator sends it, ` +
        `${kb(listing.firestoreCompactBytes)} as compact JSON (production), in ${listing.firestoreReads} request(s); target ≤ 15 KB per 24-product page.`,
    );
  }
  const offenders = results.routes.filter((r) => r.guarded.length);
  console.log(
    offenders.length
      ? `\nGuarded code loaded on shopper routes: ${offenders.map((r) => `${r.name} (${r.guarded.join(', ')})`).join('; ')}.`
      : '\nNo shopper route loads admin, Storage or chart code (checked against the chunks’ modules).',
  );
  const fontFiles = results.routes.flatMap((r) =>
    r.fonts.map((font) => `  ${r.name}: ${font.file} ${kb(font.bytes)}`),
  );
  console.log(
    fontFiles.length ? `\nFont files (as served):\n${fontFiles.join('\n')}` : '\nNo route downloaded a font.',
  );
  console.log(
    `\nLighthouse: mobile form factor, simulated throttling; perf is the median run (every run in brackets).` +
      (results.firestoreGzip ? '\nFirestore answers gzipped through a proxy, as in production.' : '') +
      `\n${devanagariFontLine(results.deviceFont, results.devanagariFonts)}`,
  );
  printEveryRun(results);
  printSmallTable(
    `Each Hindi page beside its English twin, run by run (same round); the Hindi issue's goals: perf within ${HINDI_TWIN_GOALS.performancePoints} points, LCP within ${Math.round((HINDI_TWIN_GOALS.lcpRatio - 1) * 100)} %:`,
    ['page', 'run', 'perf under English', 'LCP ÷ English', 'missed'],
    hindiTwinGaps(results.routes).map((gap) => [
      gap.page,
      String(gap.run),
      String(gap.trailsBy),
      gap.lcpRatio.toFixed(2),
      gap.missed.join(', ') || 'none',
    ]),
  );
}

function printTable(results) {
  // --only-admin measures no shopper route.
  if (results.routes.length) printShopperTables(results);
  printSmallTable(
    'Catalogue size (unthrottled Chromium, 412 px; the median of 3 views, then every view; Firestore bytes of the median view):',
    ['products', 'path', 'first image', 'every view', 'Firestore bytes'],
    (results.growth ?? []).map((row) => [
      String(row.products),
      row.path,
      `${row.firstImageMs} ms`,
      viewsCell(row.views),
      kb(row.firestoreBytes),
    ]),
  );
  const adminListColumns = [
    'first row',
    'every fresh load',
    'every view from the dashboard',
    'Firestore bytes',
    'missed',
  ];
  const adminListCells = (row) => [
    `${row.firstRowMs} ms`,
    viewsCell(row.views),
    viewsCell(row.navigated),
    kb(row.firestoreBytes),
    adminListMissed(row),
  ];
  const adminListTitle = (page) =>
    `${page}, 1280 px: time to the first row, the median of 3 fresh loads with a valid session, then every ` +
    `fresh load and every view reached from the dashboard's navigation (goals: ${ADMIN_GOALS.freshFirstRowMs} ` +
    `and ${ADMIN_GOALS.navigatedFirstRowMs} ms); Firestore bytes of the median load until 3 s after its first row:`;
  printSmallTable(
    adminListTitle('Admin products list (/admin/products)'),
    ['products', ...adminListColumns],
    (results.adminProducts ?? []).map((row) => [String(row.products), ...adminListCells(row)]),
  );
  printSmallTable(
    adminListTitle('Orders page (/admin/orders)'),
    ['orders', ...adminListColumns],
    (results.orders ?? []).map((row) => [String(row.orders), ...adminListCells(row)]),
  );
  printDashboard(results.dashboard, overGoal(results.dashboard?.runs, ADMIN_GOALS.dashboardFiguresMs));
  console.log(`\nResults in ${path.relative(ROOT, RESULTS)}.`);
}

async function emulatedMain() {
  const { seed } = await import('./seed.mjs');
  await seed();
  const runs = Number(argValue('--runs', '3'));
  const sizes = argValue('--sizes', '28,1000,5000')
    .split(',')
    .map(Number)
    .filter((n) => n > 0);
  const referenceFile = findStaticReference();
  const results = {
    date: new Date().toISOString(),
    node: process.version,
    firestoreGzip,
    deviceFont,
    reference: referenceFile ? { file: referenceFile, lighthouse: null } : null,
    routes: [],
    growth: [],
    orders: [],
  };
  const orderSizes = argValue('--order-sizes', '100,10000')
    .split(',')
    .map(Number)
    .filter((n) => n > 0);
  const searchSizes = argValue('--search-sizes', '28,5000,50000')
    .split(',')
    .map(Number)
    .filter((n) => n > 0);
  // --only-search: the search part alone (it grows the catalogue, so it runs last otherwise).
  const onlySearch = process.argv.includes('--only-search');
  // --only-shopper: the shopper pages alone (JS per route, Lighthouse), no admin, catalogue or search parts.
  const onlyShopper = process.argv.includes('--only-shopper');
  // --only-admin: the admin parts alone (dashboard, products list per catalogue size, orders page), no
  // shopper Lighthouse or search.
  const onlyAdmin = process.argv.includes('--only-admin');
  // Everything opened below is closed on every path, a failed start-up included: anything left
  // open (a listening server, a proxied long poll, a browser) keeps the bench alive after its report.
  const opened = openResources();
  try {
    if (deviceFont) {
      // Before any Chromium starts: each reads FONTCONFIG_FILE from the environment it inherits.
      installDeviceFont(opened);
    }
    results.devanagariFonts = devanagariFonts();
    const { startServer } = await import('./serve-dist.mjs');
    opened.add('the production build server', await startServer(PORT), closeServer);
    if (firestoreGzip) opened.add('the gzip proxy', await startGzipProxy(), closeServer);
    const { chromium } = await import('@playwright/test');
    const browser = opened.add(
      'Chromium',
      await chromium.launch({ executablePath: chromePath(), args: CHROME_FLAGS }),
      (b) => b.close(),
    );
    const reference = referenceFile
      ? opened.add('the static reference server', await serveStaticReference(referenceFile), (r) =>
          closeServer(r.server),
        )
      : null;
    if (onlySearch) {
      const { searchGrowth } = await import('./bench-search.mjs');
      results.search = await searchGrowth(browser, ORIGIN, searchSizes, growCatalogue);
      return;
    }
    const routes = onlyAdmin ? [] : await benchRoutes();
    for (const route of routes) {
      results.routes.push({ ...route, ...(await measureBytes(browser, route)), lighthouse: null });
      console.log(`measured the files of ${route.path}`);
    }
    // Lighthouse in rounds, each round every page once (the reference first): on a shared machine
    // load comes and goes, and a page's twin (English/Hindi) or the reference then meets the same load.
    const pages = [
      ...(reference && !onlyAdmin
        ? [{ url: reference.url, keep: (lh) => (results.reference.lighthouse = lh) }]
        : []),
      ...results.routes
        .filter((_, index) => routes[index].lighthouse)
        .map((route) => ({ url: `${ORIGIN}${route.path}`, keep: (lh) => (route.lighthouse = lh) })),
    ];
    const runsOf = pages.map(() => []);
    for (let round = 1; pages.length && round <= runs; round += 1) {
      for (const [index, page] of pages.entries()) runsOf[index].push(await lighthouseRun(page.url));
      console.log(`Lighthouse round ${round} of ${runs} done`);
    }
    if (runs > 0) for (const [index, page] of pages.entries()) page.keep(summariseRuns(runsOf[index]));
    const dashboardOrders = onlyShopper ? 0 : Number(argValue('--dashboard-orders', '10000'));
    if (dashboardOrders > 0) {
      const { dashboardBench } = await import('./bench-dashboard.mjs');
      results.dashboard = await dashboardBench(browser, ORIGIN, dashboardOrders);
    }
    if (!onlyShopper) {
      // Last: it adds products to the (throwaway) emulator data.
      ({ rows: results.growth, adminProducts: results.adminProducts } = await catalogueGrowth(
        browser,
        sizes,
      ));
      const { ordersGrowth } = await import('./bench-orders.mjs');
      results.orders = await ordersGrowth(browser, ORIGIN, orderSizes);
      if (!onlyAdmin) {
        const { searchGrowth } = await import('./bench-search.mjs');
        results.search = await searchGrowth(browser, ORIGIN, searchSizes, growCatalogue);
      }
    }
  } finally {
    if (onlySearch) printSearch(results.search ?? []);
    await opened.closeAll();
  }
  if (onlySearch) return;
  fs.mkdirSync(path.dirname(RESULTS), { recursive: true });
  fs.writeFileSync(RESULTS, `${JSON.stringify(results, null, 2)}\n`);
  printTable(results);
  printSearch(results.search ?? []);
}

/** The search rows: last keystroke → suggestions, and Firestore bytes, per size and query. */
function printSearch(rows) {
  printSmallTable(
    'Search: last keystroke → suggestions shown (median of 3, every run), Firestore bytes (typing / last answer)',
    ['products', 'query', 'ms', 'runs ms', 'requests', 'typed', 'last answer'],
    rows.map((row) => [
      String(row.products),
      row.query,
      String(row.ms),
      row.runsMs.join(' '),
      String(row.requests),
      kb(row.typedBytes),
      kb(row.lastBytes),
    ]),
  );
}

/**
 * The report is written (or the run failed): the bench ends. Everything it opened is closed above, but a socket or
 * timer left open by a library (seen once after a long run with large --sizes and --order-sizes:
 * the inner process stayed alive for 20 minutes after its report) must not keep it running. If the
 * process has not ended by itself shortly, it names what is still open and exits.
 */
function exitWhenDone(graceMs = 5000) {
  setTimeout(() => {
    console.warn(
      `[bench] still open after the report: ${process.getActiveResourcesInfo().join(', ')}; exiting.`,
    );
    process.exit(process.exitCode ?? 0);
  }, graceMs).unref();
}

async function main() {
  if (process.argv.includes('--emulated')) {
    try {
      return await emulatedMain();
    } finally {
      exitWhenDone();
    }
  }
  const { spawnSync } = await import('node:child_process');
  const build = spawnSync(
    process.execPath,
    [path.join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js'), 'build'],
    {
      cwd: ROOT,
      stdio: 'inherit',
      // With --firestore-gzip the build reads Firestore through the compressing proxy.
      env: firestoreGzip
        ? { ...process.env, VITE_FIRESTORE_EMULATOR_PORT: String(GZIP_PROXY_PORT) }
        : process.env,
    },
  );
  if (build.status !== 0) {
    process.exitCode = build.status ?? 1;
    return;
  }
  try {
    const passOn = process.argv
      .slice(2)
      .filter((arg) => arg !== '--emulated')
      .join(' ');
    process.exitCode = await execWithEmulators(`node scripts/bench.mjs --emulated ${passOn}`.trim());
  } catch (error) {
    if (!(error instanceof LauncherError)) throw error;
    console.error(`[emulators] ${error.message}`);
    process.exitCode = 1;
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await main();
}
