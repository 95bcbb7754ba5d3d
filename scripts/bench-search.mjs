/* global document, window, MutationObserver */
// The search part of `npm run bench`: on catalogues grown to each size, a shopper types a query
// into the header's box (120 ms between keys, as a quick typist); measured in the page from the
// last keydown to the suggestions answered for the whole query, and the Firestore bytes the
// typing read (every keystroke's reads: index entries, products by id, or the query it falls
// back to) and the last search's reads alone. Median of 3 per query.

import { medianBy } from './bench-median.mjs';

// The last is misspelt: its answer is the words mended (src/lib/search/near.ts), two reads more.
const QUERIES = ['ashwagandha', 'नीम साबुन', 'mehndi cone', 'ashwgandha'];

async function measureQuery(browser, origin, text) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const answers = [];
  page.on('response', async (response) => {
    // A search's reads: the index entries and products by id (batchGet), or the query on
    // searchKeys it falls back to; each answer's bytes.
    if (!/:runQuery|:batchGet/.test(response.url()) || response.request().method() !== 'POST') return;
    const body = await response.body().catch(() => Buffer.alloc(0));
    const sent = response.request().postData() ?? '';
    if (/\/searchIndex\//.test(sent)) answers.push({ search: true, bytes: body.length });
    else if (/searchKeys/.test(sent)) answers.push({ search: false, bytes: body.length });
  });
  await page.goto(`${origin}/shop/category/all`, { waitUntil: 'networkidle' });
  const box = page.getByRole('combobox', { name: 'Search products' });
  await box.click();
  await page.waitForFunction(() => document.getElementById('header-search-list') !== null);
  await page.evaluate(() => {
    const bench = { start: 0, end: 0 };
    window.__searchBench = bench;
    const input = document.getElementById('header-search-input');
    input.addEventListener('keydown', () => {
      bench.start = performance.now();
      bench.end = 0;
    });
    new MutationObserver(() => {
      const status = document.querySelector('.search-popup + [role="status"]');
      if (bench.start && !bench.end && status && status.textContent) bench.end = performance.now();
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  await box.pressSequentially(text, { delay: 120 });
  await page.waitForFunction(() => window.__searchBench.end > 0, null, { timeout: 120_000 });
  const { start, end } = await page.evaluate(() => window.__searchBench);
  await page.waitForTimeout(300);
  await context.close();
  return {
    ms: Math.round(end - start),
    typedBytes: answers.reduce((sum, answer) => sum + answer.bytes, 0),
    requests: answers.length,
    // The last search: its index entries' read and what followed it (products by id, a fallback query).
    lastBytes: answers
      .slice(
        Math.max(
          0,
          answers.findLastIndex((answer) => answer.search),
        ),
      )
      .reduce((sum, answer) => sum + answer.bytes, 0),
  };
}

/** Every query at every size: the median of 3 runs (by ms), with every run's ms. */
export async function searchGrowth(browser, origin, sizes, growCatalogue) {
  const rows = [];
  for (const size of sizes) {
    await growCatalogue(size);
    for (const text of QUERIES) {
      const runs = [];
      for (let i = 0; i < 3; i += 1) runs.push(await measureQuery(browser, origin, text));
      const median = medianBy(runs, (run) => run.ms);
      rows.push({ products: size, query: text, ...median, runsMs: runs.map((run) => run.ms) });
      console.log(`measured search "${text}" at ${size} products`);
    }
  }
  return rows;
}
