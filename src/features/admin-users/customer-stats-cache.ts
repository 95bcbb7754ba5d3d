import { getCustomerStats, type CustomerStats } from './api/get-customer-stats';

/**
 * Each customer's stats, asked for once per uid while the admin area is open (paging back and
 * forth or searching asks nothing again); a failed answer is forgotten, so the next look asks
 * again.
 */
const cache = new Map<string, Promise<CustomerStats>>();

export function customerStats(uid: string): Promise<CustomerStats> {
  let stats = cache.get(uid);
  if (!stats) {
    stats = getCustomerStats(uid);
    cache.set(uid, stats);
    stats.catch(() => {
      cache.delete(uid);
    });
  }
  return stats;
}
