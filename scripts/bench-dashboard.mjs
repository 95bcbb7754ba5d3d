// The dashboard part of `npm run bench`: seeds `count` orders spread over the last 30 days, then
// opens /admin/dashboard as the demo admin and measures what its figures cost — the Firestore
// requests it makes (aggregation queries, documents), the reads they are billed as (an
// aggregation reads 1 per up to 1,000 index entries it matches, at least 1; a document read is
// 1), bytes, and the time until the figures and the chart show, taken in the page (watchShown in
// scripts/bench-orders.mjs). Three views: the median and every view.

import { medianBy } from './bench-median.mjs';

const STATUSES = ['placed', 'confirmed', 'shipped', 'delivered', 'cancelled'];
const DAY_MS = 24 * 60 * 60 * 1000;

/** Writes `count` orders (ids dash-bench-…) with createdAt spread evenly over the last 30 days. */
export async function seedDashboardOrders(count) {
  const { toValue } = await import('./seed.mjs');
  const project = process.env.GCLOUD_PROJECT || 'demo-ayurveda-shop';
  const host = process.env.FIRESTORE_EMULATOR_HOST || '127.0.0.1:8080';
  const root = `projects/${project}/databases/(default)/documents`;
  const now = Date.now();
  const writes = [];
  for (let n = 0; n < count; n += 1) {
    const price = 100 + ((n * 37) % 400);
    const amount = 1 + (n % 3);
    const order = {
      name: `Bench Customer ${n % 500}`,
      email: `bench${n % 500}@example.com`,
      address: '12 Lotus Lane, C-Scheme, Jaipur, India',
      number: '09812345678',
      order: {
        items: [{ id: 1 + (n % 28), title: 'Bench product', amount, price }],
        totalAmount: price * amount,
        totalNumItems: amount,
      },
      payment_method: 'cash',
      uid: `bench-${n % 500}`,
      status: STATUSES[n % STATUSES.length],
      createdAt: new Date(now - Math.floor(((n + 0.5) / count) * 30 * DAY_MS)),
    };
    writes.push({
      update: { name: `${root}/orders/dash-bench-${n}`, fields: toValue(order).mapValue.fields },
    });
  }
  for (let start = 0; start < writes.length; start += 400) {
    const res = await fetch(`http://${host}/v1/${root}:commit`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: 'Bearer owner' },
      body: JSON.stringify({ writes: writes.slice(start, start + 400) }),
    });
    if (!res.ok) throw new Error(`Seeding orders failed (${res.status}): ${await res.text()}`);
  }
}

/**
 * Billed reads of one aggregation: 1 per started 1,000 index entries it matched (its count
 * aggregation's value, named by the alias the request gave it), at least 1.
 */
function aggregationReads(request, answer) {
  const aggregations = request?.structuredAggregationQuery?.aggregations ?? [];
  const alias = aggregations.find((aggregation) => aggregation.count)?.alias;
  let reads = 0;
  for (const part of answer) {
    if (!part.result) continue;
    const matched = Number(part.result.aggregateFields?.[alias]?.integerValue ?? 0);
    reads += Math.max(1, Math.ceil(matched / 1000));
  }
  return reads;
}

/**
 * One view of the dashboard by a logged-in admin page: requests, reads, bytes, time (`shownAt` of
 * scripts/bench-orders.mjs reads the marks that DASHBOARD_SHOWN's watcher set).
 */
async function measureView(page, origin, shownAt) {
  const stats = { aggregations: 0, documentQueries: 0, documents: 0, reads: 0, bytes: 0 };
  const pending = [];
  const onResponse = (response) => {
    const url = response.url();
    const aggregation = url.includes(':runAggregationQuery');
    if (!aggregation && !url.includes(':runQuery')) return;
    pending.push(
      response.body().then((body) => {
        stats.bytes += body.length;
        const answer = JSON.parse(body.toString('utf8'));
        if (aggregation) {
          stats.aggregations += 1;
          stats.reads += aggregationReads(response.request().postDataJSON(), answer);
        } else {
          const documents = answer.filter((part) => part.document).length;
          stats.documentQueries += 1;
          stats.documents += documents;
          stats.reads += Math.max(1, documents);
        }
      }),
    );
  };
  page.on('response', onResponse);
  await page.goto(`${origin}/admin/dashboard`);
  // From the navigation's start to the first frame that shows them (DASHBOARD_SHOWN).
  const figuresMs = await shownAt(page, '__benchFiguresAt', 120_000);
  // The chart's 30 days are counted apart, after the figures' requests.
  const chartMs = await shownAt(page, '__benchChartAt', 120_000);
  // The admin area's live listeners keep the network busy: wait for the page's own answers instead
  // (the collection counts are the last; the figures arrived together, with 'Today').
  await page
    .getByRole('status', { name: /^Counting/ })
    .first()
    .waitFor({ state: 'detached', timeout: 120_000 });
  page.off('response', onResponse);
  await Promise.all(pending);
  return { ...stats, figuresMs, chartMs };
}

/**
 * What watchShown (scripts/bench-orders.mjs) notes on the dashboard: its period figures on screen,
 * and its chart's data (the table under the chart, in a closed disclosure: attached, not visible).
 */
const DASHBOARD_SHOWN = {
  __benchFiguresAt: ['.dashboard-periods .dashboard-card', 'visible'],
  __benchChartAt: ['.dashboard-chart table', 'attached'],
};

/**
 * Seeds the orders, then measures three views of the dashboard: the median view (by the figures'
 * time), and every view's figures and chart times in the order measured (`runs`, `chartRuns`).
 */
export async function dashboardBench(browser, origin, count) {
  await seedDashboardOrders(count);
  const { adminContext, shownAt, watchShown } = await import('./bench-orders.mjs');
  const context = await adminContext(browser, origin);
  const page = await context.newPage();
  await page.addInitScript(watchShown, DASHBOARD_SHOWN);
  const views = [];
  for (let i = 0; i < 3; i += 1) views.push(await measureView(page, origin, shownAt));
  await context.close();
  const median = medianBy(views, (view) => view.figuresMs);
  console.log(`measured the dashboard with ${count} orders`);
  return {
    orders: count,
    ...median,
    runs: views.map((view) => view.figuresMs),
    chartRuns: views.map((view) => view.chartMs),
  };
}

/**
 * The dashboard's lines of the printed table; `missed` says which views' figures were over the goal
 * (overGoal in scripts/bench.mjs), or is empty.
 */
export function printDashboard(result, missed = '') {
  if (!result) return;
  const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
  console.log(
    `\nDashboard with ${result.orders.toLocaleString('en-US')} more orders (median of 3 views, then every ` +
      `view in the order measured, 1280 px): figures in ${result.figuresMs} ms (${result.runs.join(' / ')}), ` +
      `chart in ${result.chartMs} ms (${(result.chartRuns ?? []).join(' / ')}); ` +
      `${result.aggregations} aggregation queries + ${result.documentQueries} document queries ` +
      `(${result.documents} documents) ≈ ${result.reads} billed reads; ${kb(result.bytes)} of answers.` +
      (missed ? ` Figures missed the goal: ${missed}.` : ''),
  );
}
