import { useRouteLoaderData, type ActionFunctionArgs } from 'react-router-dom';
import { useAppSelector } from '@/app/hooks';
import { RouteErrorPage } from '@/components/errors/route-error-page';
import { adminAdmins } from '@/features/admin-admins/admin-admins-slice';
import type { AdminsActionData } from '@/features/admin-admins/admins-action-data';
import { AddAdminForm } from '@/features/admin-admins/components/add-admin-form';
import { AdminRowActions } from '@/features/admin-admins/components/admin-row-actions';
import { ChangeOwnPasswordForm } from '@/features/admin-admins/components/change-own-password-form';
import { adminAdminsMessages } from '@/features/admin-admins/messages';
import type { Admin } from '@/lib/firebase/admin-types';
import { AdminEmpty, AdminPage } from '@/features/admin-shell/components/admin-page';
import { AdminTable, type AdminColumn } from '@/features/admin-shell/components/admin-table';
import { formatWhen } from '@/features/admin-shell/format-date';
import { runAdminsIntent } from '@/features/admin-admins/run-admins-intent';
import type { loader as adminLoader } from './admin-layout';

/** The forms of the admins page: add, change own password, reset another's, delete. */
export function action({ request }: ActionFunctionArgs): Promise<AdminsActionData> {
  return request.formData().then(runAdminsIntent);
}

function columns(self: string): AdminColumn<Admin>[] {
  return [
    {
      label: 'Email',
      primary: true,
      render: (admin) => (admin.email === self ? `${admin.email} (you)` : admin.email),
    },
    { label: 'Added', render: (admin) => formatWhen(admin.createdAt) },
    { label: 'Added by', render: (admin) => admin.createdBy },
    {
      label: 'Actions',
      render: (admin) =>
        admin.email === self ? (
          <span className="muted">Change yours below</span>
        ) : (
          <AdminRowActions email={admin.email} />
        ),
    },
  ];
}

/** /admin/admins: who can run the shop, live; add an admin; passwords; delete (never yourself). */
export function Component() {
  const layout = useRouteLoaderData<typeof adminLoader>('admin');
  const self = layout?.admin.email ?? '';
  const admins = useAppSelector(adminAdmins.selectors.selectAll);
  const status = useAppSelector(adminAdmins.selectors.selectStatus);

  return (
    <AdminPage title="Admins" lead="Everyone who can use this admin area. The list updates live.">
      {status === 'idle' || status === 'loading' ? (
        <AdminEmpty>Loading admins…</AdminEmpty>
      ) : admins.length ? (
        <AdminTable caption="Admins" columns={columns(self)} items={admins} rowKey={(admin) => admin.email} />
      ) : (
        <AdminEmpty>{adminAdminsMessages.notFound}</AdminEmpty>
      )}
      <div className="admin-columns">
        <section className="admin-panel" aria-labelledby="add-admin-title">
          <h2 id="add-admin-title">Add admin</h2>
          <AddAdminForm />
        </section>
        <section className="admin-panel" aria-labelledby="own-password-title">
          <h2 id="own-password-title">Change my password</h2>
          <ChangeOwnPasswordForm />
        </section>
      </div>
    </AdminPage>
  );
}

export const ErrorBoundary = RouteErrorPage;
