import { useEffect, useState } from 'react';
import type { CustomerStats } from './api/get-customer-stats';
import { customerStats } from './customer-stats-cache';

/** A customer's stats, or 'failed' when they could not be counted (the cause is logged). */
export type StatsEntry = CustomerStats | 'failed';

/** The stats of the customers on screen (only those: the visible page, not the collection). */
export function useCustomerStats(uids: readonly string[]): Record<string, StatsEntry> {
  const [stats, setStats] = useState<Record<string, StatsEntry>>({});
  const key = uids.join(',');

  useEffect(() => {
    let current = true;
    for (const uid of key ? key.split(',') : []) {
      customerStats(uid).then(
        (entry) => {
          if (current) setStats((previous) => ({ ...previous, [uid]: entry }));
        },
        (error: unknown) => {
          console.error(`Could not count the orders of user ${uid}`, error);
          if (current) setStats((previous) => ({ ...previous, [uid]: 'failed' }));
        },
      );
    }
    return () => {
      current = false;
    };
  }, [key]);

  return stats;
}
