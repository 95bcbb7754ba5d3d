import { useRef, useState } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { PasswordField } from '@/components/ui/credential-fields';
import { accountMessages as m } from '../messages';
import { AccountForm } from './account-form';
import { translate } from '@/i18n';

/**
 * Delete my account: says first that orders stay, asks for the password (re-authentication),
 * then a confirm before anything is deleted.
 */
export function DeleteAccount() {
  const [confirming, setConfirming] = useState(false);
  const submitRef = useRef<(() => void) | null>(null);
  return (
    <>
      <p>{translate(m.deleteExplain)}</p>
      <AccountForm
        intent="delete"
        submitLabel={translate(m.deleteButton)}
        submitClassName="button button--danger"
        onBeforeSubmit={(submit) => {
          submitRef.current = submit;
          setConfirming(true);
          return false;
        }}
      >
        {(result) => (
          <PasswordField
            id="account-delete-password"
            label={translate(m.deletePasswordLabel)}
            name="password"
            autoComplete="current-password"
            error={result?.errors?.password}
          />
        )}
      </AccountForm>
      {confirming && (
        <ConfirmDialog
          question={translate(m.deleteQuestion)}
          details={<p>{translate(m.deleteExplain)}</p>}
          confirmLabel={translate(m.deleteConfirm)}
          cancelLabel={translate(m.deleteCancel)}
          onConfirm={() => submitRef.current?.()}
          onClose={() => {
            setConfirming(false);
          }}
        />
      )}
    </>
  );
}
