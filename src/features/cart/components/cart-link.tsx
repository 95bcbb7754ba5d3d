import { Link } from 'react-router-dom';
import { useAppSelector } from '@/app/hooks';
import { CartIcon } from '@/components/ui/cart-icon';
import { paths } from '@/config/paths';
import { useT } from '@/i18n';
import { selectTotalNumItems } from '../cart-slice';
import { cartMessages } from '../messages';
import './cart-link.css';

/** The header's cart icon with the badge: how many items are in the signed-in customer's cart. */
export function CartLink({ onNavigate }: { onNavigate: () => void }) {
  const t = useT();
  const count = useAppSelector(selectTotalNumItems);
  return (
    <Link
      to={paths.cart.getHref()}
      className="icon-button cart-link"
      aria-label={t(cartMessages.linkLabel, { count })}
      onClick={onNavigate}
    >
      <CartIcon size={24} />
      <span className="cart-link__badge" aria-hidden="true">
        {count > 99 ? '99+' : count}
      </span>
    </Link>
  );
}
