import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import type { AdminOrder } from '../api/order-doc';
import { makeAdminOrder } from '../testing/make-admin-order';
import { BOM, csvDate, ORDERS_CSV_HEADER, ordersCsv } from './orders-csv';

function order(overrides: Partial<AdminOrder> = {}): AdminOrder {
  return makeAdminOrder({ name: 'आशा देवी', ...overrides });
}

function parse(text: string): string[][] {
  return Papa.parse<string[]>(text.slice(BOM.length)).data;
}

describe('ordersCsv', () => {
  it('starts with a UTF-8 byte-order mark and a header, one row per order', () => {
    const text = ordersCsv([order(), order({ id: 'second' })]);
    expect(text.startsWith('\uFEFF')).toBe(true);
    const rows = parse(text);
    expect(rows[0]).toEqual([...ORDERS_CSV_HEADER]);
    expect(rows).toHaveLength(3);
    expect(rows[2]?.[0]).toBe('second');
  });

  it('writes id, date, name, phone, e-mail, address, items, total and status, Devanagari kept', () => {
    expect(parse(ordersCsv([order()]))[1]).toEqual([
      'AbCdEfGhIjKlMnOpQrSt',
      '2026-01-31 09:05',
      'आशा देवी',
      '09876543210',
      'asha@example.com',
      '12 MG Road, Jaipur',
      'नीम साबुन × 2; Amla Juice × 1',
      '1299.5',
      'placed',
    ]);
  });

  it('keeps ₹ and quotes, commas and line breaks intact', () => {
    const row = parse(ordersCsv([order({ address: 'Flat 2, "Rose" Villa\nJaipur ₹' })]))[1];
    expect(row?.[5]).toBe('Flat 2, "Rose" Villa\nJaipur ₹');
  });

  it.each(['=HYPERLINK("x")', '+911234', '-2+3', '@SUM(A1)', '\tcmd', '\rcmd'])(
    'escapes a cell that starts like a formula (%j) with a leading quote',
    (value) => {
      const row = parse(ordersCsv([order({ name: value, address: value })]))[1];
      expect(row?.[2]).toBe(`'${value}`);
      expect(row?.[5]).toBe(`'${value}`);
    },
  );

  it('leaves the date empty when it is not known yet', () => {
    expect(csvDate(null)).toBe('');
  });
});
