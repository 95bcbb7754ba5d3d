import { describe, expect, it } from 'vitest';
import { discountedPrice, formatCount, formatINR, truncate } from './format';

describe('formatINR', () => {
  it('formats whole rupees with the Indian grouping and the rupee sign', () => {
    expect(formatINR(125000)).toBe('₹1,25,000');
  });

  it('keeps paise when the amount has them', () => {
    expect(formatINR(249.5)).toBe('₹249.50');
  });

  // The shop formats without Intl (a page's first Intl.NumberFormat is a long task on a phone):
  // the result must be exactly what Intl's en-IN currency format gives.
  const intlWhole = new Intl.NumberFormat('en-IN', {
    style: 'currency',
    currency: 'INR',
    maximumFractionDigits: 0,
  });
  const intlPaise = new Intl.NumberFormat('en-IN', {
    style: 'currency',
    currency: 'INR',
    maximumFractionDigits: 2,
  });
  const intl = (amount: number) => (Number.isInteger(amount) ? intlWhole : intlPaise).format(amount);
  const edges = [
    0,
    1,
    9,
    99,
    100,
    999,
    1000,
    1234.5,
    1234.567,
    99.999,
    0.005,
    1.005,
    0.1 + 0.2,
    12345678,
    1234567.891,
    10 ** 12,
    -5.5,
    -0.001,
    -1250,
  ];

  it('gives what Intl en-IN gives, at the edges', () => {
    for (const amount of edges) expect(formatINR(amount), String(amount)).toBe(intl(amount));
  });

  it('gives what Intl en-IN gives, for 5,000 amounts of every size', () => {
    let seed = 7;
    const next = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    for (let i = 0; i < 5000; i++) {
      const digits = Math.floor(next() * 12);
      const amount =
        i % 2 === 0 ? Math.round(next() * 10 ** digits) : Math.round(next() * 10 ** digits * 1000) / 1000;
      expect(formatINR(amount), String(amount)).toBe(intl(amount));
    }
  });
});

describe('formatCount', () => {
  it("groups a count as Intl en-IN does (the messages' numbers)", () => {
    const intlCount = new Intl.NumberFormat('en-IN');
    for (const count of [0, 1, 12, 999, 1000, 1046, 50000, 123456, 1234567, 987654321, -4200]) {
      expect(formatCount(count), String(count)).toBe(intlCount.format(count));
    }
  });
});

describe('discountedPrice', () => {
  it('takes 17 % off and rounds to whole rupees', () => {
    expect(discountedPrice(100)).toBe(83);
    expect(discountedPrice(249.5)).toBe(207);
    expect(discountedPrice(60)).toBe(50);
  });
});

describe('truncate', () => {
  it('leaves short text alone', () => {
    expect(truncate('Neem Soap', 40)).toBe('Neem Soap');
  });

  it('cuts to the limit without an ellipsis by default', () => {
    expect(truncate('x'.repeat(45), 40)).toBe('x'.repeat(40));
  });

  it('adds an ellipsis when asked', () => {
    expect(truncate('Bhringraj Hair Cleanser Shampoo', 25, true)).toBe('Bhringraj Hair Cleanser S…');
  });
});
