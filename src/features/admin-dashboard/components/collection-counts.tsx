import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { userMessageOf } from '@/lib/firebase/errors';
import { getAdminCounts, type AdminCounts } from '../api/get-counts';

const COUNT_FAILED = 'Could not load the counts, please try again later!';

const TILES = [
  { key: 'orders', label: 'Orders', to: paths.adminOrders.getHref() },
  { key: 'products', label: 'Products', to: paths.adminProducts.getHref() },
  { key: 'customers', label: 'Customers', to: paths.adminUsers.getHref() },
  { key: 'admins', label: 'Admins', to: paths.adminAdmins.getHref() },
] as const;

/**
 * How many products, orders, customers and admins there are in all (aggregation queries), counted
 * once `start` is true: the dashboard starts them after its own figures have answered.
 */
export function CollectionCounts({ start }: { start: boolean }) {
  const [counts, setCounts] = useState<AdminCounts | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    if (!start) return;
    let current = true;
    getAdminCounts().then(
      (answer) => {
        if (current) setCounts(answer);
      },
      (error: unknown) => {
        console.error('Could not count the collections', error);
        if (current) setFailure(userMessageOf(error, COUNT_FAILED));
      },
    );
    return () => {
      current = false;
    };
  }, [start]);

  return (
    <section className="dashboard-panel dashboard-totals" aria-labelledby="collection-counts-title">
      <h2 id="collection-counts-title" className="dashboard-panel__title">
        In all
      </h2>
      {failure && (
        <p className="admin-banner" role="alert">
          {failure}
        </p>
      )}
      <ul className="dashboard-tiles dashboard-tiles--small">
        {TILES.map((tile) => (
          <li key={tile.key}>
            <Link to={tile.to} className="dashboard-tile">
              <span className="dashboard-tile__label">{tile.label}</span>
              <span className="dashboard-tile__value">
                {counts
                  ? counts[tile.key].toLocaleString('en-IN')
                  : !failure && <Spinner label={`Counting ${tile.label}`} />}
                {!counts && failure && '–'}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
