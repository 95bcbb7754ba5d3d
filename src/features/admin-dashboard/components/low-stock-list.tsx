import { Link } from 'react-router-dom';
import { LOW_STOCK_THRESHOLD } from '@/config/constants';
import { paths } from '@/config/paths';
import type { DashboardFigures } from '../api/get-dashboard-figures';
import { formatCount } from '../figures';
import { dashboardMessages } from '../messages';

/** The products with the least stock (below LOW_STOCK_THRESHOLD), each linking to its form. */
export function LowStockList({ lowStock }: { lowStock: DashboardFigures['lowStock'] }) {
  const more = lowStock.total - lowStock.products.length;
  return (
    <section className="dashboard-panel" aria-labelledby="low-stock-title">
      <h2 id="low-stock-title" className="dashboard-panel__title">
        Low stock <span className="muted">(fewer than {LOW_STOCK_THRESHOLD})</span>
      </h2>
      {lowStock.products.length ? (
        <ul className="dashboard-low-stock">
          {lowStock.products.map((product) => (
            <li key={product.id}>
              <Link to={paths.adminProductEdit.getHref(product.id)}>{product.title}</Link>
              <span className="dashboard-low-stock__count">{formatCount(product.stock)} left</span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted">{dashboardMessages.noLowStock}</p>
      )}
      {more > 0 && (
        <p className="muted">
          and {formatCount(more)} more: <Link to={paths.adminProducts.getHref()}>see the products</Link>
        </p>
      )}
    </section>
  );
}
