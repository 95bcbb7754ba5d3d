#!/usr/bin/env node
// `npm test`: every layer, one summary line each, non-zero exit on any failure.
//   node scripts/test.mjs                 typecheck, lint, unit, emulators, e2e
//   node scripts/test.mjs unit|emulators|e2e [more layers]
// Emulator and e2e layers share one emulator run (started by scripts/emulators.mjs).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { execWithEmulators, LauncherError, ROOT } from './emulators.mjs';

const ALL = ['typecheck', 'lint', 'unit', 'emulators', 'e2e'];
const REPORTS = path.join(ROOT, '.cache', 'test-reports');
const bin = (name) => path.join(ROOT, 'node_modules', '.bin', name);

export function run(command, args, { env = process.env } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: ROOT, env, stdio: 'inherit' });
    child.on('error', (error) => {
      console.error(`Could not run ${command}: ${error.message}`);
      resolve(1);
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/** A report's file name relative to the project, as the summary names it. */
const relative = (file) => path.relative(ROOT, path.resolve(ROOT, file ?? '')) || String(file);

/**
 * Counts from a vitest JSON report; a missing report counts as one failure. A skipped suite
 * names its reason in its title as "[skipped: why]", which the summary repeats. `failures` names
 * each failed test (or a file that failed outside its tests) with its file, so a log that keeps
 * only its last lines still says what failed.
 */
export function vitestCounts(file) {
  if (!fs.existsSync(file))
    return { passed: 0, failed: 1, skipped: 0, note: 'no report written', failures: [] };
  const report = JSON.parse(fs.readFileSync(file, 'utf8'));
  const skippedNotes = new Set();
  const failures = [];
  let failedSuites = 0;
  for (const suite of report.testResults ?? []) {
    const tests = suite.assertionResults ?? [];
    for (const test of tests) {
      if (test.status === 'skipped' || test.status === 'pending') {
        const why = /\[skipped: ([^\]]+)\]/.exec(test.fullName ?? test.title ?? '');
        if (why) skippedNotes.add(why[1]);
      }
      if (test.status === 'failed') failures.push(`${relative(suite.name)} › ${test.fullName ?? test.title}`);
    }
    if (suite.status === 'failed' && !tests.some((t) => t.status === 'failed')) {
      failedSuites += 1;
      failures.push(`${relative(suite.name)} (the file failed: ${firstLine(suite.message)})`);
    }
  }
  if (!report.numTotalTests) failures.push('no test ran');
  return {
    passed: report.numPassedTests ?? 0,
    failed: (report.numFailedTests ?? 0) + failedSuites + (report.numTotalTests ? 0 : 1),
    skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
    note: [...skippedNotes].map((reason) => `skipped: ${reason}`).join('; '),
    failures,
  };
}

const firstLine = (text) =>
  String(text ?? 'no message')
    .trim()
    .split('\n')[0];

/**
 * Counts from a Playwright JSON report; `failures` names each test that failed ("unexpected"),
 * with its project and file, and each error outside a test.
 */
export function playwrightCounts(file) {
  if (!fs.existsSync(file))
    return { passed: 0, failed: 1, skipped: 0, note: 'no report written', failures: [] };
  const { stats = {}, errors = [], suites = [] } = JSON.parse(fs.readFileSync(file, 'utf8'));
  const total = (stats.expected ?? 0) + (stats.unexpected ?? 0) + (stats.flaky ?? 0) + (stats.skipped ?? 0);
  const failures = [];
  const visit = (suite, titles) => {
    const here = suite.title && suite.title !== suite.file ? [...titles, suite.title] : titles;
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status === 'unexpected')
          failures.push(`[${test.projectName}] ${spec.file} › ${[...here, spec.title].join(' › ')}`);
      }
    }
    for (const child of suite.suites ?? []) visit(child, here);
  };
  for (const suite of suites) visit(suite, []);
  for (const error of errors) failures.push(`(outside a test) ${firstLine(error.message)}`);
  if (!total) failures.push('no test ran');
  return {
    passed: (stats.expected ?? 0) + (stats.flaky ?? 0),
    failed: (stats.unexpected ?? 0) + errors.length + (total ? 0 : 1),
    skipped: stats.skipped ?? 0,
    note: stats.flaky ? `${stats.flaky} flaky` : '',
    failures,
  };
}

async function vitestLayer(project, env) {
  const out = path.join(REPORTS, `${project}.json`);
  fs.rmSync(out, { force: true });
  const code = await run(
    bin('vitest'),
    ['run', '--project', project, '--reporter=default', '--reporter=json', `--outputFile.json=${out}`],
    { env },
  );
  const counts = vitestCounts(out);
  if (code !== 0 && counts.failed === 0) counts.failed = 1;
  return counts;
}

async function e2eLayer(env) {
  const out = path.join(REPORTS, 'e2e.json');
  fs.rmSync(out, { force: true });
  const seeded = await run(process.execPath, [path.join(ROOT, 'scripts', 'seed.mjs')], { env });
  if (seeded !== 0) return { passed: 0, failed: 1, skipped: 0, note: 'seeding failed' };
  const code = await run(bin('playwright'), ['test'], { env: { ...env, PLAYWRIGHT_JSON_OUTPUT_NAME: out } });
  const counts = playwrightCounts(out);
  if (code !== 0 && counts.failed === 0) counts.failed = 1;
  return counts;
}

/** Runs inside `firebase emulators:exec`: the emulator-backed layers, results to a file. */
async function emulatedMain(layers) {
  const results = {};
  if (layers.includes('emulators')) results.emulators = await vitestLayer('emulators', process.env);
  if (layers.includes('e2e')) results.e2e = await e2eLayer(process.env);
  fs.writeFileSync(path.join(REPORTS, 'emulated.json'), JSON.stringify(results));
  return Object.values(results).some((r) => r.failed) ? 1 : 0;
}

const SHOWN_FAILURES = 10;

/** The summary's lines under a layer: each failure by name, the first ten, then how many more. */
export function failureLines(failures = []) {
  const lines = failures.slice(0, SHOWN_FAILURES).map((name) => `           ✗ ${name}`);
  if (failures.length > SHOWN_FAILURES)
    lines.push(`           … and ${failures.length - SHOWN_FAILURES} more`);
  return lines;
}

export function summary(results) {
  const lines = ['', '── Test summary ' + '─'.repeat(44)];
  const total = { passed: 0, failed: 0, skipped: 0 };
  for (const [layer, r] of Object.entries(results)) {
    if ('ok' in r) {
      lines.push(`${layer.padEnd(10)} ${r.ok ? 'ok' : 'FAILED'}`);
      if (!r.ok) total.failed += 1;
      continue;
    }
    total.passed += r.passed;
    total.failed += r.failed;
    total.skipped += r.skipped;
    lines.push(
      `${layer.padEnd(10)} ${r.passed} passed, ${r.failed} failed, ${r.skipped} skipped${r.note ? ` (${r.note})` : ''}`,
    );
    lines.push(...failureLines(r.failures));
  }
  lines.push(`Total: ${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
  console.log(lines.join('\n'));
  return total.failed === 0;
}

async function main(argv) {
  if (argv[0] === '--emulated') return emulatedMain(argv.slice(1));
  const layers = argv.length ? argv : ALL;
  const unknown = layers.filter((layer) => !ALL.includes(layer));
  if (unknown.length) {
    console.error(`Unknown test layer(s): ${unknown.join(', ')}. Layers: ${ALL.join(', ')}.`);
    return 2;
  }
  fs.mkdirSync(REPORTS, { recursive: true });
  const results = {};
  if (layers.includes('typecheck'))
    results.typecheck = { ok: (await run(bin('tsc'), ['-p', 'tsconfig.json'])) === 0 };
  if (layers.includes('lint')) {
    const eslint = await run(bin('eslint'), ['.']);
    const prettier = await run(bin('prettier'), ['--check', '.', '--log-level', 'warn']);
    results.lint = { ok: eslint === 0 && prettier === 0 };
  }
  if (layers.includes('unit')) results.unit = await vitestLayer('unit', process.env);

  const emulated = layers.filter((layer) => layer === 'emulators' || layer === 'e2e');
  if (emulated.length) {
    if (emulated.includes('e2e')) {
      const built = await run(process.execPath, [
        path.join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js'),
        'build',
      ]);
      if (built !== 0) results.build = { ok: false };
    }
    if (!results.build) {
      const resultFile = path.join(REPORTS, 'emulated.json');
      fs.rmSync(resultFile, { force: true });
      try {
        await execWithEmulators(`node scripts/test.mjs --emulated ${emulated.join(' ')}`);
      } catch (error) {
        if (!(error instanceof LauncherError)) throw error;
        console.error(`[emulators] ${error.message}`);
      }
      const fromRun = fs.existsSync(resultFile) ? JSON.parse(fs.readFileSync(resultFile, 'utf8')) : {};
      for (const layer of emulated) {
        results[layer] = fromRun[layer] ?? {
          passed: 0,
          failed: 1,
          skipped: 0,
          note: 'emulators did not run',
        };
      }
    }
  }
  return summary(results) ? 0 : 1;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exitCode = await main(process.argv.slice(2));
}
