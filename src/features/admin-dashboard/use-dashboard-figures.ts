import { useEffect, useState } from 'react';
import { subscribeOrderChanges } from '@/features/admin-orders/api/subscribe-order-changes';
import { latestOnly } from '@/features/admin-shell/latest-only';
import { userMessageOf } from '@/lib/firebase/errors';
import type { DashboardFigures } from './api/get-dashboard-figures';
import { getOrdersByDay } from './api/get-orders-by-day';
import { nextMidnight } from './date-ranges';
import { dashboardFigures } from './figures-ahead';
import type { DayTotals } from './figures';
import { dashboardMessages } from './messages';

/** How long the dashboard waits after an order arrives or moves before it counts again (a burst counts once). */
export const REFRESH_DEBOUNCE_MS = 1000;

export interface DashboardState {
  figures: DashboardFigures | null;
  /** The chart's days, counted apart: the figures do not wait for them. */
  days: DayTotals[] | null;
  /** What went wrong with the last count or the live listener (the figures shown stay). */
  failure: string | null;
}

/**
 * The dashboard's figures and the chart's days (two counts, each shown as it answers; the chart's
 * starts once the figures have answered), counted when the page opens and again: (debounced)
 * whenever an order arrives or an admin moves one, and at every local midnight (today, 7 and 30
 * days move on).
 * Only the latest count's answer lands: an older one that arrives after it is dropped.
 */
export function useDashboardFigures(): DashboardState {
  const [figures, setFigures] = useState<DashboardFigures | null>(null);
  const [days, setDays] = useState<DayTotals[] | null>(null);
  const [countFailure, setCountFailure] = useState<string | null>(null);
  const [liveFailure, setLiveFailure] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    const counts = latestOnly<'figures' | 'days'>();
    const failed = (isLatest: () => boolean) => (error: unknown) => {
      console.error('Could not count the dashboard figures', error);
      if (current && isLatest()) setCountFailure(userMessageOf(error, dashboardMessages.countFailed));
    };
    const count = (now = Date.now()) => {
      // The figures first and alone: the chart's 30 counts start once they have answered (or
      // failed), so they do not share the server and the browser's connections with them.
      const figuresLatest = counts.start('figures');
      const daysLatest = counts.start('days');
      void dashboardFigures(now)
        .then((answer) => {
          if (!current || !figuresLatest()) return;
          setFigures(answer);
          setCountFailure(null);
        }, failed(figuresLatest))
        .then(() => {
          // A later count (or a closed page) counts the days itself, or not at all.
          if (!current || !daysLatest()) return;
          getOrdersByDay(now).then((answer) => {
            if (current && daysLatest()) setDays(answer);
          }, failed(daysLatest));
        });
    };
    count();

    let debounce: ReturnType<typeof setTimeout> | undefined;
    const unsubscribe = subscribeOrderChanges(
      () => {
        clearTimeout(debounce);
        debounce = setTimeout(() => {
          count();
        }, REFRESH_DEBOUNCE_MS);
      },
      (error) => {
        console.error('The dashboard stopped following the orders', error);
        if (current) setLiveFailure(dashboardMessages.liveFailed);
      },
    );

    // A timer to the next local midnight, set again each time it fires. It counts at that
    // midnight at the earliest, should the timer fire a moment early.
    let midnight: ReturnType<typeof setTimeout> | undefined;
    const armMidnight = (from: number) => {
      const at = nextMidnight(from);
      midnight = setTimeout(() => {
        const now = Math.max(Date.now(), at);
        count(now);
        armMidnight(now);
      }, at - Date.now());
    };
    armMidnight(Date.now());

    return () => {
      current = false;
      clearTimeout(debounce);
      clearTimeout(midnight);
      unsubscribe();
    };
  }, []);

  return { figures, days, failure: countFailure ?? liveFailure };
}
