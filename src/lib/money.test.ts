import { describe, expect, it } from 'vitest';
import { lineAmount, linesCount, linesTotal, roundMoney } from './money';

describe('money', () => {
  it('rounds rupee sums to paise', () => {
    expect(roundMoney(0.1 + 0.2)).toBe(0.3);
    expect(roundMoney(100.1 * 3)).toBe(300.3);
  });

  it('adds up lines as price × quantity, to the paisa', () => {
    const lines = [
      { price: 0.1, amount: 3 },
      { price: 1199.5, amount: 1 },
      { price: 50, amount: 2 },
    ];
    expect(lineAmount({ price: 0.1, amount: 3 })).toBe(0.3);
    expect(linesTotal(lines)).toBe(1299.8);
    expect(linesCount(lines)).toBe(6);
    expect(linesTotal([])).toBe(0);
  });
});
