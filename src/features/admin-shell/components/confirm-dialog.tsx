import { useId } from 'react';
import { useModalDialog } from '@/components/ui/use-modal-dialog';

interface ConfirmDialogProps {
  question: string;
  confirmLabel: string;
  onConfirm: () => void;
  onClose: () => void;
}

/** A modal question with a confirm button and Cancel (or Escape), which is focused first. */
export function ConfirmDialog({ question, confirmLabel, onConfirm, onClose }: ConfirmDialogProps) {
  const { dialogRef, initialFocusRef, close, onDialogClose } = useModalDialog(onClose);
  const questionId = useId();
  return (
    <dialog ref={dialogRef} className="logout-dialog" aria-labelledby={questionId} onClose={onDialogClose}>
      <p id={questionId} className="logout-dialog__question">
        {question}
      </p>
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
          Cancel
        </button>
      </div>
    </dialog>
  );
}
