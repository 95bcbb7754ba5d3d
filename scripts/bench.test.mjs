import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  ADMIN_GOALS,
  adminListMissed,
  findStaticReference,
  hindiTwinGaps,
  i18nScripts,
  mainThreadByKind,
  mainThreadKindsCell,
  missedGoals,
  overGoal,
  viewsCell,
  withHindiTwins,
} from './bench.mjs';

const made = [];
function tree(...files) {
  const base = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-'));
  made.push(base);
  for (const file of files) {
    fs.mkdirSync(path.dirname(path.join(base, file)), { recursive: true });
    fs.writeFileSync(path.join(base, file), '<!doctype html>');
  }
  return base;
}

afterEach(() => {
  for (const dir of made.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('findStaticReference', () => {
  it('finds shared/perf/static-reference.html beside the repo', () => {
    const base = tree('shared/perf/static-reference.html', 'repo/package.json');
    expect(findStaticReference(path.join(base, 'repo'), {})).toBe(
      path.join(base, 'shared/perf/static-reference.html'),
    );
  });

  it('finds it beside a folder further up (a clone inside another folder)', () => {
    const base = tree('shared/perf/static-reference.html', 'clones/repo/package.json');
    expect(findStaticReference(path.join(base, 'clones/repo'), {})).toBe(
      path.join(base, 'shared/perf/static-reference.html'),
    );
  });

  it('gives null for a clone on its own, so the bench skips the ratio', () => {
    const base = tree('repo/package.json');
    expect(findStaticReference(path.join(base, 'repo'), {})).toBeNull();
  });

  it('takes BENCH_STATIC_REFERENCE when it names a file', () => {
    const base = tree('elsewhere/reference.html', 'repo/package.json');
    const file = path.join(base, 'elsewhere/reference.html');
    expect(findStaticReference(path.join(base, 'repo'), { BENCH_STATIC_REFERENCE: file })).toBe(file);
    expect(
      findStaticReference(path.join(base, 'repo'), { BENCH_STATIC_REFERENCE: `${file}.gone` }),
    ).toBeNull();
  });
});

describe('withHindiTwins', () => {
  it('follows each shopper route with its /hi twin, measured alike', () => {
    expect(
      withHindiTwins([
        { name: 'home', path: '/', lighthouse: true, shopper: true },
        { name: 'track order', path: '/track-order', lighthouse: false, shopper: true },
      ]),
    ).toEqual([
      { name: 'home', path: '/', lighthouse: true, shopper: true },
      { name: 'home (hi)', path: '/hi', lighthouse: true, shopper: true },
      { name: 'track order', path: '/track-order', lighthouse: false, shopper: true },
      { name: 'track order (hi)', path: '/hi/track-order', lighthouse: false, shopper: true },
    ]);
  });
});

describe('i18nScripts', () => {
  const chunks = {
    'assets/i18n-a.js': { areas: [], modules: ['src/i18n/runtime.ts', 'src/i18n/i18n.ts'] },
    'assets/locale-b.js': { areas: [], modules: ['src/i18n/locale.ts'] },
    'assets/shared.part-c.js': { areas: [], modules: ['src/locales/hi/shared.part.po'] },
    'assets/messages-d.js': { areas: [], modules: ['src/features/cart/messages.ts'] },
    'assets/index-e.js': { areas: [], modules: ['src/app/main.tsx', 'src/i18n/use-t.ts'] },
  };

  it('counts the runtime, the language of the URL and the catalogue a route loaded, nothing else', () => {
    expect(
      i18nScripts(
        [
          '/assets/index-e.js',
          '/assets/i18n-a.js',
          '/assets/locale-b.js',
          '/assets/messages-d.js',
          '/assets/shared.part-c.js',
          '/assets/not-in-the-map.js',
        ],
        chunks,
      ),
    ).toEqual(['/assets/i18n-a.js', '/assets/locale-b.js', '/assets/shared.part-c.js']);
  });
});

describe('missedGoals', () => {
  const met = { performance: 98, tbtMs: 150, mainThreadMs: 1500, lcpMs: 1300, cls: 0, accessibility: 100 };

  it('finds nothing missed by a run at every goal', () => {
    expect(missedGoals(met, 1000)).toEqual([]);
  });

  it('names each goal a run misses, one step past it', () => {
    expect(
      missedGoals(
        { performance: 97, tbtMs: 151, mainThreadMs: 1501, lcpMs: 1301, cls: 0.001, accessibility: 99 },
        1000,
      ),
    ).toEqual([
      'perf < 98',
      'TBT > 150 ms',
      'main thread > 1.5 s',
      'LCP ÷ static > 1.3',
      'CLS > 0',
      'a11y < 100',
    ]);
  });

  it('skips the LCP ratio without a reference page', () => {
    expect(missedGoals({ ...met, lcpMs: 9000 }, undefined)).toEqual([]);
  });
});

describe('mainThreadByKind', () => {
  // Lighthouse's mainthread-work-breakdown items: one per group, durations in ms.
  const items = [
    { group: 'other', groupLabel: 'Other', duration: 914.4 },
    { group: 'scriptEvaluation', groupLabel: 'Script Evaluation', duration: 612.2 },
    { group: 'styleLayout', groupLabel: 'Style & Layout', duration: 349 },
    { group: 'paintCompositeRender', groupLabel: 'Rendering', duration: 96 },
    { group: 'parseHTML', groupLabel: 'Parse HTML & CSS', duration: 24 },
    { group: 'garbageCollection', groupLabel: 'Garbage Collection', duration: 21 },
    { group: 'scriptParseCompile', groupLabel: 'Script Parsing & Compilation', duration: 12 },
  ];

  it('adds script parsing to its evaluation, and HTML parsing and garbage collection to the rest', () => {
    expect(mainThreadByKind(items)).toEqual({ script: 624, styleLayout: 349, rendering: 96, other: 959 });
  });

  it('counts a group it does not know as the rest, and nothing as zero', () => {
    expect(mainThreadByKind([{ group: 'somethingNew', duration: 40 }])).toEqual({
      script: 0,
      styleLayout: 0,
      rendering: 0,
      other: 40,
    });
  });

  it('writes the kinds as seconds in one cell, and a dash for a run measured without them', () => {
    expect(mainThreadKindsCell(mainThreadByKind(items))).toBe('0.6 / 0.3 / 0.1 / 1.0');
    expect(mainThreadKindsCell(undefined)).toBe('-');
  });
});

describe('hindiTwinGaps', () => {
  const lighthouse = (...runs) => ({ every: runs.map(([performance, lcpMs]) => ({ performance, lcpMs })) });

  it('sets each Hindi run beside its English twin’s run of the same round, and names the goals it misses', () => {
    const routes = [
      { name: 'home', lighthouse: lighthouse([99, 800], [96, 1000], [99, 760]) },
      { name: 'home (hi)', lighthouse: lighthouse([98, 870], [99, 1200], [95, 760]) },
    ];
    expect(hindiTwinGaps(routes)).toEqual([
      { page: 'home (hi)', run: 1, trailsBy: 1, lcpRatio: 870 / 800, missed: [] },
      { page: 'home (hi)', run: 2, trailsBy: -3, lcpRatio: 1.2, missed: ['LCP > 1.1 × English'] },
      { page: 'home (hi)', run: 3, trailsBy: 4, lcpRatio: 1, missed: ['perf 4 points under'] },
    ]);
  });

  it('skips a page without a measured twin, and an English page on its own', () => {
    const routes = [
      { name: 'shop', lighthouse: lighthouse([95, 1000]) },
      { name: 'cart (hi)', lighthouse: lighthouse([90, 2000]) },
      { name: 'track order', lighthouse: null },
      { name: 'track order (hi)', lighthouse: null },
    ];
    expect(hindiTwinGaps(routes)).toEqual([]);
  });
});

describe('the admin views against their goals', () => {
  it('writes every view in the order measured, and a dash without views', () => {
    expect(viewsCell([747, 1203, 772])).toBe('747 / 1203 / 772 ms');
    expect(viewsCell([])).toBe('-');
    expect(viewsCell(undefined)).toBe('-');
  });

  it('counts the views over a goal, not the ones at it', () => {
    expect(overGoal([600, 601, 420], 600)).toBe('1 of 3 > 600 ms');
    expect(overGoal([1522, 926, 2631], 1500)).toBe('2 of 3 > 1500 ms');
    expect(overGoal([600, 599], 600)).toBe('');
    expect(overGoal(undefined, 600)).toBe('');
  });

  it('names what a list missed: its fresh loads against 1 s, its views from the dashboard against 600 ms', () => {
    expect(ADMIN_GOALS).toMatchObject({ freshFirstRowMs: 1000, navigatedFirstRowMs: 600 });
    expect(adminListMissed({ views: [747, 1185, 772], navigated: [138, 257, 1157] })).toBe(
      'fresh load: 1 of 3 > 1000 ms, from the dashboard: 1 of 3 > 600 ms',
    );
    // A view from the dashboard between 600 ms and 1 s misses its goal; a fresh load there does not.
    expect(adminListMissed({ views: [900, 950, 999], navigated: [700, 200, 300] })).toBe(
      'from the dashboard: 1 of 3 > 600 ms',
    );
    expect(adminListMissed({ views: [747, 810, 772], navigated: [209, 172, 207] })).toBe('');
  });
});
