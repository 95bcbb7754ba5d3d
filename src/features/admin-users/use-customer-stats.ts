import { useEffect, useRef, useState } from 'react';
import { subscribeOrderChanges } from '@/features/admin-orders/api/subscribe-order-changes';
import { latestOnly } from '@/features/admin-shell/latest-only';
import { getCustomerStats, type CustomerStats } from './api/get-customer-stats';

/** A customer's stats, or 'failed' when they could not be counted (the cause is logged). */
export type StatsEntry = CustomerStats | 'failed';

export const STATS_LIVE_FAILED =
  "The order figures no longer update by themselves; reload the page to see customers' new orders.";

export interface CustomerStatsState {
  stats: Record<string, StatsEntry>;
  /** Set when the figures stopped following the orders (those shown stay). */
  liveFailure: string | null;
}

/**
 * The stats of the customers on screen (only those: the visible page, not the collection), live:
 * each customer is counted once while the page is open (paging back and forth or searching asks
 * nothing again; a failed count is asked again when they come back on screen), and again when
 * one of their orders arrives or moves. A customer off screen then is forgotten and counted
 * when shown. Only the latest count of a customer lands.
 */
export function useCustomerStats(uids: readonly string[]): CustomerStatsState {
  const [stats, setStats] = useState<Record<string, StatsEntry>>({});
  const [liveFailure, setLiveFailure] = useState<string | null>(null);
  const key = uids.join(',');
  const shown = useRef<ReadonlySet<string>>(new Set());
  const counter = useRef<{ count: (uid: string) => void; asked: ReadonlySet<string> } | null>(null);

  useEffect(() => {
    let current = true;
    const counts = latestOnly<string>();
    const asked = new Set<string>();
    const count = (uid: string) => {
      asked.add(uid);
      const isLatest = counts.start(uid);
      getCustomerStats(uid).then(
        (entry) => {
          if (current && isLatest()) setStats((previous) => ({ ...previous, [uid]: entry }));
        },
        (error: unknown) => {
          console.error(`Could not count the orders of user ${uid}`, error);
          if (!current || !isLatest()) return;
          asked.delete(uid);
          setStats((previous) => ({ ...previous, [uid]: 'failed' }));
        },
      );
    };
    const forget = (uid: string) => {
      asked.delete(uid);
      counts.forget(uid);
      setStats((previous) => {
        const next = { ...previous };
        // eslint-disable-next-line @typescript-eslint/no-dynamic-delete -- stats are keyed by uid
        delete next[uid];
        return next;
      });
    };
    counter.current = { count, asked };
    for (const uid of shown.current) count(uid);
    const unsubscribe = subscribeOrderChanges(
      (changes) => {
        for (const uid of new Set(changes.map((change) => change.uid))) {
          if (shown.current.has(uid)) count(uid);
          else if (asked.has(uid)) forget(uid);
        }
      },
      (error) => {
        console.error("The users list stopped following the customers' orders", error);
        if (current) setLiveFailure(STATS_LIVE_FAILED);
      },
    );
    return () => {
      current = false;
      counter.current = null;
      unsubscribe();
    };
  }, []);

  useEffect(() => {
    shown.current = new Set(key ? key.split(',') : []);
    const active = counter.current;
    if (!active) return;
    for (const uid of shown.current) if (!active.asked.has(uid)) active.count(uid);
  }, [key]);

  return { stats, liveFailure };
}
