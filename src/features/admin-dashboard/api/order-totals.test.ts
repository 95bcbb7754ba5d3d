import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES, REVENUE_STATUSES } from '@/lib/firebase/documents/order';
import { CANCELLED_STATUS, revenueBesides, WAITING_STATUS } from './order-totals';

describe('revenueBesides', () => {
  it('rests on every order being waiting, cancelled or of a revenue status, and on nothing else', () => {
    const statuses = [WAITING_STATUS, CANCELLED_STATUS, ...REVENUE_STATUSES];
    expect(new Set(statuses).size).toBe(statuses.length);
    expect([...statuses].sort()).toEqual([...ORDER_STATUSES].sort());
  });

  it('is what the waiting and cancelled orders leave of all of them', () => {
    expect(
      revenueBesides({ orders: 6, amount: 825.75 }, { orders: 2, amount: 170 }, { orders: 1, amount: 80.5 }),
    ).toEqual({ orders: 3, amount: 575.25 });
  });
});
