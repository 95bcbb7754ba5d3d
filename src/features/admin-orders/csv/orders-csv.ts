import Papa from 'papaparse';
import type { AdminOrder } from '../api/order-doc';
import { languageLabel } from '../order-language';

/** The byte-order mark: spreadsheet programs then read the file as UTF-8 (₹, Devanagari). */
export const BOM = '\uFEFF';

export const ORDERS_CSV_HEADER = [
  'Order id',
  'Date',
  'Name',
  'Phone',
  'E-mail',
  'Address',
  'Items',
  'Total (INR)',
  'Status',
  'Language',
] as const;

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

/** YYYY-MM-DD HH:MM in the admin's time zone: a text every spreadsheet sorts and reads. */
export function csvDate(ms: number | null): string {
  if (ms === null) return '';
  const date = new Date(ms);
  const day = `${String(date.getFullYear())}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  return `${day} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** "Neem soap × 2; Amla juice × 1" */
export function itemsSummary(order: Pick<AdminOrder, 'items'>): string {
  return order.items.map((line) => `${line.title} × ${String(line.amount)}`).join('; ');
}

// C0 and C1 control characters and DEL, but the line feed (addresses have lines).
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0009\u000B-\u001F\u007F-\u009F]/g;

/** What a spreadsheet reads as the start of a formula (ASCII and full-width forms). */
const FORMULA_START = /^[=+\-@\uFF1D\uFF0B\uFF0D\uFF20]/;

/**
 * A text as a safe cell: line breaks made line feeds, tabs spaces, other control characters
 * dropped; and when its first character after any whitespace (spaces, line breaks) starts a
 * formula, a leading ' so that no spreadsheet runs it (a name "=1+1\n" or " @SUM(A1)" included).
 */
export function csvCell(value: string): string {
  const text = value.replace(/\r\n?/g, '\n').replace(/\t/g, ' ').replace(CONTROL, '');
  return FORMULA_START.test(text.trimStart()) ? `'${text}` : text;
}

/**
 * A phone number as a spreadsheet keeps it: grouped with a space (98765 43210), so that it stays
 * text and keeps its leading 0 (a bare 09876543210 becomes the number 9876543210).
 */
export function csvPhone(number: string): string {
  const digits = number.replace(/\D/g, '');
  if (digits.length < 10) return csvCell(number);
  return `${digits.slice(0, -5)} ${digits.slice(-5)}`;
}

/**
 * The orders as a CSV text, one row per order under a header, with a byte-order mark. Every
 * text cell goes through csvCell, the phone through csvPhone.
 */
export function ordersCsv(orders: readonly AdminOrder[]): string {
  const rows = orders.map((order) => [
    csvCell(order.id),
    csvDate(order.createdAt),
    csvCell(order.name),
    csvPhone(order.number),
    csvCell(order.email),
    csvCell(order.address),
    csvCell(itemsSummary(order)),
    order.totalAmount,
    csvCell(order.status),
    // "English" or "Hindi": the language to answer the customer in; empty when the order does not say.
    languageLabel(order.language) ?? '',
  ]);
  return BOM + Papa.unparse({ fields: [...ORDERS_CSV_HEADER], data: rows });
}
