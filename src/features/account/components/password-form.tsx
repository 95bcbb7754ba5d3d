import { PasswordField } from '@/components/ui/credential-fields';
import { accountMessages as m } from '../messages';
import { AccountForm } from './account-form';
import { translate } from '@/i18n';

/** Change password: the current one (re-authentication) and the new one. */
export function PasswordForm() {
  return (
    <AccountForm intent="password" submitLabel={translate(m.changePassword)}>
      {(result) => (
        <>
          <PasswordField
            id="account-current-password"
            label={translate(m.currentPassword)}
            name="currentPassword"
            autoComplete="current-password"
            error={result?.errors?.currentPassword}
          />
          <PasswordField
            id="account-new-password"
            label={translate(m.newPassword)}
            name="newPassword"
            autoComplete="new-password"
            error={result?.errors?.newPassword}
          />
        </>
      )}
    </AccountForm>
  );
}
