import { useFetcher } from 'react-router-dom';
import { FormFailure } from '@/components/ui/form-failure';
import { Spinner } from '@/components/ui/spinner';
import { DeleteWithConfirm } from '@/features/admin-shell/components/delete-with-confirm';
import type { AdminsActionData } from '../admins-action-data';
import { adminAdminsMessages } from '../messages';

/**
 * Another admin's actions: a password-reset e-mail, and Delete after a confirm. The row leaves
 * the list only when Firestore's live answer no longer has it.
 */
export function AdminRowActions({ email }: { email: string }) {
  const reset = useFetcher<AdminsActionData>({ key: `reset:${email}` });
  const remove = useFetcher<AdminsActionData>({ key: `delete:${email}` });
  const resetResult = reset.state === 'idle' ? reset.data : undefined;
  const removeResult = remove.state === 'idle' ? remove.data : undefined;

  return (
    <div>
      <div className="admin-actions">
        <button
          type="button"
          className="button button--small"
          disabled={reset.state !== 'idle'}
          onClick={() => {
            void reset.submit({ intent: 'reset', email }, { method: 'post' });
          }}
        >
          {reset.state !== 'idle' && <Spinner />}
          Send password reset
        </button>
        <DeleteWithConfirm
          question={adminAdminsMessages.deleteQuestion(email)}
          busy={remove.state !== 'idle'}
          onConfirm={() => {
            void remove.submit({ intent: 'delete', email }, { method: 'post' });
          }}
        />
      </div>
      {resetResult?.notice && (
        <p className="admin-note" role="status">
          {resetResult.notice}
        </p>
      )}
      <FormFailure failure={resetResult?.failure ?? removeResult?.failure} />
    </div>
  );
}
