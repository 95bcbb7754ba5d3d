import Papa from 'papaparse';
import type { AdminOrder } from '../api/order-doc';

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

/**
 * The orders as a CSV text, one row per order under a header, with a byte-order mark. A cell
 * that starts like a formula (= + - @, a tab or a carriage return) is written with a leading '
 * so no spreadsheet runs it.
 */
export function ordersCsv(orders: readonly AdminOrder[]): string {
  const rows = orders.map((order) => [
    order.id,
    csvDate(order.createdAt),
    order.name,
    order.number,
    order.email,
    order.address,
    itemsSummary(order),
    order.totalAmount,
    order.status,
  ]);
  return BOM + Papa.unparse({ fields: [...ORDERS_CSV_HEADER], data: rows }, { escapeFormulae: true });
}
