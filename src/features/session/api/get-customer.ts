import type { SessionUser } from '../session-slice';
import { toSessionUser } from '../schema';
import { getUser } from './get-user';

let cached: { uid: string; customer: Promise<SessionUser | null> } | null = null;

/**
 * The customer behind an Auth uid: their users/{uid} document as a SessionUser, or null when
 * there is none. Guards of parallel routes (/cart and /cart/order) share one read per uid.
 */
export function getCustomer(uid: string): Promise<SessionUser | null> {
  if (cached?.uid === uid) return cached.customer;
  const customer = getUser(uid).then((user) => (user ? toSessionUser(user) : null));
  const entry = { uid, customer };
  cached = entry;
  // Only a found customer is remembered: a missing or failed read is asked again next time.
  customer.then(
    (found) => {
      if (!found && cached === entry) cached = null;
    },
    () => {
      if (cached === entry) cached = null;
    },
  );
  return customer;
}

export function forgetCustomer() {
  cached = null;
}
