import type { ReactNode } from 'react';
import { useAppSelector } from '@/app/hooks';
import { selectIsLoggedIn, selectMode, selectSessionStatus } from '../session-slice';
import { CustomerNav } from './customer-nav';
import { VisitorNav } from './visitor-nav';
import './account-nav.css';

/**
 * The account part of the header. Until Firebase Auth has answered, the visitor's links hold
 * their place invisibly and cannot be clicked, so nothing flashes or jumps. The cart link comes
 * from the cart feature; it shows for a signed-in customer (not an admin).
 */
export function AccountNav({ onNavigate, cartLink }: { onNavigate: () => void; cartLink: ReactNode }) {
  const status = useAppSelector(selectSessionStatus);
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const mode = useAppSelector(selectMode);

  if (status === 'unknown') {
    return (
      <div className="account-nav account-nav--pending" aria-hidden="true" inert>
        <VisitorNav onNavigate={onNavigate} />
      </div>
    );
  }
  return (
    <div className="account-nav">
      {isLoggedIn ? (
        <CustomerNav
          cartLink={mode === 'user' ? cartLink : null}
          customer={mode === 'user'}
          onNavigate={onNavigate}
        />
      ) : (
        <VisitorNav onNavigate={onNavigate} />
      )}
    </div>
  );
}
