import { redirect } from 'react-router-dom';
import { paths } from '@/config/paths';
import { userMessageOf } from '@/lib/firebase/errors';
import { notify } from '@/lib/notify';
import { reportIndexLeftover } from './index-leftover';
import { productMessages } from './messages';
import { toProductValues, validateProductForm, type ProductFormErrors } from './product-form-schema';

/** The hidden field that says what a submit of the product page asks for. */
export const INTENT_FIELD = 'intent';
/** The hidden field with the version of the product the edit form opened. */
export const VERSION_FIELD = 'version';

/** What the product page's action answers when the product was not saved or deleted. */
export interface ProductFormActionData {
  errors?: ProductFormErrors;
  /** Saving or deleting failed, in the spec's words or ours (also shown as a toast). */
  failure?: string;
}

/** A failed save or delete: the admin sees its message (toast and beside the form), the console its cause. */
function failed(what: string, error: unknown, fallback: string): ProductFormActionData {
  console.error(`Product form: ${what} failed`, error);
  const failure = userMessageOf(error, fallback);
  notify.error(failure);
  return { failure };
}

const toList = () => redirect(paths.adminProducts.getHref());

async function remove(id: number): Promise<ProductFormActionData | Response> {
  const { deleteProduct } = await import('./api/delete-product');
  let outcome;
  try {
    outcome = await deleteProduct(id);
  } catch (error) {
    return failed(`deleting product ${String(id)}`, error, productMessages.deleteFailed);
  }
  notify.error(productMessages.deleted);
  reportIndexLeftover(outcome, `Deleting product ${String(id)}`);
  return toList();
}

/**
 * Runs a submit of the product page: for a new product (`editId` undefined) checks the form and
 * adds it; for product `editId` saves it over the version the form opened, or deletes it. On
 * success it goes to /admin/products with the spec's notice; otherwise it answers with the
 * field errors or the failure, and the page keeps what was typed.
 */
export async function runProductForm(
  form: FormData,
  editId: number | undefined,
): Promise<ProductFormActionData | Response> {
  if (editId !== undefined && form.get(INTENT_FIELD) === 'delete') return remove(editId);
  const checked = validateProductForm(form);
  if (!checked.ok) return { errors: checked.errors };
  const values = toProductValues(checked.values);
  const { createProduct, updateProduct } = await import('./api/save-product');
  if (editId === undefined) {
    try {
      await createProduct(values);
    } catch (error) {
      return failed('adding a product', error, productMessages.addFailed);
    }
    notify.success(productMessages.added);
    return toList();
  }
  const version = Number(form.get(VERSION_FIELD));
  if (!Number.isInteger(version) || version < 0) {
    // Only a tampered form lacks it: without it a save could overwrite another admin's change.
    return failed(
      'editing a product',
      new Error('The product form came without its version'),
      productMessages.editFailed,
    );
  }
  let outcome;
  try {
    outcome = await updateProduct(editId, values, version);
  } catch (error) {
    return failed(`editing product ${String(editId)}`, error, productMessages.editFailed);
  }
  notify.success(productMessages.edited);
  reportIndexLeftover(outcome, `Editing product ${String(editId)}`);
  return toList();
}

/** A route's editId as a product id: digits only (no sign, point or leading zero), else null. */
export function parseEditId(editId: string): number | null {
  return /^[1-9]\d{0,14}$/.test(editId) ? Number(editId) : null;
}
