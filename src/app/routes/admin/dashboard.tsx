import { Link } from 'react-router-dom';
import { RouteErrorPage } from '@/components/errors/route-error-page';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { CollectionCounts } from '@/features/admin-dashboard/components/collection-counts';
import { LowStockList } from '@/features/admin-dashboard/components/low-stock-list';
import { OrdersChart } from '@/features/admin-dashboard/components/orders-chart';
import { PeriodFigures, sumInWords } from '@/features/admin-dashboard/components/period-figures';
import { formatCount } from '@/features/admin-dashboard/figures';
import { countDashboardFiguresAhead } from '@/features/admin-dashboard/figures-ahead';
import { dashboardMessages } from '@/features/admin-dashboard/messages';
import { useDashboardFigures } from '@/features/admin-dashboard/use-dashboard-figures';
import { AdminPage } from '@/features/admin-shell/components/admin-page';
import { readAheadLoader, revalidateOnNewFilter } from './read-ahead';
import './dashboard.css';

/** The figures are counted beside the admin check (read-ahead.ts); the page takes that answer. */
export const loader = readAheadLoader(() => {
  countDashboardFiguresAhead();
});

export const shouldRevalidate = revalidateOnNewFilter;

/**
 * /admin/dashboard: orders and revenue (REVENUE_STATUSES) of today, 7 and 30 days, orders waiting
 * for confirmation and their value, new customers, low stock and a 30-day chart, from aggregation
 * queries; counted again as orders arrive or move, and at midnight.
 */
export function Component() {
  const { figures, days, failure } = useDashboardFigures();

  return (
    <AdminPage title="Dashboard" lead="The shop at a glance, counted again as orders arrive or move on.">
      {failure && (
        <p className="admin-banner" role="alert">
          {failure}
        </p>
      )}
      {figures ? (
        <>
          <PeriodFigures periods={figures.periods} />
          {/* Under the figures they define: on a phone the figures come first, not eight lines of words. */}
          <div className="dashboard-definitions">
            <p>{dashboardMessages.revenueNote}</p>
            <p>
              {dashboardMessages.statedTotalsNote}{' '}
              <Link to={paths.adminOrders.getHref()}>Check the prices in the orders list</Link>
            </p>
          </div>
          <ul className="dashboard-tiles" aria-label="To do and new customers">
            {[
              {
                label: 'Waiting for confirmation',
                value: figures.waiting.orders,
                detail: `waiting: ${sumInWords(figures.waiting)}`,
                to: paths.adminOrders.getHref('placed'),
              },
              {
                label: 'New customers, 7 days',
                value: figures.newCustomers.week,
                to: paths.adminUsers.getHref(),
              },
              {
                label: 'New customers, 30 days',
                value: figures.newCustomers.month,
                to: paths.adminUsers.getHref(),
              },
            ].map((tile) => (
              <li key={tile.label}>
                <Link to={tile.to} className="dashboard-tile">
                  <span className="dashboard-tile__label">{tile.label}</span>
                  <span className="dashboard-tile__value">{formatCount(tile.value)}</span>
                  {'detail' in tile && <span className="dashboard-tile__detail">{tile.detail}</span>}
                </Link>
              </li>
            ))}
          </ul>
          <div className="dashboard-columns">
            {days ? (
              <OrdersChart days={days} />
            ) : (
              <p className="admin-empty">
                <Spinner label="Counting orders per day" /> Counting orders per day…
              </p>
            )}
            <LowStockList lowStock={figures.lowStock} />
          </div>
        </>
      ) : (
        !failure && (
          <p className="admin-empty">
            <Spinner label="Counting orders" /> Counting orders…
          </p>
        )
      )}
      {/* Counted after the figures, which they would otherwise hold up. */}
      <CollectionCounts start={figures !== null || failure !== null} />
    </AdminPage>
  );
}

export const ErrorBoundary = RouteErrorPage;
