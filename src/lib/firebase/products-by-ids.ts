import { collection, documentId, getDocs, query, where } from 'firebase/firestore';
import { getAuthInstance } from './auth';
import { COLLECTIONS } from './collections';
import { productConverter, type Product } from './documents/product';
import { getDb } from './firestore';

/** The most values one Firestore `in` filter takes. */
const IN_LIMIT = 30;

/**
 * The catalogue's current products with these ids, by id (one query per 30 ids, all at once);
 * an id with no product is absent. Rejects with the SDK's error: callers say it in their words.
 */
export async function readProductsByIds(ids: readonly number[]): Promise<Map<number, Product>> {
  getAuthInstance();
  const unique = [...new Set(ids)];
  const chunks: string[][] = [];
  for (let index = 0; index < unique.length; index += IN_LIMIT) {
    chunks.push(unique.slice(index, index + IN_LIMIT).map(String));
  }
  const products = collection(getDb(), COLLECTIONS.products).withConverter(productConverter);
  const answers = await Promise.all(
    chunks.map((chunk) => getDocs(query(products, where(documentId(), 'in', chunk)))),
  );
  return new Map(
    answers.flatMap((answer) => answer.docs.map((snapshot) => [snapshot.data().id, snapshot.data()])),
  );
}
