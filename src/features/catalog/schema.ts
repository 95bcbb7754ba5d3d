export { productSchema, type Product } from '@/lib/firebase/documents/product';

export const PRODUCT_SORTS = ['none', 'PLTH', 'PHTL', 'RLTH', 'RHTL'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

export function isProductSort(value: string): value is ProductSort {
  return (PRODUCT_SORTS as readonly string[]).includes(value);
}
