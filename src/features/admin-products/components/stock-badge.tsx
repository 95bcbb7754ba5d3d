import { LOW_STOCK_THRESHOLD } from '@/config/constants';
import './product-list.css';

/** A product's stock with a badge when it is out (0) or low (under LOW_STOCK_THRESHOLD). */
export function StockCell({ stock }: { stock: number }) {
  return (
    <span className="product-stock">
      {stock}
      {stock <= 0 ? (
        <span className="stock-badge stock-badge--out">Out of stock</span>
      ) : stock < LOW_STOCK_THRESHOLD ? (
        <span className="stock-badge stock-badge--low">Low stock</span>
      ) : null}
    </span>
  );
}
