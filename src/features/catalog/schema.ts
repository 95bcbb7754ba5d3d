import * as z from 'zod/mini';
import { CATEGORY_KEYS } from './categories';

/** A product document of productsList/{id}, as the spec's fields (§3). */
export const productSchema = z.object({
  id: z.number().check(z.int(), z.positive()),
  title: z.string(),
  subTitle: z.string(),
  description: z.string(),
  hDetails: z.string(),
  stock: z.number(),
  quantity: z.string(),
  price: z.number(),
  rating: z.object({ rate: z.number(), count: z.number() }),
  category: z.enum(CATEGORY_KEYS),
  images: z.array(z.string()),
});

export type Product = z.infer<typeof productSchema>;

export const PRODUCT_SORTS = ['none', 'PLTH', 'PHTL', 'RLTH', 'RHTL'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

export function isProductSort(value: string): value is ProductSort {
  return (PRODUCT_SORTS as readonly string[]).includes(value);
}
