import { collection, documentId, getDocs, query, where } from 'firebase/firestore';
import { adminBackendError } from '@/lib/firebase/admin-errors';
import { getAuthInstance } from '@/lib/firebase/auth';
import { COLLECTIONS } from '@/lib/firebase/collections';
import { productConverter, type Product } from '@/lib/firebase/documents/product';
import { getDb } from '@/lib/firebase/firestore';

/**
 * The catalogue's current products for an order's lines (at most 20, one query), by id; a
 * product that no longer exists is simply absent. Throws AdminDataError.
 */
export async function getOrderProducts(ids: readonly number[]): Promise<Map<number, Product>> {
  getAuthInstance();
  const unique = [...new Set(ids)].map(String);
  if (unique.length === 0) return new Map();
  try {
    const snapshot = await getDocs(
      query(
        collection(getDb(), COLLECTIONS.products).withConverter(productConverter),
        where(documentId(), 'in', unique),
      ),
    );
    return new Map(snapshot.docs.map((product) => [product.data().id, product.data()]));
  } catch (error) {
    throw adminBackendError(error);
  }
}
