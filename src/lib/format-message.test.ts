import { describe, expect, it } from 'vitest';
import { formatMessage } from './format-message';

describe('formatMessage', () => {
  const found = '{count, plural, =0 {No products found} one {# product found} other {# products found}}';

  it('picks the plural form of the count, an exact one first', () => {
    expect(formatMessage(found, { count: 0 })).toBe('No products found');
    expect(formatMessage(found, { count: 1 })).toBe('1 product found');
    expect(formatMessage(found, { count: 12 })).toBe('12 products found');
  });

  it('fills named values', () => {
    expect(formatMessage('Results for “{query}”', { query: 'neem' })).toBe('Results for “neem”');
  });
});
