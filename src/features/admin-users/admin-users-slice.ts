import type { WithSlice } from '@reduxjs/toolkit';
import { rootReducer } from '@/app/store';
import type { subscribeCustomers } from './api/subscribe-customers';
import { createLiveListSlice } from '@/features/admin-shell/live-list-slice';

/** One item of the live list, as the admin data layer delivers it. */
export type Customer = Parameters<Parameters<typeof subscribeCustomers>[1]>[0]['items'][number];

/** users/* live, newest first, page by page ("Load more"). */
export const adminUsersSlice = createLiveListSlice<Customer, string, 'adminUsers'>({
  name: 'adminUsers',
  selectId: (item) => item.uid,
});

declare module '@/app/store' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging adds the slice
  export interface LazyLoadedSlices extends WithSlice<typeof adminUsersSlice> {}
}

/** Injected when the admin chunk loads; its selectors read the initial state until then. */
export const adminUsers = adminUsersSlice.injectInto(rootReducer);
