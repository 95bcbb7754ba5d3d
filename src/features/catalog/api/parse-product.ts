import { productSchema, type Product } from '../schema';
import { CatalogError } from './errors';

/** A product document checked against the schema; a malformed one is an error, not a blank card. */
export function parseProduct(id: string, data: unknown): Product {
  const parsed = productSchema.safeParse(data);
  if (!parsed.success) throw new CatalogError(`Product ${id} is malformed`, { cause: parsed.error });
  return parsed.data;
}
