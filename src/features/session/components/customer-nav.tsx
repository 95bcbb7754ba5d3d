import { useRef, useState, type ReactNode } from 'react';
import { LogoutDialog } from './logout-dialog';

/** Account part of the header when logged in: the cart link (customers only) and Logout. */
export function CustomerNav({ cartLink }: { cartLink: ReactNode }) {
  const [confirming, setConfirming] = useState(false);
  const logoutRef = useRef<HTMLButtonElement>(null);
  return (
    <>
      {cartLink}
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
