#!/usr/bin/env node
// The long tasks (> 50 ms) of shopper pages on a slow phone's CPU, and what runs in them: a
// Chromium performance trace of each page with 4× CPU throttling (412 px wide), the production
// build served like Hosting. Run after a build, against the seeded emulators:
//   node scripts/emulators.mjs exec "node scripts/seed.mjs && node scripts/bench-trace.mjs [--rate 4] [--runs 1] [paths…]"
// Prints per page and run each long task: when it started, how long it ran, the trace events at its
// top (script evaluation, function calls, timers, parsing, layout…) with their script, and where its
// JavaScript spent the time (CPU profile samples, by function and file). A measurement; no test
// depends on it.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ports } from './ports.mjs';
import { openBuildAndBrowser, openResources } from './bench-resources.mjs';

const LONG_TASK_MS = 50;
const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'v8',
  'loading',
  'toplevel',
  'disabled-by-default-v8.cpu_profiler',
].join(',');
/** Trace events that say what a task runs, with the script they name. */
const WHAT = new Set([
  'EvaluateScript',
  'v8.evaluateModule',
  'FunctionCall',
  'TimerFire',
  'FireAnimationFrame',
  'RunMicrotasks',
  'EventDispatch',
  'ParseHTML',
  'Layout',
  'UpdateLayoutTree',
  'Paint',
  'PrePaint',
  'MajorGC',
  'MinorGC',
  'v8.compile',
  'v8.compileModule',
  'ParseAuthorStyleSheet',
  'XHRReadyStateChange',
]);

/** A script URL's file name (the build's chunk), or the URL itself when it is not a path. */
function file(url) {
  if (!url) return '';
  try {
    return path.basename(new URL(url).pathname) || url;
  } catch {
    return url;
  }
}

/** CPU profile samples of the trace: [{ ts (µs), pid, tid, node }] with nodes by id per profile. */
function profileSamples(events) {
  const profiles = new Map();
  for (const event of events) {
    const key = `${event.pid}:${event.id}`;
    if (event.name === 'Profile') {
      profiles.set(key, {
        pid: event.pid,
        tid: event.tid,
        start: event.args.data.startTime,
        nodes: new Map(),
        samples: [],
      });
    }
    if (event.name !== 'ProfileChunk') continue;
    const profile = profiles.get(key);
    if (!profile) continue;
    const data = event.args.data.cpuProfile ?? {};
    for (const node of data.nodes ?? []) profile.nodes.set(node.id, node);
    const deltas = event.args.data.timeDeltas ?? [];
    let ts = profile.samples.at(-1)?.ts ?? profile.start;
    for (const [index, id] of (data.samples ?? []).entries()) {
      ts += deltas[index] ?? 0;
      profile.samples.push({ ts, id });
    }
  }
  return [...profiles.values()];
}

/** The frame a sample is charged to: the innermost one with a script URL of the page's origin. */
function chargedFrame(profile, id, origin) {
  let node = profile.nodes.get(id);
  const leaf = node;
  while (node) {
    const url = node.callFrame?.url ?? '';
    if (url.startsWith(origin)) return `${node.callFrame.functionName || '(anonymous)'} @ ${file(url)}`;
    node = node.parent !== undefined ? profile.nodes.get(node.parent) : undefined;
  }
  const name = leaf?.callFrame?.functionName;
  return name ? `(${name})` : '(native)';
}

/** The long tasks of a trace, each with its top events and where its JavaScript spent the time. */
export function longTasks(trace, origin, longMs = LONG_TASK_MS) {
  const events = trace.traceEvents ?? trace;
  // The page's renderer: a 'Renderer' process (not the browser's own WebUI pages) that ran the
  // page's scripts or parsed its HTML.
  const renderers = new Set(
    events
      .filter((e) => e.ph === 'M' && e.name === 'process_name' && e.args?.name === 'Renderer')
      .map((e) => e.pid),
  );
  const pagePids = new Set(
    events
      .filter((e) => renderers.has(e.pid) && String(e.args?.data?.url ?? '').startsWith(origin))
      .map((e) => e.pid),
  );
  const mainThreads = new Set(
    events
      .filter(
        (e) =>
          e.ph === 'M' &&
          e.name === 'thread_name' &&
          e.args?.name === 'CrRendererMain' &&
          pagePids.has(e.pid),
      )
      .map((e) => `${e.pid}:${e.tid}`),
  );
  const onMain = (e) => mainThreads.has(`${e.pid}:${e.tid}`);
  // Time zero: the request for the page's document.
  const documentRequest = events.find(
    (e) => e.name === 'ResourceSendRequest' && String(e.args?.data?.url ?? '').startsWith(origin),
  );
  const zero = documentRequest?.ts ?? Math.min(...events.filter((e) => e.ts > 0).map((e) => e.ts));
  const profiles = profileSamples(events);
  // Only the outermost tasks.
  const runTasks = events.filter((e) => e.ph === 'X' && e.name === 'RunTask' && onMain(e));
  const tasks = runTasks
    .filter((e) => e.dur / 1000 > longMs)
    .filter(
      (e) =>
        !runTasks.some(
          (o) => o !== e && o.tid === e.tid && o.ts <= e.ts && o.ts + o.dur >= e.ts + e.dur && o.dur > e.dur,
        ),
    )
    .sort((a, b) => a.ts - b.ts);
  return tasks.map((task) => {
    const end = task.ts + task.dur;
    const inside = events.filter(
      (e) =>
        e.ph === 'X' &&
        WHAT.has(e.name) &&
        e.pid === task.pid &&
        e.tid === task.tid &&
        e.ts >= task.ts &&
        e.ts < end,
    );
    // The outermost of them: an event not inside another listed one.
    const top = inside.filter(
      (e) => !inside.some((o) => o !== e && o.ts <= e.ts && o.ts + o.dur >= e.ts + e.dur && o.dur > e.dur),
    );
    const byWhat = new Map();
    for (const e of top) {
      const data = e.args?.data ?? {};
      const url = data.url || data.stackTrace?.[0]?.url || '';
      const label = [e.name, data.functionName, data.type, file(url)].filter(Boolean).join(' ');
      byWhat.set(label, (byWhat.get(label) ?? 0) + e.dur / 1000);
    }
    const byFunction = new Map();
    let sampled = 0;
    for (const profile of profiles) {
      if (profile.pid !== task.pid) continue;
      const within = profile.samples.filter((s) => s.ts >= task.ts && s.ts < end);
      for (const [index, sample] of within.entries()) {
        const next = within[index + 1]?.ts ?? end;
        const ms = Math.min(next - sample.ts, 5000) / 1000;
        const frame = chargedFrame(profile, sample.id, origin);
        byFunction.set(frame, (byFunction.get(frame) ?? 0) + ms);
        sampled += ms;
      }
    }
    const largest = (map, n) =>
      [...map]
        .sort((a, b) => b[1] - a[1])
        .slice(0, n)
        .map(([label, ms]) => ({ label, ms: Math.round(ms) }));
    return {
      startMs: Math.round((task.ts - zero) / 1000),
      durationMs: Math.round(task.dur / 1000),
      top: largest(byWhat, 4),
      functions: largest(byFunction, 5),
      sampledMs: Math.round(sampled),
    };
  });
}

async function tracePage(browser, url, rate) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  await browser.startTracing(page, { categories: CATEGORIES.split(',') });
  await page.goto(url, { waitUntil: 'networkidle' });
  // Work the page schedules for when it is idle, and the carousel's first turn, fall in the trace too.
  await page.waitForTimeout(3000);
  const raw = await browser.stopTracing();
  if (process.env.BENCH_TRACE_DIR) {
    const fs = await import('node:fs');
    fs.mkdirSync(process.env.BENCH_TRACE_DIR, { recursive: true });
    fs.writeFileSync(
      path.join(process.env.BENCH_TRACE_DIR, `${url.replace(/\W+/g, '_')}-${Date.now()}.json`),
      raw,
    );
  }
  const trace = JSON.parse(raw.toString('utf8'));
  await context.close();
  return trace;
}

function print(pagePath, run, tasks) {
  const total = tasks.reduce((sum, t) => sum + t.durationMs, 0);
  const blocking = tasks.reduce((sum, t) => sum + t.durationMs - LONG_TASK_MS, 0);
  console.log(
    `\n${pagePath} — run ${run}: ${tasks.length} long tasks, ${total} ms in all, ${blocking} ms over 50 ms`,
  );
  for (const t of tasks) {
    console.log(`  at ${t.startMs} ms, ${t.durationMs} ms`);
    console.log(`    events: ${t.top.map((e) => `${e.label} ${e.ms} ms`).join('; ')}`);
    if (t.functions.length) {
      console.log(
        `    JS (of ${t.sampledMs} ms sampled): ${t.functions.map((f) => `${f.label} ${f.ms} ms`).join('; ')}`,
      );
    }
  }
}

async function main() {
  const args = process.argv.slice(2);
  // --saved <trace.json> <origin>: analyse a trace kept with BENCH_TRACE_DIR, without a browser.
  if (args[0] === '--saved') {
    const fs = await import('node:fs');
    print(args[1], 1, longTasks(JSON.parse(fs.readFileSync(args[1], 'utf8')), args[2]));
    return;
  }
  const option = (name, fallback) => {
    const index = args.indexOf(name);
    if (index < 0) return fallback;
    const [, value] = args.splice(index, 2);
    return Number(value) || fallback;
  };
  const rate = option('--rate', 4);
  const runs = option('--runs', 1);
  const { products } = await import('./seed/catalogue.mjs');
  const product = products.find((p) => p.stock > 0) ?? products[0];
  const paths = args.length
    ? args
    : ['/', '/shop/category/all', `/shop/category/${product.category}/${product.id}`];
  const port = ports().bench;
  const origin = `http://127.0.0.1:${port}`;
  const opened = openResources();
  const results = [];
  try {
    const browser = await openBuildAndBrowser(opened, port);
    for (let run = 1; run <= runs; run += 1) {
      for (const pagePath of paths) {
        const tasks = longTasks(await tracePage(browser, `${origin}${pagePath}`, rate), origin);
        results.push({ path: pagePath, run, tasks });
        print(pagePath, run, tasks);
      }
    }
  } finally {
    await opened.closeAll();
  }
  console.log(`\nCPU ${rate}× slower (Emulation.setCPUThrottlingRate), 412 px, no network throttling.`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await main();
}
