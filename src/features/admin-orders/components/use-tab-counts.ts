import { useEffect, useState } from 'react';
import { countOrdersByTab, type OrderTabCounts } from '../api/count-orders-by-tab';
import type { OrderQueryFilter } from '../api/order-list-query';

export const COUNTS_FAILED = 'Could not count the orders.';

/**
 * Each tab's count under the filter's search and dates, from aggregation queries, counted
 * again whenever `changed` changes (the live lists saw an order arrive or move): no order is
 * downloaded for them. The previous counts stay shown while new ones are counted.
 */
export function useTabCounts(filter: Omit<OrderQueryFilter, 'status'>, changed: string) {
  const [counts, setCounts] = useState<OrderTabCounts | null>(null);
  const [error, setError] = useState<string | null>(null);
  const key = JSON.stringify(filter);

  useEffect(() => {
    let current = true;
    // A burst of changes (a page answering twice) is counted once.
    const timer = setTimeout(() => {
      countOrdersByTab(JSON.parse(key) as Omit<OrderQueryFilter, 'status'>).then(
        (next) => {
          if (!current) return;
          setCounts(next);
          setError(null);
        },
        (failure: unknown) => {
          if (!current) return;
          console.error('Counting the orders failed', failure);
          setError(COUNTS_FAILED);
        },
      );
    }, 250);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [key, changed]);

  return { counts, error };
}
