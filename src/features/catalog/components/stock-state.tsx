import { useT } from '@/i18n';
import { catalogMessages } from '../messages';
import './stock-state.css';

/** In stock or out of stock, in words and colour. */
export function StockState({ stock }: { stock: number }) {
  const inStock = stock > 0;
  const t = useT();
  return (
    <p className={`stock-state stock-state--${inStock ? 'in' : 'out'}`}>
      <span className="stock-state__dot" aria-hidden="true" />
      {t(inStock ? catalogMessages.inStock : catalogMessages.outOfStock)}
    </p>
  );
}
