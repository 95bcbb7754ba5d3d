import { useEffect, useState } from 'react';
import { userMessageOf } from '@/lib/firebase/errors';
import { getDashboardFigures, type DashboardFigures } from './api/get-dashboard-figures';
import { subscribeNewestOrder } from './api/subscribe-newest-order';
import { dashboardMessages } from './messages';

/** How long the dashboard waits after a new order before it counts again (a burst counts once). */
export const REFRESH_DEBOUNCE_MS = 1000;

export interface DashboardState {
  figures: DashboardFigures | null;
  /** What went wrong with the last count or the live listener (the figures shown stay). */
  failure: string | null;
}

/**
 * The dashboard's figures, counted when the page opens and again (debounced) whenever a new
 * order arrives: a live listener follows only the newest order.
 */
export function useDashboardFigures(): DashboardState {
  const [state, setState] = useState<DashboardState>({ figures: null, failure: null });

  useEffect(() => {
    let current = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const count = () => {
      getDashboardFigures().then(
        (figures) => {
          if (current) setState({ figures, failure: null });
        },
        (error: unknown) => {
          console.error('Could not count the dashboard figures', error);
          if (current) {
            setState((previous) => ({
              ...previous,
              failure: userMessageOf(error, dashboardMessages.countFailed),
            }));
          }
        },
      );
    };
    count();
    let newest: string | null | undefined;
    const unsubscribe = subscribeNewestOrder(
      (orderId) => {
        // The first answer is the order already counted; count again only when it changes.
        const known = newest !== undefined;
        if (known && orderId !== newest) {
          clearTimeout(timer);
          timer = setTimeout(count, REFRESH_DEBOUNCE_MS);
        }
        newest = orderId;
      },
      (error) => {
        console.error('The dashboard stopped following new orders', error);
        setState((previous) => ({ ...previous, failure: dashboardMessages.liveFailed }));
      },
    );
    return () => {
      current = false;
      clearTimeout(timer);
      unsubscribe();
    };
  }, []);

  return state;
}
