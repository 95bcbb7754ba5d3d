import { PasswordField } from '@/components/ui/credential-fields';
import { AdminsForm } from './admins-form';

/** Change your own password: the current one (re-authentication) and the new one, twice. */
export function ChangeOwnPasswordForm() {
  return (
    <AdminsForm intent="change-own" submitLabel="Change my password">
      {(result) => (
        <>
          <PasswordField
            id="own-current-password"
            label="Current password"
            name="currentPassword"
            autoComplete="current-password"
            error={result?.errors?.currentPassword}
          />
          <PasswordField
            id="own-new-password"
            label="New password"
            name="newPassword"
            autoComplete="new-password"
            error={result?.errors?.newPassword}
          />
          <PasswordField
            id="own-repeat-password"
            label="Repeat password"
            name="repeatPassword"
            autoComplete="new-password"
            error={result?.errors?.repeatPassword}
          />
        </>
      )}
    </AdminsForm>
  );
}
