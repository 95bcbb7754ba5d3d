import { describe, expect, it } from 'vitest';
import { makeOrderRequest } from '@/testing/order-factories';
import {
  countsAsRevenue,
  nextHistoryKey,
  orderConverter,
  orderTimeline,
  REVENUE_STATUSES_IN_WORDS,
  revenueOf,
} from './order';

const at = (millis: number) => ({ toMillis: () => millis });

describe('orderTimeline', () => {
  it('is only the placing of an order that has not moved', () => {
    expect(orderTimeline({ createdAt: at(1_000) })).toEqual([{ status: 'placed', at: 1_000 }]);
  });

  it('puts placed first, then the moves by their sequence number (10 after 9)', () => {
    const history = Object.fromEntries(
      Array.from({ length: 11 }, (_, n) => [String(n), { status: `s${String(n)}`, by: 'a@x.in', at: at(n) }]),
    );
    // Stored maps come back in any key order; '10' sorts before '2' as text.
    const shuffled = Object.fromEntries(Object.entries(history).reverse());
    const timeline = orderTimeline({ createdAt: at(500), history: shuffled });
    expect(timeline.map((step) => step.status)).toEqual([
      'placed',
      ...Array.from({ length: 11 }, (_, n) => `s${String(n)}`),
    ]);
    expect(timeline[1]).toEqual({ status: 's0', by: 'a@x.in', at: 0 });
  });

  it('reads times sent as ISO text (REST) too', () => {
    const timeline = orderTimeline({
      createdAt: '2026-01-05T10:00:00.000Z',
      history: { '0': { status: 'confirmed', by: 'a@x.in', at: '2026-01-05T11:00:00.000Z' } },
    });
    expect(timeline.map((step) => step.at)).toEqual([
      Date.parse('2026-01-05T10:00:00.000Z'),
      Date.parse('2026-01-05T11:00:00.000Z'),
    ]);
  });
});

describe('orderConverter', () => {
  const stored = (nameKeys: unknown) => ({
    id: 'o1',
    data: () => ({
      ...makeOrderRequest('alice'),
      createdAt: '2026-01-05T10:00:00.000Z',
      status: 'placed',
      phoneKey: '9876543210',
      nameKeys,
    }),
  });

  // firestore.rules bound nameKeys only as one joined text (it has no loop to type each key), so
  // a shopper can store numbers or nulls among them; the order must still open and move.
  it('reads an order whatever its name keys hold, as it reads one with text keys', () => {
    expect(orderConverter.fromFirestore(stored(['asha', 'asha verma'])).status).toBe('placed');
    expect(orderConverter.fromFirestore(stored([5, null, true, 2.5])).status).toBe('placed');
  });
});

describe('nextHistoryKey', () => {
  it('is the size of the history before the move', () => {
    expect(nextHistoryKey(undefined)).toBe('0');
    expect(nextHistoryKey({ '0': { status: 'confirmed', by: 'a', at: at(1) } })).toBe('1');
  });
});

describe('revenue', () => {
  it('counts confirmed, shipped and delivered orders, not placed or cancelled ones', () => {
    expect(['placed', 'confirmed', 'shipped', 'delivered', 'cancelled'].filter(countsAsRevenue)).toEqual([
      'confirmed',
      'shipped',
      'delivered',
    ]);
    const orders = [
      { status: 'placed', totalAmount: 1000 },
      { status: 'confirmed', totalAmount: 100.1 },
      { status: 'shipped', totalAmount: 200.2 },
      { status: 'delivered', totalAmount: 0.7 },
      { status: 'cancelled', totalAmount: 5000 },
    ];
    expect(revenueOf(orders)).toBe(301);
    expect(revenueOf(orders.filter((order) => !countsAsRevenue(order.status)))).toBe(0);
  });

  it('says which orders it counts in words', () => {
    expect(REVENUE_STATUSES_IN_WORDS).toBe('confirmed, shipped and delivered');
  });
});
