import { readStoredSession } from './session-clock';
import type { SessionUser } from './session-slice';

/**
 * The admin whose session is valid: a stored admin session that has not expired, a signed-in
 * Firebase Auth user and an admins/{email} document carrying that user's uid. Null otherwise.
 * The stored mode only says which check to run; the admin document decides.
 */
export async function getAdminSession(): Promise<SessionUser | null> {
  if (!hasStoredAdminSession()) return null;
  const { getCurrentAdmin } = await import('./api/get-current-admin');
  return getCurrentAdmin();
}

/** Whether this tab holds an admin session that has not expired: the check getAdminSession runs first. */
export function hasStoredAdminSession(): boolean {
  const stored = readStoredSession();
  return stored.state === 'active' && stored.session.mode === 'admin';
}
