import type { ReactNode } from 'react';
import { LogoutButton } from './logout-button';

/** Account part of the header when logged in: the cart link (customers only) and Logout. */
export function CustomerNav({ cartLink }: { cartLink: ReactNode }) {
  return (
    <>
      {cartLink}
      <LogoutButton />
    </>
  );
}
