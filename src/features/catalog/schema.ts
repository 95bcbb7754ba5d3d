import * as z from 'zod/mini';
import { productSchema } from '@/lib/firebase/documents/product';
import type { CardField } from './api/listing-query';

export { productSchema, type Product } from '@/lib/firebase/documents/product';
export { PRODUCT_SORTS, isProductSort, type ProductSort } from './product-sorts';

/**
 * What a product card shows (and a listing reads: the field mask of listing-query.ts plus the
 * id, which comes from the document's name). The product page reads the whole document.
 */
export const productSummarySchema = z.pick(productSchema, {
  id: true,
  title: true,
  subTitle: true,
  price: true,
  rating: true,
  category: true,
  images: true,
  stock: true,
} satisfies Record<CardField | 'id', true>);

export type ProductSummary = z.infer<typeof productSummarySchema>;
