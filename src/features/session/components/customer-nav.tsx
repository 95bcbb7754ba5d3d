import { CartLink } from './cart-link';
import { LogoutButton } from './logout-button';

/** Account part of the header when logged in: the cart with its badge (customers) and Logout. */
export function CustomerNav({ showCart, onNavigate }: { showCart: boolean; onNavigate: () => void }) {
  return (
    <>
      {showCart && <CartLink onNavigate={onNavigate} />}
      <LogoutButton />
    </>
  );
}
