import { describe, expect, it } from 'vitest';
import {
  orderDateRange,
  orderListSearchParams,
  orderSearchOf,
  parseOrderListFilter,
} from './order-list-filter';

const parse = (search: string) => parseOrderListFilter(new URLSearchParams(search));

describe('the orders page filter in the URL', () => {
  it('reads status, search and dates', () => {
    expect(parse('?status=shipped&q=%20Asha%20&from=2026-01-01&to=2026-01-31')).toEqual({
      tab: 'shipped',
      search: 'Asha',
      from: '2026-01-01',
      to: '2026-01-31',
    });
  });

  it('falls back to every order for an unknown status and drops malformed dates', () => {
    expect(parse('?status=lost&from=31/01/2026&to=2026-13-45')).toEqual({
      tab: 'all',
      search: '',
      from: '',
      to: '',
    });
  });

  it('writes only what is set, and reads back what it wrote', () => {
    const filter = { tab: 'placed', search: 'Asha', from: '2026-02-01', to: '' } as const;
    const params = orderListSearchParams(filter);
    expect(params.toString()).toBe('status=placed&q=Asha&from=2026-02-01');
    expect(parseOrderListFilter(params)).toEqual(filter);
    expect(orderListSearchParams({ tab: 'all', search: ' ', from: '', to: '' }).toString()).toBe('');
  });
});

describe('orderSearchOf', () => {
  it.each([
    '09876543210',
    '9876543210',
    '98765 43210',
    '+91 98765 43210',
    ' 098765-43210 ',
    '+91 (98765) 43210',
    '98765.43210',
  ])('takes %j as the phone 9876543210 (its last ten digits)', (typed) => {
    expect(orderSearchOf(typed)).toEqual({ kind: 'phone', key: '9876543210' });
  });

  it('takes 20 letters and digits as an order id', () => {
    expect(orderSearchOf('AbCdEfGhIjKlMnOpQr12')).toEqual({ kind: 'id', id: 'AbCdEfGhIjKlMnOpQr12' });
  });

  it('takes anything else as a name key: lower-cased, punctuation as spaces', () => {
    expect(orderSearchOf('Asha R')).toEqual({ kind: 'name', key: 'asha r' });
    expect(orderSearchOf('Kumar')).toEqual({ kind: 'name', key: 'kumar' });
    expect(orderSearchOf('आशा')).toEqual({ kind: 'name', key: 'आशा' });
  });

  it('searches nothing for blank or punctuation-only text', () => {
    expect(orderSearchOf('  ')).toEqual({ kind: 'none' });
    expect(orderSearchOf('.,')).toEqual({ kind: 'none' });
  });
});

describe('orderDateRange', () => {
  it('runs from the start of the first day to the start of the day after the last', () => {
    expect(orderDateRange({ from: '2026-01-30', to: '2026-01-31' })).toEqual({
      start: new Date(2026, 0, 30).getTime(),
      end: new Date(2026, 1, 1).getTime(),
    });
    expect(orderDateRange({ from: '', to: '' })).toEqual({ start: null, end: null });
  });
});
