import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getDashboardFigures, type DashboardFigures } from './api/get-dashboard-figures';
import { countDashboardFiguresAhead, dashboardFigures, FIGURES_AHEAD_MS } from './figures-ahead';

vi.mock('./api/get-dashboard-figures', () => ({ getDashboardFigures: vi.fn() }));

/** Figures told apart by the waiting orders' count. */
const figures = (waiting: number) => ({ waiting: { orders: waiting, amount: 0 } }) as DashboardFigures;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  let counted = 0;
  vi.mocked(getDashboardFigures)
    .mockReset()
    .mockImplementation(() => Promise.resolve(figures((counted += 1))));
});

afterEach(() => {
  // What a test left untaken is let go.
  vi.advanceTimersByTime(FIGURES_AHEAD_MS);
  vi.useRealTimers();
});

describe('the dashboard figures counted ahead of the page', () => {
  it('are the page’s first figures: one count, its answer; the next count asks again', async () => {
    vi.setSystemTime(new Date(2026, 2, 15, 10, 0));
    countDashboardFiguresAhead();
    vi.advanceTimersByTime(800);
    await expect(dashboardFigures(Date.now())).resolves.toEqual(figures(1));
    expect(getDashboardFigures).toHaveBeenCalledTimes(1);
    await expect(dashboardFigures(Date.now())).resolves.toEqual(figures(2));
  });

  it('are no answer after midnight, or once FIGURES_AHEAD_MS have passed', async () => {
    vi.setSystemTime(new Date(2026, 2, 15, 23, 59, 59));
    countDashboardFiguresAhead();
    vi.advanceTimersByTime(2000);
    await expect(dashboardFigures(Date.now())).resolves.toEqual(figures(2));
    expect(getDashboardFigures).toHaveBeenLastCalledWith(new Date(2026, 2, 16, 0, 0, 1).getTime());

    countDashboardFiguresAhead();
    vi.advanceTimersByTime(FIGURES_AHEAD_MS);
    await expect(dashboardFigures(Date.now())).resolves.toEqual(figures(4));
  });

  it('are counted once while a count ahead is waiting to be taken', () => {
    countDashboardFiguresAhead();
    countDashboardFiguresAhead();
    expect(getDashboardFigures).toHaveBeenCalledTimes(1);
  });
});
