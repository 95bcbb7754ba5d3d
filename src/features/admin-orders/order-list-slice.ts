import { createLiveListSlice } from '@/features/admin-shell/live-list-slice';
import type { AdminOrder } from './api/order-doc';

/**
 * The orders page's own live list (the filter in its URL): the same page-by-page reducer as
 * the admin area's lists, kept in the page's state (useReducer), not in the store, because it
 * lives and dies with the page and its filter.
 */
export const orderListSlice = createLiveListSlice<AdminOrder, string, 'orderList'>({
  name: 'orderList',
  selectId: (order) => order.id,
});

export const orderListSelectors = orderListSlice.getSelectors();
