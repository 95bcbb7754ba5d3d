import { Outlet, useLoaderData } from 'react-router-dom';
import { AdminShell } from '@/components/layouts/admin-shell';
import { LogoutButton } from '@/features/session/components/logout-button';
import { requireAdmin } from '@/features/session/require-admin';
import { useLeaveWhenSessionEnds } from '@/features/session/use-leave-when-session-ends';
import { paths } from '@/config/paths';
import { useWhenIdle } from '@/lib/use-when-idle';
import { preloadAdminLists } from '@/app/admin-list-routes';
import { AdminLiveData } from './admin-live-data';
import { LiveDataBanner } from './live-data-banner';

/** Every /admin/* route needs a verified admin session (spec §2). */
export async function loader() {
  return { admin: await requireAdmin() };
}

/**
 * The admin area: its own frame (no shop header or footer), never indexed, with the live data
 * of its pages (toasts and the session live in AppFrame above it).
 */
export function Component() {
  const { admin } = useLoaderData<typeof loader>();
  // Logged out in another tab, or expired: every admin page and its data go.
  useLeaveWhenSessionEnds('admin', paths.adminLogin.getHref());
  // The lists' code while the browser is idle: opening Orders or Products then waits for no chunk.
  useWhenIdle(preloadAdminLists);
  return (
    <>
      <meta name="robots" content="noindex" />
      <AdminLiveData>
        <AdminShell
          email={admin.email}
          logout={<LogoutButton className="button" />}
          banner={<LiveDataBanner />}
        >
          <Outlet />
        </AdminShell>
      </AdminLiveData>
    </>
  );
}
