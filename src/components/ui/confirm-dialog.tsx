import { useId, type ReactNode } from 'react';
import { useModalDialog } from './use-modal-dialog';

interface ConfirmDialogProps {
  question: string;
  /** What the person should know before answering (e.g. what a delete leaves behind). */
  details?: ReactNode;
  confirmLabel: string;
  /** The safe choice, focused first (default 'Cancel'). */
  cancelLabel?: string;
  onConfirm: () => void;
  onClose: () => void;
}

/** A modal question with a confirm button and Cancel (or Escape), which is focused first. */
export function ConfirmDialog({
  question,
  details,
  confirmLabel,
  cancelLabel = 'Cancel',
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  const { dialogRef, initialFocusRef, close, onDialogClose } = useModalDialog(onClose);
  const questionId = useId();
  const detailsId = useId();
  return (
    <dialog
      ref={dialogRef}
      className="logout-dialog"
      aria-labelledby={questionId}
      aria-describedby={details ? detailsId : undefined}
      onClose={onDialogClose}
    >
      <p id={questionId} className="logout-dialog__question">
        {question}
      </p>
      {details && (
        <div id={detailsId} className="logout-dialog__details">
          {details}
        </div>
      )}
      <div className="logout-dialog__actions">
        <button
          type="button"
          className="button button--primary"
          onClick={() => {
            onConfirm();
            close();
          }}
        >
          {confirmLabel}
        </button>
        <button type="button" className="button" ref={initialFocusRef} onClick={close}>
          {cancelLabel}
        </button>
      </div>
    </dialog>
  );
}
