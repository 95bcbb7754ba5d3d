import { redirect } from 'react-router-dom';
import { stripLocale } from '@/i18n';
import { authHref } from './return-path';
import { hasStoredCustomerSession } from './session-clock';
import type { SessionUser } from './session-slice';

/**
 * The customer whose session is valid: a stored customer session that has not expired, a
 * signed-in Firebase Auth user (once Auth has restored its state) and their users/{uid}.
 * Null otherwise. Firebase loads only when a session is stored.
 */
export async function getCustomerSession(): Promise<SessionUser | null> {
  if (!hasStoredCustomerSession()) return null;
  const { getCurrentCustomer } = await import('./api/get-current-customer');
  return getCurrentCustomer();
}

/**
 * Guard for customer routes (/cart, /cart/order): the customer, or a redirect to the login that
 * carries the page asked for (`?from=/cart`, also from /hi/cart), so the login comes back to it.
 */
export async function requireCustomer(request?: Request): Promise<SessionUser> {
  const customer = await getCustomerSession();
  if (customer) return customer;
  const from = request && new URL(request.url);
  // The request's URL has the page's language (/hi/cart), which the router's basename adds again.
  throw redirect(authHref('login', from && `${stripLocale(from.pathname)}${from.search}`));
}
