import { useEffect, useRef } from 'react';
import { useFetcher } from 'react-router-dom';
import { PasswordField } from '@/features/session/components/credential-fields';
import { FormFailure } from '@/components/ui/form-failure';
import { Spinner } from '@/components/ui/spinner';
import type { AdminsActionData } from '../admins-action-data';

/** Change your own password: the current one (re-authentication) and the new one. */
export function ChangeOwnPasswordForm() {
  const fetcher = useFetcher<AdminsActionData>({ key: 'change-own-password' });
  const formRef = useRef<HTMLFormElement>(null);
  const submitting = fetcher.state !== 'idle';
  const result = submitting ? undefined : fetcher.data;

  useEffect(() => {
    if (result?.ok) formRef.current?.reset();
  }, [result]);

  return (
    <fetcher.Form ref={formRef} method="post" className="form admin-form" noValidate aria-busy={submitting}>
      <input type="hidden" name="intent" value="change-own" />
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
      <FormFailure failure={result?.failure} />
      <button type="submit" className="button button--primary" disabled={submitting}>
        {submitting && <Spinner />}
        Change my password
      </button>
    </fetcher.Form>
  );
}
