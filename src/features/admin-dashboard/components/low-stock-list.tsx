import { Link } from 'react-router-dom';
import { LOW_STOCK_THRESHOLD } from '@/config/constants';
import { paths } from '@/config/paths';
import type { DashboardFigures } from '../api/get-dashboard-figures';
import { formatCount } from '../figures';
import { dashboardMessages } from '../messages';

/**
 * The products with the least stock (below LOW_STOCK_THRESHOLD: out of stock, 0, and low, 1 to
 * LOW_STOCK_THRESHOLD − 1, as the products list's stock filters define them), each linking to its
 * form, and links to those two filters.
 */
export function LowStockList({ lowStock }: { lowStock: DashboardFigures['lowStock'] }) {
  const more = lowStock.total - lowStock.products.length;
  return (
    <section className="dashboard-panel" aria-labelledby="low-stock-title">
      <h2 id="low-stock-title" className="dashboard-panel__title">
        Low stock <span className="muted">(fewer than {LOW_STOCK_THRESHOLD}, out of stock included)</span>
      </h2>
      {lowStock.products.length ? (
        <ul className="dashboard-low-stock">
          {lowStock.products.map((product) => (
            <li key={product.id}>
              <Link to={paths.adminProductEdit.getHref(product.id)}>{product.title}</Link>
              <span className="dashboard-low-stock__count">
                {product.stock > 0 ? `${formatCount(product.stock)} left` : 'Out of stock'}
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted">{dashboardMessages.noLowStock}</p>
      )}
      {more > 0 && <p className="muted">and {formatCount(more)} more.</p>}
      <p className="muted">
        See the products <Link to={paths.adminProducts.getHref('out')}>out of stock</Link> or{' '}
        <Link to={paths.adminProducts.getHref('low')}>low on stock</Link>.
      </p>
    </section>
  );
}
