import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { translate } from '@/i18n';
import { sessionMessages } from '../messages';

/** Account links for a visitor: a Login link and a user-icon dropdown (Login, New Register). */
export function VisitorNav({ onNavigate }: { onNavigate: () => void }) {
  const [open, setOpen] = useState(false);
  const menuRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!menuRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const close = () => {
    setOpen(false);
    onNavigate();
  };

  return (
    <>
      <Link className="account-nav__login" to={paths.auth.getHref('login')} onClick={close}>
        {translate(sessionMessages.login)}
      </Link>
      <div className="dropdown" ref={menuRef}>
        <button
          type="button"
          className="icon-button"
          aria-haspopup="true"
          aria-expanded={open}
          aria-controls="account-menu"
          onClick={() => {
            setOpen((value) => !value);
          }}
        >
          <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <circle cx="12" cy="8" r="4" fill="none" stroke="currentColor" strokeWidth="2" />
            <path d="M4 21c1-4.5 4.5-6.5 8-6.5s7 2 8 6.5" fill="none" stroke="currentColor" strokeWidth="2" />
          </svg>
          <span className="visually-hidden">{translate(sessionMessages.account)}</span>
        </button>
        {open && (
          <ul id="account-menu" className="dropdown__menu">
            <li>
              <Link to={paths.auth.getHref('login')} onClick={close}>
                {translate(sessionMessages.login)}
              </Link>
            </li>
            <li>
              <Link to={paths.auth.getHref('signup')} onClick={close}>
                {translate(sessionMessages.newRegister)}
              </Link>
            </li>
          </ul>
        )}
      </div>
    </>
  );
}
