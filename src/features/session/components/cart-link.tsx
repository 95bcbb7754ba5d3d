import { Link } from 'react-router-dom';
import { useAppSelector } from '@/app/hooks';
import { CartIcon } from '@/components/ui/cart-icon';
import { paths } from '@/config/paths';
import { selectCartCount } from '@/features/cart/cart-count';

/** The header's cart icon with the item-count badge. */
export function CartLink({ onNavigate }: { onNavigate: () => void }) {
  const count = useAppSelector(selectCartCount);
  return (
    <Link
      to={paths.cart.getHref()}
      className="icon-button cart-link"
      aria-label={`Cart, ${count} ${count === 1 ? 'item' : 'items'}`}
      onClick={onNavigate}
    >
      <CartIcon size={24} />
      <span className="cart-link__badge" aria-hidden="true">
        {count > 99 ? '99+' : count}
      </span>
    </Link>
  );
}
