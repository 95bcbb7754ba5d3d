/** The listing orders a shopper can choose (spec §2), as URLs and queries name them. */
export const PRODUCT_SORTS = ['none', 'PLTH', 'PHTL', 'RLTH', 'RHTL'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

export function isProductSort(value: string): value is ProductSort {
  return (PRODUCT_SORTS as readonly string[]).includes(value);
}
