import { redirect } from 'react-router-dom';
import { paths } from '@/config/paths';
import { notify } from '@/lib/notify';
import { adminSessionMessages } from './admin-messages';
import { getAdminSession } from './get-admin-session';
import type { SessionUser } from './session-slice';

/**
 * Guard of every /admin/* route (spec §2): a verified admin session, else 'Unauthenticated' and
 * /adminLogin — for a visitor and a signed-in customer alike. A check that cannot run (offline)
 * is not a pass: the admin sees the error page and can retry.
 */
export async function requireAdmin(): Promise<SessionUser> {
  const admin = await getAdminSession();
  if (!admin) {
    notify.error(adminSessionMessages.unauthenticated);
    throw redirect(paths.adminLogin.getHref());
  }
  return admin;
}
