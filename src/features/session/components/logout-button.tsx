import { useRef, useState } from 'react';
import { LogoutDialog } from './logout-dialog';
import './account-nav.css';
import { translate } from '@/i18n';
import { sessionMessages } from '../messages';

/** Logout: opens 'Are you sure you want to logout?'; focus returns here when it closes. */
export function LogoutButton({ className = 'button account-nav__logout' }: { className?: string }) {
  const [confirming, setConfirming] = useState(false);
  const logoutRef = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        type="button"
        className={className}
        ref={logoutRef}
        aria-haspopup="dialog"
        onClick={() => {
          setConfirming(true);
        }}
      >
        {translate(sessionMessages.logout)}
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
