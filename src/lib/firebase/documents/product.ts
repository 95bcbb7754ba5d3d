import * as z from 'zod/mini';
import { documentConverter } from '../converters';

/** The seven product kinds of the range, as stored in a product's `category`. */
export const PRODUCT_CATEGORIES = [
  'capsulePowder',
  'juiceSyrup',
  'soap',
  'shampoo',
  'fastCone',
  'mosquitoRepellant',
  'dhoopa',
] as const;

export type ProductCategory = (typeof PRODUCT_CATEGORIES)[number];

/** productsList/{id}, as the spec's fields (§3). */
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
  category: z.enum(PRODUCT_CATEGORIES),
  images: z.array(z.string()),
  /** 1 on create, +1 on every write; seeded products may lack it (read as 0). */
  version: z.optional(z.int()),
  /** What the search finds it by (src/lib/search/search-keys.ts); written with every admin save. */
  searchKeys: z.optional(z.record(z.string(), z.literal(true))),
});

export type Product = z.infer<typeof productSchema>;

export const PRODUCT_LABEL = 'Product';

/** For the SDKs (the admin area); shopper pages read products through REST with parseDocument. */
export const productConverter = documentConverter(productSchema, PRODUCT_LABEL);
