import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { cartMessages } from '../messages';
import './cart.css';

export function CartEmpty() {
  return (
    <div className="cart-empty">
      <h2>{cartMessages.emptyTitle}</h2>
      <p>{cartMessages.emptyText}</p>
      <Link className="button button--primary" to={paths.shopAll.getHref()}>
        Browse products
      </Link>
    </div>
  );
}
