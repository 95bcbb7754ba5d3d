import { readsAhead } from '@/lib/read-ahead';
import { getDashboardFigures, type DashboardFigures } from './api/get-dashboard-figures';
import { nextMidnight } from './date-ranges';

/** How long figures counted ahead of the dashboard (countDashboardFiguresAhead) wait for it. */
export const FIGURES_AHEAD_MS = 10_000;

const figuresAhead = readsAhead<DashboardFigures>(
  FIGURES_AHEAD_MS,
  'The dashboard figures, counted ahead of the page,',
);

/** Figures are of a day (today, 7 and 30 days): counted before a midnight, they answer no later count. */
const dayOf = (now: number) => String(nextMidnight(now));

/** Starts counting the dashboard's figures before the page asks (its route's loader, beside the admin check). */
export function countDashboardFiguresAhead(now = Date.now()): void {
  figuresAhead.start(dayOf(now), () => getDashboardFigures(now));
}

/**
 * The dashboard's figures at `now`: those counted ahead on the same day within FIGURES_AHEAD_MS
 * (once), otherwise a new count. Rejects with an AdminDataError.
 */
export function dashboardFigures(now: number): Promise<DashboardFigures> {
  return figuresAhead.take(dayOf(now), () => getDashboardFigures(now));
}
