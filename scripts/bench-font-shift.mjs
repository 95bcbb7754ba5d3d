#!/usr/bin/env node
// Layout shifts of Hindi pages while the Devanagari web font arrives late: each page opened with
// every font file held back (--delay ms, default 1500), a PerformanceObserver for 'layout-shift'
// from the first paint, and the sum of shifts without recent input (CLS's own rule) once the font
// has loaded, with the elements that moved. Run after a build, against the seeded emulators:
//   node scripts/emulators.mjs exec "node scripts/seed.mjs && node scripts/bench-font-shift.mjs [--delay 1500] [paths…]"
/* global window, document, Element -- functions below run in the page */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ports } from './ports.mjs';
import { openBuildAndBrowser, openResources } from './bench-resources.mjs';

/** Collects layout shifts from the start; read with window.__shifts. */
function observeShifts() {
  const shifts = [];
  Object.defineProperty(window, '__shifts', { value: shifts });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      shifts.push({
        value: entry.value,
        hadRecentInput: entry.hadRecentInput,
        at: Math.round(entry.startTime),
        sources: (entry.sources ?? []).map((s) => {
          const node = s.node;
          if (!node || !(node instanceof Element)) return node?.nodeName ?? '?';
          return `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''}${node.classList.length ? `.${[...node.classList].join('.')}` : ''}`;
        }),
      });
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

async function shiftsOf(browser, url, delayMs, width) {
  const context = await browser.newContext({ viewport: { width, height: 823 } });
  const page = await context.newPage();
  const fonts = [];
  await page.route('**/*.woff2', async (route) => {
    fonts.push(path.basename(new URL(route.request().url()).pathname));
    await new Promise((resolve) => setTimeout(resolve, delayMs));
    await route.continue();
  });
  await page.addInitScript(observeShifts);
  await page.goto(url, { waitUntil: 'networkidle' });
  // The font is switched on after the largest picture, or 2 s after load; then it downloads.
  await page.waitForFunction(() => document.documentElement.classList.contains('devanagari-font'), null, {
    timeout: 10000,
  });
  await page.evaluate(() => document.fonts.ready);
  await page.waitForTimeout(delayMs + 1000);
  await page.evaluate(() => document.fonts.ready);
  const shifts = await page.evaluate(() => window.__shifts);
  const loaded = await page.evaluate(() =>
    [...document.fonts].filter((f) => f.family.includes('Devanagari')).map((f) => `${f.weight} ${f.status}`),
  );
  await context.close();
  return { shifts, fonts, loaded };
}

async function main() {
  const args = process.argv.slice(2);
  const index = args.indexOf('--delay');
  const delayMs = index >= 0 ? Number(args.splice(index, 2)[1]) : 1500;
  const { products } = await import('./seed/catalogue.mjs');
  const product = products.find((p) => p.stock > 0) ?? products[0];
  const paths = args.length
    ? args
    : ['/hi', '/hi/shop/category/all', `/hi/shop/category/${product.category}/${product.id}`];
  const port = ports().bench;
  const opened = openResources();
  try {
    const browser = await openBuildAndBrowser(opened, port);
    for (const width of [412, 1280]) {
      for (const pagePath of paths) {
        const { shifts, fonts, loaded } = await shiftsOf(
          browser,
          `http://127.0.0.1:${port}${pagePath}`,
          delayMs,
          width,
        );
        const counted = shifts.filter((s) => !s.hadRecentInput);
        const cls = counted.reduce((sum, s) => sum + s.value, 0);
        console.log(
          `${pagePath} at ${width} px: layout shift ${cls.toFixed(4)} (${counted.length} shifts); fonts requested: ${fonts.join(', ') || 'none'}; Devanagari faces: ${loaded.join(', ')}`,
        );
        for (const s of counted)
          console.log(`  at ${s.at} ms: ${s.value.toFixed(4)} — ${s.sources.join(', ')}`);
      }
    }
  } finally {
    await opened.closeAll();
  }
  console.log(
    `\nEvery .woff2 held back ${delayMs} ms; shifts after recent input are not counted (as in CLS).`,
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await main();
}
