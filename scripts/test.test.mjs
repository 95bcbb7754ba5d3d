// @vitest-environment node
// `npm test`'s summary: counts from each layer's report, and the name of each failed test, so a
// log that keeps only its last lines (CI's record) still says what failed. The reports' shapes
// are those vitest's and Playwright's JSON reporters write.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { failureLines, playwrightCounts, summary, vitestCounts } from './test.mjs';

const ROOT = path.resolve(new URL('..', import.meta.url).pathname);
const dirs = [];

function reportFile(report) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'test-summary-'));
  dirs.push(dir);
  const file = path.join(dir, 'report.json');
  fs.writeFileSync(file, JSON.stringify(report));
  return file;
}

afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

const vitestReport = {
  numTotalTests: 4,
  numPassedTests: 2,
  numFailedTests: 1,
  numPendingTests: 1,
  numTodoTests: 0,
  testResults: [
    {
      name: path.join(ROOT, 'src/features/cart/cart.test.ts'),
      status: 'failed',
      message: '',
      assertionResults: [
        { fullName: 'cart adds a product', title: 'adds a product', status: 'passed' },
        { fullName: 'cart keeps the amount', title: 'keeps the amount', status: 'failed' },
      ],
    },
    {
      name: path.join(ROOT, 'tests/storage.test.ts'),
      status: 'passed',
      message: '',
      assertionResults: [
        { fullName: 'uploads [skipped: no Storage emulator]', title: 'uploads', status: 'skipped' },
      ],
    },
    {
      name: path.join(ROOT, 'src/app/start.test.tsx'),
      status: 'failed',
      message: 'Failed to load url ./missing\n    at somewhere',
      assertionResults: [],
    },
    {
      name: path.join(ROOT, 'src/lib/money.test.ts'),
      status: 'passed',
      message: '',
      assertionResults: [{ fullName: 'money formats', title: 'formats', status: 'passed' }],
    },
  ],
};

const playwrightReport = {
  stats: { expected: 1, skipped: 0, unexpected: 1, flaky: 1 },
  errors: [{ message: 'Error: the web server did not start\n  at config' }],
  suites: [
    {
      title: 'checkout.spec.ts',
      file: 'checkout.spec.ts',
      specs: [
        {
          title: 'places an order',
          file: 'checkout.spec.ts',
          tests: [{ projectName: 'desktop', status: 'expected' }],
        },
      ],
      suites: [
        {
          title: 'in Hindi',
          file: 'checkout.spec.ts',
          specs: [
            {
              title: 'says it was placed',
              file: 'checkout.spec.ts',
              tests: [
                { projectName: 'desktop', status: 'unexpected' },
                { projectName: 'dev-smoke', status: 'flaky' },
              ],
            },
          ],
        },
      ],
    },
  ],
};

describe('vitestCounts', () => {
  it('counts the tests and names each failed test and each file that failed outside its tests', () => {
    expect(vitestCounts(reportFile(vitestReport))).toEqual({
      passed: 2,
      failed: 2,
      skipped: 1,
      note: 'skipped: no Storage emulator',
      failures: [
        'src/features/cart/cart.test.ts › cart keeps the amount',
        'src/app/start.test.tsx (the file failed: Failed to load url ./missing)',
      ],
    });
  });

  it('counts a report of no tests as a failure, and says so', () => {
    const empty = { numTotalTests: 0, numPassedTests: 0, numFailedTests: 0, testResults: [] };
    expect(vitestCounts(reportFile(empty))).toMatchObject({ failed: 1, failures: ['no test ran'] });
  });

  it('counts a missing report as a failure', () => {
    expect(vitestCounts(path.join(os.tmpdir(), 'no-such-report.json'))).toMatchObject({
      failed: 1,
      note: 'no report written',
    });
  });
});

describe('playwrightCounts', () => {
  it('names each failed test with its project, file and groups, and each error outside a test', () => {
    expect(playwrightCounts(reportFile(playwrightReport))).toEqual({
      passed: 2,
      failed: 2,
      skipped: 0,
      note: '1 flaky',
      failures: [
        '[desktop] checkout.spec.ts › in Hindi › says it was placed',
        '(outside a test) Error: the web server did not start',
      ],
    });
  });
});

describe('playwrightCounts when no test ran', () => {
  it('names the error that stopped them and that none ran', () => {
    const stopped = {
      stats: { expected: 0, skipped: 0, unexpected: 0, flaky: 0 },
      errors: [{ message: 'Error: http://127.0.0.1:4173 is already used\n  at config' }],
      suites: [],
    };
    expect(playwrightCounts(reportFile(stopped))).toMatchObject({
      passed: 0,
      failed: 2,
      failures: ['(outside a test) Error: http://127.0.0.1:4173 is already used', 'no test ran'],
    });
  });
});

describe('the summary', () => {
  it('prints the failures under their layer', () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    const ok = summary({
      lint: { ok: true },
      unit: vitestCounts(reportFile(vitestReport)),
      e2e: playwrightCounts(reportFile(playwrightReport)),
    });
    expect(ok).toBe(false);
    expect(log.mock.calls[0][0].split('\n').slice(2)).toEqual([
      'lint       ok',
      'unit       2 passed, 2 failed, 1 skipped (skipped: no Storage emulator)',
      '           ✗ src/features/cart/cart.test.ts › cart keeps the amount',
      '           ✗ src/app/start.test.tsx (the file failed: Failed to load url ./missing)',
      'e2e        2 passed, 2 failed, 0 skipped (1 flaky)',
      '           ✗ [desktop] checkout.spec.ts › in Hindi › says it was placed',
      '           ✗ (outside a test) Error: the web server did not start',
      'Total: 4 passed, 4 failed, 1 skipped',
    ]);
  });

  it('names the first ten failures and says how many more there are', () => {
    const names = Array.from({ length: 13 }, (_, i) => `test ${i + 1}`);
    const lines = failureLines(names);
    expect(lines).toHaveLength(11);
    expect(lines[9]).toBe('           ✗ test 10');
    expect(lines[10]).toBe('           … and 3 more');
  });
});
