import { useEffect, useRef } from 'react';
import { useFetcher } from 'react-router-dom';
import { FormFailure } from '@/components/ui/form-failure';
import { Spinner } from '@/components/ui/spinner';
import { EmailField, PasswordField } from '@/features/session/components/credential-fields';
import type { AdminsActionData } from '../admins-action-data';

/**
 * Add admin: e-mail and password with the login rules. Inputs are uncontrolled, so a failure
 * keeps what was typed; a success empties the form.
 */
export function AddAdminForm() {
  const fetcher = useFetcher<AdminsActionData>({ key: 'add-admin' });
  const formRef = useRef<HTMLFormElement>(null);
  const submitting = fetcher.state !== 'idle';
  const result = submitting ? undefined : fetcher.data;

  useEffect(() => {
    if (result?.ok) formRef.current?.reset();
  }, [result]);

  return (
    <fetcher.Form ref={formRef} method="post" className="form admin-form" noValidate aria-busy={submitting}>
      <input type="hidden" name="intent" value="add" />
      <EmailField id="add-admin-email" autoComplete="off" error={result?.errors?.email} />
      <PasswordField
        id="add-admin-password"
        label="Password"
        name="password"
        autoComplete="new-password"
        error={result?.errors?.password}
      />
      <FormFailure failure={result?.failure} />
      <button type="submit" className="button button--primary" disabled={submitting}>
        {submitting && <Spinner />}
        Add admin
      </button>
    </fetcher.Form>
  );
}
