import { PRODUCTS_PAGE_SIZE } from '@/config/constants';
import { COLLECTIONS } from '@/lib/firebase/collections';
import type { RestQuery } from '@/lib/firebase/firestore-rest-request';
import type { CategoryKey } from '../categories';
import { productOrdering, type ProductCursor } from '../product-ordering';
import type { ProductSort } from '../product-sorts';

/**
 * The fields a product card shows (title, price, rating, stock badge, first image, and the
 * category for its link): all a listing reads. The id comes from the document's name.
 */
export const CARD_FIELDS = ['title', 'subTitle', 'price', 'rating', 'category', 'images', 'stock'] as const;
export type CardField = (typeof CARD_FIELDS)[number];

export interface ListingPageQuery {
  category?: CategoryKey | 'all';
  sort?: ProductSort;
  pageSize?: number;
  after?: ProductCursor | null;
}

/**
 * One page of a listing as a REST query: filtered and sorted by Firestore (indexes in
 * firestore.indexes.json), one product more than the page to know whether another follows.
 * The app and index.html's inline script both build the first page's read with this.
 */
export function listingQuery({
  category = 'all',
  sort = 'none',
  pageSize = PRODUCTS_PAGE_SIZE,
  after = null,
}: ListingPageQuery): RestQuery {
  return {
    collection: COLLECTIONS.products,
    select: CARD_FIELDS,
    where: category === 'all' ? [] : [{ field: 'category', equals: category }],
    orderBy: productOrdering(sort),
    startAfter: after,
    limit: pageSize + 1,
  };
}
