import type { WithSlice } from '@reduxjs/toolkit';
import { rootReducer } from '@/app/store';
import type { subscribeOrders } from './api/subscribe-orders';
import { createLiveListSlice } from '@/features/admin-shell/live-list-slice';

/** One item of the live list, as the admin data layer delivers it. */
export type AdminOrder = Parameters<Parameters<typeof subscribeOrders>[1]>[0]['items'][number];

/** orders/* live, newest first, page by page ("Load more"). */
export const adminOrdersSlice = createLiveListSlice<AdminOrder, string, 'adminOrders'>({
  name: 'adminOrders',
  selectId: (item) => item.id,
});

declare module '@/app/store' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging adds the slice
  export interface LazyLoadedSlices extends WithSlice<typeof adminOrdersSlice> {}
}

/** Injected when the admin chunk loads; its selectors read the initial state until then. */
export const adminOrders = adminOrdersSlice.injectInto(rootReducer);
