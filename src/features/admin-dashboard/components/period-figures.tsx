import { formatINR } from '@/lib/format';
import { PERIODS, type PeriodKey } from '../date-ranges';
import { formatCount, type PeriodTotals } from '../figures';

/** Orders and revenue of today, the last 7 and the last 30 days, one card each. */
export function PeriodFigures({ periods }: { periods: Record<PeriodKey, PeriodTotals> }) {
  return (
    <ul className="dashboard-periods" aria-label="Orders and revenue">
      {PERIODS.map((period) => {
        const totals = periods[period.key];
        return (
          <li key={period.key} className="dashboard-card" aria-label={period.label}>
            <h2 className="dashboard-card__label">{period.label}</h2>
            <dl className="dashboard-card__figures">
              <div>
                <dt>Orders</dt>
                <dd>{formatCount(totals.orders)}</dd>
              </div>
              <div>
                <dt>Revenue</dt>
                <dd>{formatINR(totals.revenue)}</dd>
              </div>
            </dl>
            {totals.cancelled > 0 && (
              <p className="dashboard-card__note">{formatCount(totals.cancelled)} cancelled</p>
            )}
          </li>
        );
      })}
    </ul>
  );
}
