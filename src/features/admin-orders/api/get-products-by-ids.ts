import { adminBackendError } from '@/lib/firebase/admin-errors';
import type { Product } from '@/lib/firebase/documents/product';
import { readProductsByIds } from '@/lib/firebase/products-by-ids';

/**
 * The catalogue's current products with these ids, by id; an id with no product is absent.
 * Rejects with an AdminDataError.
 */
export async function getProductsByIds(ids: readonly number[]): Promise<Map<number, Product>> {
  try {
    return await readProductsByIds(ids);
  } catch (error) {
    throw adminBackendError(error);
  }
}
