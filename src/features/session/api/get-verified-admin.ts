import { rememberFound } from '../remember-found';
import type { SessionUser } from '../session-slice';
import type { AuthUser } from './watch-auth';

const admins = rememberFound<AuthUser, SessionUser>(
  (user) => `${user.uid} ${user.email ?? ''}`,
  async (user) => {
    const email = (user.email ?? '').toLowerCase();
    if (!email) return null;
    const { verifyAdmin } = await import('./verify-admin');
    return (await verifyAdmin({ email, uid: user.uid })) ? { uid: user.uid, email, name: email } : null;
  },
);

/**
 * The admin behind an Auth user: verifyAdmin (admins/{email} carries this uid) as a SessionUser,
 * or null. The guards of one navigation and the session check share one read per account; only
 * a confirmed admin is remembered, and a logout forgets it.
 */
export function getVerifiedAdmin(user: AuthUser): Promise<SessionUser | null> {
  return admins.get(user);
}

export function forgetAdmin() {
  admins.forget();
}
