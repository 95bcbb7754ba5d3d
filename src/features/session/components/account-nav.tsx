import { useAppSelector } from '@/app/hooks';
import { selectIsLoggedIn, selectMode, selectSessionStatus } from '../session-slice';
import { CustomerNav } from './customer-nav';
import { VisitorNav } from './visitor-nav';
import './account-nav.css';

/**
 * The account part of the header. Until Firebase Auth has answered, the visitor's links hold
 * their place invisibly and cannot be clicked, so nothing flashes or jumps.
 */
export function AccountNav({ onNavigate }: { onNavigate: () => void }) {
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
        <CustomerNav showCart={mode === 'user'} onNavigate={onNavigate} />
      ) : (
        <VisitorNav onNavigate={onNavigate} />
      )}
    </div>
  );
}
