import { describe, expect, it } from 'vitest';
import { formatDateTime } from '@/lib/format';
import { formatWhen } from './format-date';

describe('formatWhen', () => {
  it('writes a time as the shop writes dates in English (en-IN, Latin digits)', () => {
    const ms = Date.UTC(2026, 0, 31, 9, 5);
    expect(formatWhen(ms)).toBe(formatDateTime(ms, 'en-IN'));
    expect(formatWhen(ms)).toMatch(/^31 Jan 2026, \d{1,2}:\d{2}\s?[ap]m$/i);
  });

  it('writes — when the time is unknown', () => {
    expect(formatWhen(null)).toBe('—');
    expect(formatWhen(undefined)).toBe('—');
    expect(formatWhen(Number.NaN)).toBe('—');
  });
});
