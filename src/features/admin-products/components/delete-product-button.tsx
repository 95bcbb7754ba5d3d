import { useState } from 'react';
import { useSubmit } from 'react-router-dom';
import { Spinner } from '@/components/ui/spinner';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { productMessages } from '../messages';
import { INTENT_FIELD } from '../run-product-form';
import { OpenOrdersNotice } from './open-orders-notice';

/** Delete, after a confirm that says how many open orders hold the product: posts intent=delete to the edit page's action. */
export function DeleteProductButton({
  id,
  title,
  deleting,
}: {
  id: number;
  title: string;
  deleting: boolean;
}) {
  const submit = useSubmit();
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <button
        type="button"
        className="button button--danger"
        aria-haspopup="dialog"
        disabled={deleting}
        onClick={() => {
          setConfirming(true);
        }}
      >
        {deleting && <Spinner />}
        Delete product
      </button>
      {confirming && (
        <ConfirmDialog
          question={productMessages.deleteQuestion(title)}
          details={<OpenOrdersNotice productId={id} />}
          confirmLabel="Delete"
          onConfirm={() => {
            void submit({ [INTENT_FIELD]: 'delete' }, { method: 'post' });
          }}
          onClose={() => {
            setConfirming(false);
          }}
        />
      )}
    </>
  );
}
