import { adminPageSubscription } from '@/features/admin-admins/api/admin-page-subscription';
import { productSchema } from '@/lib/firebase/documents/product';
import { COLLECTIONS } from '@/lib/firebase/collections';

/**
 * subscribeProducts({ pageSize, after }, onNext, onError) → unsubscribe: a page of the
 * catalogue, newest first (numeric id desc), live, parsed with the catalogue's own product
 * schema; `after` is the previous page's cursor.
 */
export const subscribeProducts = adminPageSubscription(COLLECTIONS.products, 'id', (document) =>
  productSchema.parse(document.data()),
);
