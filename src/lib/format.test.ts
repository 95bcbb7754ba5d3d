import { describe, expect, it } from 'vitest';
import { discountedPrice, formatINR, truncate } from './format';

describe('formatINR', () => {
  it('formats whole rupees with the Indian grouping and the rupee sign', () => {
    expect(formatINR(125000)).toBe('₹1,25,000');
  });

  it('keeps paise when the amount has them', () => {
    expect(formatINR(249.5)).toBe('₹249.50');
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
