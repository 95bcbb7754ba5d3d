import { catalogMessages } from '../messages';
import './stock-state.css';

/** In stock or out of stock, in words and colour. */
export function StockState({ stock }: { stock: number }) {
  const inStock = stock > 0;
  return (
    <p className={`stock-state stock-state--${inStock ? 'in' : 'out'}`}>
      <span className="stock-state__dot" aria-hidden="true" />
      {inStock ? catalogMessages.inStock : catalogMessages.outOfStock}
    </p>
  );
}
