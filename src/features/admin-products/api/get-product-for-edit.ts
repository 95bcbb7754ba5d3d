import { getDoc } from 'firebase/firestore/lite';
import { adminBackendError } from '@/lib/firebase/admin-errors';
import { productConverter } from '@/lib/firebase/documents/product';
import { getLiteDb } from '@/lib/firebase/firestore-lite';
import { productDoc, type EditableProduct } from './product-doc';

/**
 * The product the edit form opens, with the version its save must find unchanged; null when
 * there is no such product. A read that fails (or a malformed document) is an AdminDataError.
 */
export async function getProductForEdit(id: number): Promise<EditableProduct | null> {
  try {
    const snapshot = await getDoc(productDoc(getLiteDb(), id).withConverter(productConverter));
    const product = snapshot.data();
    return product ? { ...product, version: product.version ?? 0 } : null;
  } catch (error) {
    throw adminBackendError(error);
  }
}
