import { useEffect, useRef } from 'react';
import { Form } from 'react-router-dom';
import { paths } from '@/config/paths';
import { sessionMessages } from '../messages';

/**
 * 'Are you sure you want to logout?' as a modal dialog: Yes posts to /logout, No (or Escape)
 * closes it and focus returns to the Logout button.
 */
export function LogoutDialog({ onClose }: { onClose: () => void }) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const noRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    // Browsers without showModal (and jsdom) still get an open dialog.
    if (typeof dialog.showModal === 'function') dialog.showModal();
    else dialog.setAttribute('open', '');
    noRef.current?.focus();
    return () => {
      if (dialog.open && typeof dialog.close === 'function') dialog.close();
    };
  }, []);

  // Closing natively first lets the page leave its inert state before the dialog unmounts.
  const close = () => {
    const dialog = dialogRef.current;
    if (dialog?.open && typeof dialog.close === 'function') dialog.close();
    else onClose();
  };

  return (
    <dialog
      ref={dialogRef}
      className="logout-dialog"
      aria-labelledby="logout-question"
      onClose={() => {
        // A close event of a dialog shown again since (StrictMode's effect rerun) is stale.
        if (!dialogRef.current?.open) onClose();
      }}
    >
      <p id="logout-question" className="logout-dialog__question">
        {sessionMessages.logoutQuestion}
      </p>
      <Form method="post" action={paths.logout.getHref()} className="logout-dialog__actions" onSubmit={close}>
        <button type="submit" className="button button--primary">
          Yes
        </button>
        <button type="button" className="button" ref={noRef} onClick={close}>
          No
        </button>
      </Form>
    </dialog>
  );
}
