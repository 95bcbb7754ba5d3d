import { parseDocument } from '@/lib/firebase/converters';
import { PRODUCT_LABEL } from '@/lib/firebase/documents/product';
import { productSchema, productSummarySchema, type Product, type ProductSummary } from '../schema';
import { CatalogError } from './errors';

function parsed<T>(parse: () => T, id: string): T {
  try {
    return parse();
  } catch (error) {
    throw new CatalogError(error instanceof Error ? error.message : `Product ${id} is malformed`, {
      cause: error,
    });
  }
}

/**
 * A product document read through REST, checked against the document layer's product schema
 * (the one the SDK converter uses); a malformed one is an error, not a blank card.
 */
export function parseProduct(id: string, data: unknown): Product {
  return parsed(() => parseDocument(productSchema, PRODUCT_LABEL, id, data), id);
}

/** A listing's product (the card fields only); its id is the document's, which a product's id is. */
export function parseProductSummary(id: string, data: Record<string, unknown>): ProductSummary {
  return parsed(
    () => parseDocument(productSummarySchema, PRODUCT_LABEL, id, { ...data, id: Number(id) }),
    id,
  );
}
