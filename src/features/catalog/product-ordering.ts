import type { ProductSort, ProductSummary } from './schema';

export interface OrderField {
  field: 'price' | 'rating.rate' | 'id';
  direction: 'asc' | 'desc';
}

/**
 * How Firestore orders a listing: the sort field, then the id as a tie-break in the same
 * direction, so pages have a stable order and a cursor (sort value, id) that never skips.
 */
export function productOrdering(sort: ProductSort): OrderField[] {
  switch (sort) {
    case 'none':
      return [{ field: 'id', direction: 'asc' }];
    case 'PLTH':
      return [
        { field: 'price', direction: 'asc' },
        { field: 'id', direction: 'asc' },
      ];
    case 'PHTL':
      return [
        { field: 'price', direction: 'desc' },
        { field: 'id', direction: 'desc' },
      ];
    case 'RLTH':
      return [
        { field: 'rating.rate', direction: 'asc' },
        { field: 'id', direction: 'asc' },
      ];
    case 'RHTL':
      return [
        { field: 'rating.rate', direction: 'desc' },
        { field: 'id', direction: 'desc' },
      ];
  }
}

/** Where the next page starts: the ordered values of the last product shown. */
export type ProductCursor = readonly number[];

export function cursorOf(product: ProductSummary, sort: ProductSort): ProductCursor {
  return productOrdering(sort).map(({ field }) =>
    field === 'price' ? product.price : field === 'rating.rate' ? product.rating.rate : product.id,
  );
}
