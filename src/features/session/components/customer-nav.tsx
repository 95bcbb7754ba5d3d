import { useRef, useState } from 'react';
import { CartLink } from './cart-link';
import { LogoutDialog } from './logout-dialog';

/** Account part of the header when logged in: the cart with its badge (customers) and Logout. */
export function CustomerNav({ showCart, onNavigate }: { showCart: boolean; onNavigate: () => void }) {
  const [confirming, setConfirming] = useState(false);
  const logoutRef = useRef<HTMLButtonElement>(null);
  return (
    <>
      {showCart && <CartLink onNavigate={onNavigate} />}
      <button
        type="button"
        className="button account-nav__logout"
        ref={logoutRef}
        aria-haspopup="dialog"
        onClick={() => {
          setConfirming(true);
        }}
      >
        Logout
      </button>
      {confirming && (
        <LogoutDialog
          onClose={() => {
            setConfirming(false);
            // The dialog leaves the page: focus goes back to where it was opened.
            logoutRef.current?.focus();
          }}
        />
      )}
    </>
  );
}
