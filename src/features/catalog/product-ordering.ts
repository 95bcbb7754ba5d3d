import type { CategoryKey } from './categories';
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

export interface IndexField {
  fieldPath: string;
  order: 'ASCENDING' | 'DESCENDING';
}

/**
 * The composite index a listing query needs, in firestore.indexes.json's shape: the category
 * equality first, then the order. A lone orderBy('id') needs none (single-field index).
 */
export function indexFieldsFor(category: CategoryKey | 'all', sort: ProductSort): IndexField[] | null {
  const fields: IndexField[] = productOrdering(sort).map(({ field, direction }) => ({
    fieldPath: field,
    order: direction === 'asc' ? 'ASCENDING' : 'DESCENDING',
  }));
  if (category !== 'all') fields.unshift({ fieldPath: 'category', order: 'ASCENDING' });
  return fields.length > 1 ? fields : null;
}
