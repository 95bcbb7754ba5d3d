import { parseDocument } from '@/lib/firebase/converters';
import { PRODUCT_LABEL, productSchema, type Product } from '@/lib/firebase/documents/product';
import { CatalogError } from './errors';

/**
 * A product document read through REST, checked against the document layer's product schema
 * (the one the SDK converter uses); a malformed one is an error, not a blank card.
 */
export function parseProduct(id: string, data: unknown): Product {
  try {
    return parseDocument(productSchema, PRODUCT_LABEL, id, data);
  } catch (error) {
    throw new CatalogError(error instanceof Error ? error.message : `Product ${id} is malformed`, {
      cause: error,
    });
  }
}
