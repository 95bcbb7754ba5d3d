import { formatINR } from '@/lib/format';
import { PERIODS, type PeriodKey } from '../date-ranges';
import { formatCount, type OrderSum, type PeriodTotals } from '../figures';

/** "₹1,200 in 3 orders": what some orders came to and how many they are. */
export function sumInWords(sum: OrderSum): string {
  return `${formatINR(sum.amount)} in ${formatCount(sum.orders)} ${sum.orders === 1 ? 'order' : 'orders'}`;
}

/**
 * Orders and revenue of today, the last 7 and the last 30 days, one card each; the placed
 * orders' value shown apart as waiting, and the cancelled counted.
 */
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
                <dd>{formatINR(totals.revenue.amount)}</dd>
              </div>
            </dl>
            {totals.waiting.orders > 0 && (
              <p className="dashboard-card__note">Waiting: {sumInWords(totals.waiting)}</p>
            )}
            {totals.cancelled > 0 && (
              <p className="dashboard-card__note">{formatCount(totals.cancelled)} cancelled</p>
            )}
          </li>
        );
      })}
    </ul>
  );
}
