import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { cartMessages } from '../messages';
import './cart.css';
import { translate } from '@/i18n';

export function CartEmpty() {
  return (
    <div className="cart-empty">
      <h2>{translate(cartMessages.emptyTitle)}</h2>
      <p>{translate(cartMessages.emptyText)}</p>
      <Link className="button button--primary" to={paths.shopAll.getHref()}>
        {translate(cartMessages.browseProducts)}
      </Link>
    </div>
  );
}
