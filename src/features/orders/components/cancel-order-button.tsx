import { useRef, useState } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Spinner } from '@/components/ui/spinner';
import { userMessageOf } from '@/lib/firebase/errors';
import { notify } from '@/lib/notify';
import { ordersMessages as m } from '../messages';
import { translate } from '@/i18n';

/**
 * Cancel a placed order, after a confirm. The list follows the order live, so the card shows the
 * new status by itself; a refusal (the shop took it on meanwhile) is said in a toast.
 */
export function CancelOrderButton({ uid, orderId }: { uid: string; orderId: string }) {
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const cancel = async () => {
    setBusy(true);
    try {
      const { cancelMyOrder } = await import('../api/cancel-my-order');
      await cancelMyOrder(uid, orderId);
      notify.success(m.cancelled);
    } catch (error) {
      console.error(error);
      notify.error(userMessageOf(error, m.cancelFailed));
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className="button button--danger"
        aria-haspopup="dialog"
        disabled={busy}
        onClick={() => {
          setConfirming(true);
        }}
      >
        {busy && <Spinner />}
        {translate(m.cancel)}
      </button>
      {confirming && (
        <ConfirmDialog
          question={translate(m.cancelQuestion)}
          confirmLabel={translate(m.cancelYes)}
          cancelLabel={translate(m.cancelNo)}
          onConfirm={() => void cancel()}
          onClose={() => {
            setConfirming(false);
            buttonRef.current?.focus();
          }}
        />
      )}
    </>
  );
}
