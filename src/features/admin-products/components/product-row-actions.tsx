import { Link, useFetcher } from 'react-router-dom';
import { FormFailure } from '@/components/ui/form-failure';
import { paths } from '@/config/paths';
import { DeleteWithConfirm } from '@/features/admin-shell/components/delete-with-confirm';
import type { DeleteProductResult } from '../delete-product-intent';
import { adminProductsMessages } from '../messages';
import { OpenOrdersNotice } from './open-orders-notice';

/**
 * A product's Edit link and Delete after a confirm. The row leaves the list only when Firestore's
 * live answer no longer has it.
 */
export function ProductRowActions({ id, title }: { id: number; title: string }) {
  const remove = useFetcher<DeleteProductResult>({ key: `delete-product:${String(id)}` });
  const result = remove.state === 'idle' ? remove.data : undefined;

  return (
    <div>
      <div className="admin-actions">
        <Link
          className="button button--small"
          to={paths.adminProductEdit.getHref(id)}
          aria-label={`Edit product ${String(id)}`}
        >
          Edit
        </Link>
        <DeleteWithConfirm
          question={adminProductsMessages.deleteQuestion(id, title)}
          details={<OpenOrdersNotice productId={id} />}
          busy={remove.state !== 'idle'}
          onConfirm={() => {
            void remove.submit({ intent: 'delete', id: String(id) }, { method: 'post' });
          }}
          label={`Delete product ${String(id)}`}
        />
      </div>
      <FormFailure failure={result?.failure} />
    </div>
  );
}
