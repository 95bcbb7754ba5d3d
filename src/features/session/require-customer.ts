import { redirect } from 'react-router-dom';
import { paths } from '@/config/paths';
import { readStoredSession } from './session-clock';
import type { SessionUser } from './session-slice';

/**
 * The customer whose session is valid: a stored customer session that has not expired, a
 * signed-in Firebase Auth user (once Auth has restored its state) and their users/{uid}.
 * Null otherwise. Firebase loads only when a session is stored.
 */
export async function getCustomerSession(): Promise<SessionUser | null> {
  const stored = readStoredSession();
  if (stored.state !== 'active' || stored.session.mode !== 'user') return null;
  const { getCurrentCustomer } = await import('./api/get-current-customer');
  return getCurrentCustomer();
}

/** Guard for customer routes (/cart, /cart/order): the customer, or a redirect to the login. */
export async function requireCustomer(): Promise<SessionUser> {
  const customer = await getCustomerSession();
  if (!customer) throw redirect(paths.auth.getHref('login'));
  return customer;
}
