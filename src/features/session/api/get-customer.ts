import { rememberFound } from '../remember-found';
import { toSessionUser } from '../schema';
import type { SessionUser } from '../session-slice';
import { getUser } from './get-user';

const customers = rememberFound<string, SessionUser>(
  (uid) => uid,
  (uid) => getUser(uid).then((user) => (user ? toSessionUser(user) : null)),
);

/**
 * The customer behind an Auth uid: their users/{uid} document as a SessionUser, or null when
 * there is none. Guards of parallel routes (/cart and /cart/order) share one read per uid.
 */
export function getCustomer(uid: string): Promise<SessionUser | null> {
  return customers.get(uid);
}

export function forgetCustomer() {
  customers.forget();
}
