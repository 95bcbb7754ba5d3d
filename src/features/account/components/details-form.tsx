import { FormField } from '@/components/ui/form-field';
import { USER_LIMITS } from '@/lib/validation/credentials';
import { accountMessages as m } from '../messages';
import { AccountForm } from './account-form';
import { translate } from '@/i18n';

/** Name and mobile (the signup form's rules), and the e-mail, shown only. */
export function DetailsForm({ name, mobile, email }: { name: string; mobile: string; email: string }) {
  return (
    <AccountForm intent="details" submitLabel={translate(m.saveDetails)}>
      {(result) => (
        <>
          <FormField id="account-name" label={translate(m.name)} error={result?.errors?.name}>
            {(control) => (
              <input
                {...control}
                name="name"
                autoComplete="name"
                maxLength={USER_LIMITS.name}
                defaultValue={name}
              />
            )}
          </FormField>
          <FormField id="account-mobile" label={translate(m.mobile)} error={result?.errors?.mobile}>
            {(control) => (
              <input
                {...control}
                name="mobile"
                type="tel"
                inputMode="tel"
                autoComplete="tel"
                maxLength={USER_LIMITS.mobile}
                defaultValue={mobile}
              />
            )}
          </FormField>
          <div className="field">
            <span className="field__label">{translate(m.email)}</span>
            <p className="account-email" data-testid="account-email">
              {email}
            </p>
            <p className="field__hint">{translate(m.emailNote)}</p>
          </div>
        </>
      )}
    </AccountForm>
  );
}
