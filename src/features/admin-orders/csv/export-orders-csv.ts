import { fetchOrderList } from '../api/fetch-order-list';
import type { OrderQueryFilter } from '../api/order-list-query';
import { ordersCsv } from './orders-csv';

/** orders-2026-01-31.csv: the day of the export in the file's name. */
export function exportFileName(now = new Date()): string {
  const day = now.toLocaleDateString('en-CA');
  return `orders-${day}.csv`;
}

/**
 * Reads every order of the filter (all pages, in batches) and hands the browser a CSV file of
 * them. This module, with the CSV library, is loaded only when an admin exports. Resolves to
 * how many orders were written; rejects with an AdminDataError when the read fails.
 */
export async function exportOrdersCsv(
  filter: OrderQueryFilter,
  onProgress?: (loaded: number) => void,
): Promise<number> {
  const orders = await fetchOrderList(filter, onProgress ? { onBatch: onProgress } : {});
  const blob = new Blob([ordersCsv(orders)], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = exportFileName();
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started by now; the address is not needed after it.
  setTimeout(() => {
    URL.revokeObjectURL(url);
  }, 0);
  return orders.length;
}
