import { EmailField, PasswordField } from '@/components/ui/credential-fields';
import { AdminsForm } from './admins-form';

/** Add admin: e-mail and password with the login rules. */
export function AddAdminForm() {
  return (
    <AdminsForm intent="add" submitLabel="Add admin">
      {(result) => (
        <>
          <EmailField id="add-admin-email" autoComplete="off" error={result?.errors?.email} />
          <PasswordField
            id="add-admin-password"
            label="Password"
            name="password"
            autoComplete="new-password"
            error={result?.errors?.password}
          />
        </>
      )}
    </AdminsForm>
  );
}
