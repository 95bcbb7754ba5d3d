import { describe, expect, it } from 'vitest';
import { dayRanges, periodStart, startOfDay } from './date-ranges';

const local = (...parts: [number, number, number, number?, number?]) => new Date(...parts).getTime();
const NOW = local(2026, 2, 15, 14, 30);

describe('date ranges of the dashboard', () => {
  it('starts a day at local midnight', () => {
    expect(startOfDay(NOW)).toBe(local(2026, 2, 15));
    expect(startOfDay(local(2026, 2, 15))).toBe(local(2026, 2, 15));
  });

  it('starts today at midnight, 7 days six days before it, 30 days twenty-nine before', () => {
    expect(periodStart(NOW, 1)).toBe(local(2026, 2, 15));
    expect(periodStart(NOW, 7)).toBe(local(2026, 2, 9));
    expect(periodStart(NOW, 30)).toBe(local(2026, 1, 14));
  });

  it('gives 30 whole days, oldest first, each ending where the next starts, the last one today', () => {
    const days = dayRanges(NOW);
    expect(days).toHaveLength(30);
    expect(days[0]).toEqual({ start: local(2026, 1, 14), end: local(2026, 1, 15) });
    expect(days.at(-1)).toEqual({ start: local(2026, 2, 15), end: local(2026, 2, 16) });
    for (const [index, day] of days.slice(1).entries()) expect(day.start).toBe(days[index]?.end);
  });
});
