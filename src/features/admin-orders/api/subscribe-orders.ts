import { adminPageSubscription } from '@/features/admin-admins/api/admin-page-subscription';
import { COLLECTIONS } from '@/lib/firebase/collections';
import { toAdminOrder } from './order-doc';

/**
 * subscribeOrders({ pageSize, after }, onNext, onError) → unsubscribe: a page of every order,
 * newest first (createdAt desc), live; `after` is the previous page's cursor.
 */
export const subscribeOrders = adminPageSubscription(COLLECTIONS.orders, 'createdAt', toAdminOrder);
