import { failureMessageOf } from '@/lib/firebase/errors';
import { notify } from '@/lib/notify';
import { reportIndexLeftover } from './index-leftover';
import { adminProductsMessages } from './messages';

/** The products list action's answer to a Delete. */
export interface DeleteProductResult {
  ok?: boolean;
  failure?: string;
}

/**
 * Deletes the product a row's Delete asked for (form field `id`): 'Product deleted Successfully',
 * or the reason it failed (offline, or a plain sentence) as a toast and beside the row; the cause
 * goes to the console.
 */
export async function runDeleteProduct(form: FormData): Promise<DeleteProductResult> {
  const raw = form.get('id');
  const id = typeof raw === 'string' ? Number(raw) : Number.NaN;
  if (!Number.isInteger(id) || id <= 0)
    throw new Error(`Delete product: bad id ${typeof raw === 'string' ? raw : '(none)'}`);
  const { deleteProduct } = await import('./api/delete-product');
  let outcome;
  try {
    outcome = await deleteProduct(id);
  } catch (error) {
    console.error(`Products: delete ${String(id)} failed`, error);
    const failure = failureMessageOf(error, adminProductsMessages.deleteFailed);
    notify.error(failure);
    return { failure };
  }
  notify.error(adminProductsMessages.deleted);
  reportIndexLeftover(outcome, `Products: delete ${String(id)}`);
  return { ok: true };
}
