import { describe, expect, it } from 'vitest';
import { medianBy } from './bench-median.mjs';

describe('medianBy', () => {
  it('picks the middle view by its value and leaves the views in the order measured', () => {
    const views = [{ ms: 2734 }, { ms: 900 }, { ms: 764 }];
    expect(medianBy(views, (view) => view.ms)).toBe(views[1]);
    expect(views.map((view) => view.ms)).toEqual([2734, 900, 764]);
    expect(medianBy([{ ms: 5 }, { ms: 1 }, { ms: 3 }], (view) => view.ms)).toEqual({ ms: 3 });
  });

  it('takes numbers as they are, and the upper middle of an even count', () => {
    expect(medianBy([1040, 754, 912, 700, 1200])).toBe(912);
    expect(medianBy([30, 10, 40, 20])).toBe(30);
  });
});
