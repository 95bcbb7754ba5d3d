import { Link } from 'react-router-dom';
import { useAppSelector } from '@/app/hooks';
import { paths } from '@/config/paths';
import { selectCartCount } from '@/features/cart/cart-count';

/** The header's cart icon with the item-count badge. */
export function CartLink({ onNavigate }: { onNavigate: () => void }) {
  const count = useAppSelector(selectCartCount);
  return (
    <Link
      to={paths.cart}
      className="icon-button cart-link"
      aria-label={`Cart, ${count} ${count === 1 ? 'item' : 'items'}`}
      onClick={onNavigate}
    >
      <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          d="M3 4h2l2.2 10.2a2 2 0 0 0 2 1.6h7.6a2 2 0 0 0 2-1.5L20.5 8H6.2"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <circle cx="10" cy="20" r="1.5" fill="currentColor" />
        <circle cx="17" cy="20" r="1.5" fill="currentColor" />
      </svg>
      <span className="cart-link__badge" aria-hidden="true">
        {count > 99 ? '99+' : count}
      </span>
    </Link>
  );
}
