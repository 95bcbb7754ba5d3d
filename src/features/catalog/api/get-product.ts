import { doc, getDoc } from 'firebase/firestore/lite';
import { getLiteDb } from '@/lib/firebase/firestore-lite';
import { catalogMessages } from '../messages';
import type { Product } from '../schema';
import { CatalogError } from './errors';
import { PRODUCTS_COLLECTION } from './get-products';
import { parseProduct } from './parse-product';

/** One product by its id (productsList/{id}); null when there is no such product. */
export async function getProduct(id: number): Promise<Product | null> {
  let snapshot;
  try {
    snapshot = await getDoc(doc(getLiteDb(), PRODUCTS_COLLECTION, String(id)));
  } catch (error) {
    throw new CatalogError(catalogMessages.loadFailed, { cause: error });
  }
  return snapshot.exists() ? parseProduct(snapshot.id, snapshot.data()) : null;
}
