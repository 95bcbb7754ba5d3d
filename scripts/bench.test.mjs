import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { findStaticReference } from './bench.mjs';

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
