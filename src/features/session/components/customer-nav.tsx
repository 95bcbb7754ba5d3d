import type { ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import { sessionMessages } from '../messages';
import { LogoutButton } from './logout-button';
import { translate } from '@/i18n';

/**
 * Account part of the header when logged in: the cart link and My account (customers only), and
 * Logout.
 */
export function CustomerNav({
  cartLink,
  customer,
  onNavigate,
}: {
  cartLink: ReactNode;
  customer: boolean;
  onNavigate: () => void;
}) {
  return (
    <>
      {cartLink}
      {customer && (
        <NavLink to={paths.account.getHref()} className="account-nav__login" onClick={onNavigate}>
          {translate(sessionMessages.myAccount)}
        </NavLink>
      )}
      <LogoutButton />
    </>
  );
}
