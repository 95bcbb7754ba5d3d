import { useState, type ReactNode } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { ConfirmDialog } from './confirm-dialog';

/** A row's Delete button: asks `question` first, and shows a spinner while `busy`. */
export function DeleteWithConfirm({
  question,
  busy,
  onConfirm,
  children = 'Delete',
}: {
  question: string;
  busy: boolean;
  onConfirm: () => void;
  /** The button's text (e.g. with a hidden name of the row). */
  children?: ReactNode;
}) {
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <button
        type="button"
        className="button button--small button--danger"
        disabled={busy}
        aria-haspopup="dialog"
        onClick={() => {
          setConfirming(true);
        }}
      >
        {busy && <Spinner />}
        {children}
      </button>
      {confirming && (
        <ConfirmDialog
          question={question}
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
