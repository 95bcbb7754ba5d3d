import { doc, type Firestore } from 'firebase/firestore/lite';
import { COLLECTIONS, PRODUCT_ID_COUNTER } from '@/lib/firebase/collections';
import type { Product } from '@/lib/firebase/documents/product';

/** What the product form edits: a product without its id and version, which the save sets. */
export type ProductValues = Omit<Product, 'id' | 'version'>;

/** A product as the form opens it: `version` is the stored one (0 where it is missing). */
export type EditableProduct = Product & { version: number };

/** productsList/{id}: the document id is the numeric id as text. */
export const productDoc = (db: Firestore, id: number) => doc(db, COLLECTIONS.products, String(id));

/** counters/products: `{ next }`, the id the next product gets. */
export const productCounterDoc = (db: Firestore) =>
  doc(db, PRODUCT_ID_COUNTER.collection, PRODUCT_ID_COUNTER.id);
