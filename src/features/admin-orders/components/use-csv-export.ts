import { useState } from 'react';
import { failureMessageOf } from '@/lib/firebase/errors';
import { notify } from '@/lib/notify';
import type { OrderQueryFilter } from '../api/order-list-query';

export const EXPORT_FAILED = 'Could not export the orders.';

/**
 * "Export CSV": loads the export code (and its CSV library) on first use, reads every order of
 * the filter and downloads them. `progress` says how many are read while it runs.
 */
export function useCsvExport(filter: OrderQueryFilter) {
  const [progress, setProgress] = useState<number | null>(null);
  const run = async () => {
    setProgress(0);
    try {
      const { exportOrdersCsv } = await import('../csv/export-orders-csv');
      const count = await exportOrdersCsv(filter, setProgress);
      notify.success(`Exported ${String(count)} ${count === 1 ? 'order' : 'orders'}.`);
    } catch (error) {
      console.error('Exporting the orders failed', error);
      notify.error(failureMessageOf(error, EXPORT_FAILED));
    } finally {
      setProgress(null);
    }
  };
  return { exporting: progress !== null, progress, run };
}
