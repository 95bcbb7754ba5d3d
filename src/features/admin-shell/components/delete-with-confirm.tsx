import { useState, type ReactNode } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';

/** A row's Delete button: asks `question` first, and shows a spinner while `busy`. */
export function DeleteWithConfirm({
  question,
  details,
  busy,
  onConfirm,
  label,
}: {
  question: string;
  /** Shown under the question while the dialog is open (mounted only then). */
  details?: ReactNode;
  busy: boolean;
  onConfirm: () => void;
  /** The button's accessible name when 'Delete' alone would not say which row (e.g. 'Delete product 7'). */
  label?: string;
}) {
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <button
        type="button"
        className="button button--small button--danger"
        disabled={busy}
        aria-haspopup="dialog"
        aria-label={label}
        onClick={() => {
          setConfirming(true);
        }}
      >
        {busy && <Spinner />}
        Delete
      </button>
      {confirming && (
        <ConfirmDialog
          question={question}
          details={details}
          confirmLabel="Delete"
          onConfirm={onConfirm}
          onClose={() => {
            setConfirming(false);
          }}
        />
      )}
    </>
  );
}
