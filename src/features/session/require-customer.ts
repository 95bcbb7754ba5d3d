import { redirect } from 'react-router-dom';
import { paths } from '@/config/paths';
import { currentAuthUser } from './api/current-auth-user';
import type { SessionUser } from './session-slice';

/**
 * TEMPORARY (issue 5): a stand-in with the accounts work's signature, so the cart routes can
 * be guarded now; the accounts work replaces this file at merge.
 * Waits for Firebase Auth and returns the signed-in customer, or redirects to the login page.
 */
export async function requireCustomer(): Promise<SessionUser> {
  const user = await currentAuthUser();
  if (!user) throw redirect(paths.login);
  return user;
}
