import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES } from '@/lib/firebase/documents/order';
import { isAllowedMove, nextMoves, stockEffect } from './order-transitions';

const allowed = [
  ['placed', 'confirmed'],
  ['placed', 'cancelled'],
  ['confirmed', 'shipped'],
  ['confirmed', 'cancelled'],
  ['shipped', 'delivered'],
];

describe('the order workflow', () => {
  it('allows exactly placed → confirmed | cancelled, confirmed → shipped | cancelled, shipped → delivered', () => {
    const moves = ORDER_STATUSES.flatMap((from) =>
      ORDER_STATUSES.filter((to) => isAllowedMove(from, to)).map((to) => [from, to]),
    );
    expect(moves).toEqual(allowed);
  });

  it('offers the next moves of each status; delivered, cancelled and unknown statuses are final', () => {
    expect(nextMoves('placed')).toEqual(['confirmed', 'cancelled']);
    expect(nextMoves('confirmed')).toEqual(['shipped', 'cancelled']);
    expect(nextMoves('shipped')).toEqual(['delivered']);
    expect(nextMoves('delivered')).toEqual([]);
    expect(nextMoves('cancelled')).toEqual([]);
    expect(nextMoves('returned')).toEqual([]);
    expect(nextMoves('toString')).toEqual([]);
    expect(isAllowedMove('placed', 'lost')).toBe(false);
  });

  it('takes stock on a confirm and puts it back on the cancel of a confirmed order, once', () => {
    expect(stockEffect('placed', 'confirmed', false)).toBe('take');
    expect(stockEffect('placed', 'confirmed', true)).toBe('none');
    expect(stockEffect('confirmed', 'cancelled', true)).toBe('return');
    expect(stockEffect('confirmed', 'cancelled', false)).toBe('none');
    expect(stockEffect('placed', 'cancelled', false)).toBe('none');
    expect(stockEffect('confirmed', 'shipped', true)).toBe('none');
  });
});
