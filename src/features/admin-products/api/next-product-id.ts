import {
  collection,
  getDocs,
  limit,
  orderBy,
  query,
  type Firestore,
  type Transaction,
} from 'firebase/firestore/lite';
import { COLLECTIONS, PRODUCT_ID_COUNTER } from '@/lib/firebase/collections';
import { productCounterDoc, productDoc } from './product-doc';

/** How many taken ids a create steps over before it gives up (a counter far behind the data). */
const MAX_SKIPPED_IDS = 50;

/** The highest id in productsList, 0 when it is empty. */
async function highestProductId(db: Firestore): Promise<number> {
  const last = await getDocs(query(collection(db, COLLECTIONS.products), orderBy('id', 'desc'), limit(1)));
  const id: unknown = last.docs[0]?.get('id');
  return typeof id === 'number' ? id : 0;
}

/**
 * The id the next create will take, as read in `transaction`: the counter's `next`, or where the
 * counter is missing (data made before it existed) the one after the highest stored id; an id
 * that is taken (a counter behind the data) is stepped over.
 */
export async function findNextProductId(db: Firestore, transaction: Transaction): Promise<number> {
  const counter = await transaction.get(productCounterDoc(db));
  const stored: unknown = counter.get(PRODUCT_ID_COUNTER.field);
  let id = typeof stored === 'number' && stored >= 1 ? stored : (await highestProductId(db)) + 1;
  for (let skipped = 0; (await transaction.get(productDoc(db, id))).exists(); skipped += 1) {
    if (skipped >= MAX_SKIPPED_IDS) {
      throw new Error(`The product counter (${String(stored)}) is far behind the stored products`);
    }
    id += 1;
  }
  return id;
}

/**
 * Takes product id `id` inside `transaction` (the one findNextProductId found in it): moves the
 * counter past it; the caller writes the product in the same transaction. The counter document
 * was read in the transaction, so two creates at once cannot both take one id: the second one's
 * commit fails and it runs again with the new counter; a missing counter is part of what the
 * transaction read, so two such creates still cannot collide.
 */
export function claimProductId(db: Firestore, transaction: Transaction, id: number): void {
  transaction.set(productCounterDoc(db), { [PRODUCT_ID_COUNTER.field]: id + 1 });
}
