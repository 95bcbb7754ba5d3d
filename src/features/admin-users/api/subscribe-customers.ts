import { adminPageSubscription } from '@/features/admin-admins/api/admin-page-subscription';
import { COLLECTIONS } from '@/lib/firebase/collections';
import { toCustomer } from './customer-doc';

/**
 * subscribeCustomers({ pageSize, after }, onNext, onError) → unsubscribe: a page of customers,
 * newest first, live. Sorted on createdAt, the server time signup writes (the spec's
 * dateCreated is a local date string, which does not sort); `after` is the previous page's
 * cursor.
 */
export const subscribeCustomers = adminPageSubscription(COLLECTIONS.users, 'createdAt', toCustomer);
