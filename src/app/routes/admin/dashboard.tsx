import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { RouteErrorPage } from '@/components/errors/route-error-page';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { getAdminCounts } from '@/features/admin-dashboard/api/get-counts';
import { AdminPage } from '@/features/admin-shell/components/admin-page';
import { userMessageOf } from '@/lib/firebase/errors';
import './dashboard.css';

type Counts = Awaited<ReturnType<typeof getAdminCounts>>;

const COUNT_FAILED = 'Could not load the counts, please try again later!';

const TILES = [
  { key: 'orders', label: 'Orders', to: paths.adminOrders.getHref() },
  { key: 'products', label: 'Products', to: paths.adminProducts.getHref() },
  { key: 'customers', label: 'Customers', to: paths.adminUsers.getHref() },
  { key: 'admins', label: 'Admins', to: paths.adminAdmins.getHref() },
] as const;

/** /admin/dashboard: how many products, orders, customers and admins there are (aggregation queries). */
export function Component() {
  const [counts, setCounts] = useState<Counts | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
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
  }, []);

  return (
    <AdminPage title="Dashboard" lead="The shop at a glance.">
      {failure && (
        <p className="admin-banner" role="alert">
          {failure}
        </p>
      )}
      <ul className="dashboard-tiles">
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
    </AdminPage>
  );
}

export const ErrorBoundary = RouteErrorPage;
