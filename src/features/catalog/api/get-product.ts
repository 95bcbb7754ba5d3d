import { COLLECTIONS } from '@/lib/firebase/collections';
import { getRestDocument } from '@/lib/firebase/firestore-rest';
import { catalogMessages } from '../messages';
import type { Product } from '../schema';
import { CatalogError } from './errors';
import { parseProduct } from './parse-product';

/** One product by its id (productsList/{id}); null when there is no such product. */
export async function getProduct(id: number): Promise<Product | null> {
  let document;
  try {
    document = await getRestDocument(COLLECTIONS.products, String(id));
  } catch (error) {
    throw new CatalogError(catalogMessages.loadFailed, { cause: error });
  }
  return document ? parseProduct(document.id, document.data) : null;
}
