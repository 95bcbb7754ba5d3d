import { useRef, useState } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { PasswordField } from '@/components/ui/credential-fields';
import { accountMessages as m } from '../messages';
import { AccountForm } from './account-form';

/**
 * Delete my account: says first that orders stay, asks for the password (re-authentication),
 * then a confirm before anything is deleted.
 */
export function DeleteAccount() {
  const [confirming, setConfirming] = useState(false);
  const submitRef = useRef<(() => void) | null>(null);
  return (
    <>
      <p>{m.deleteExplain}</p>
      <AccountForm
        intent="delete"
        submitLabel={m.deleteButton}
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
            label={m.deletePasswordLabel}
            name="password"
            autoComplete="current-password"
            error={result?.errors?.password}
          />
        )}
      </AccountForm>
      {confirming && (
        <ConfirmDialog
          question={m.deleteQuestion}
          details={<p>{m.deleteExplain}</p>}
          confirmLabel={m.deleteConfirm}
          cancelLabel={m.deleteCancel}
          onConfirm={() => submitRef.current?.()}
          onClose={() => {
            setConfirming(false);
          }}
        />
      )}
    </>
  );
}
