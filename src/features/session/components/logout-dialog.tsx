import { Form } from 'react-router-dom';
import { useModalDialog } from '@/components/ui/use-modal-dialog';
import { paths } from '@/config/paths';
import { sessionMessages } from '../messages';
import { translate } from '@/i18n';

/**
 * 'Are you sure you want to logout?' as a modal dialog: Yes posts to /logout, No (or Escape)
 * closes it and focus returns to the Logout button.
 */
export function LogoutDialog({ onClose }: { onClose: () => void }) {
  const { dialogRef, initialFocusRef, close, onDialogClose } = useModalDialog(onClose);
  return (
    <dialog
      ref={dialogRef}
      className="logout-dialog"
      aria-labelledby="logout-question"
      onClose={onDialogClose}
    >
      <p id="logout-question" className="logout-dialog__question">
        {translate(sessionMessages.logoutQuestion)}
      </p>
      <Form method="post" action={paths.logout.getHref()} className="logout-dialog__actions" onSubmit={close}>
        <button type="submit" className="button button--primary">
          {translate(sessionMessages.yes)}
        </button>
        <button type="button" className="button" ref={initialFocusRef} onClick={close}>
          {translate(sessionMessages.no)}
        </button>
      </Form>
    </dialog>
  );
}
