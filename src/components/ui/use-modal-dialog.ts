import { useEffect, useRef } from 'react';

/**
 * A <dialog> shown modally on mount with focus on its safe choice (`initialFocusRef`), closed on
 * unmount. `close` closes it natively first, so the page leaves its inert state before the
 * dialog unmounts; `onDialogClose` (its close event) then calls onClose.
 */
export function useModalDialog(onClose: () => void) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const initialFocusRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    // Browsers without showModal (and jsdom) still get an open dialog.
    if (typeof dialog.showModal === 'function') dialog.showModal();
    else dialog.setAttribute('open', '');
    initialFocusRef.current?.focus();
    return () => {
      if (dialog.open && typeof dialog.close === 'function') dialog.close();
    };
  }, []);

  const close = () => {
    const dialog = dialogRef.current;
    if (dialog?.open && typeof dialog.close === 'function') dialog.close();
    else onClose();
  };

  const onDialogClose = () => {
    // A close event of a dialog shown again since (StrictMode's effect rerun) is stale.
    if (!dialogRef.current?.open) onClose();
  };

  return { dialogRef, initialFocusRef, close, onDialogClose };
}
