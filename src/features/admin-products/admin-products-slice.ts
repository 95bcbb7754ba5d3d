import type { WithSlice } from '@reduxjs/toolkit';
import { rootReducer } from '@/app/store';
import type { subscribeProducts } from './api/subscribe-products';
import { createLiveListSlice } from '@/features/admin-shell/live-list-slice';

/** One item of the live list, as the admin data layer delivers it. */
export type AdminProduct = Parameters<Parameters<typeof subscribeProducts>[1]>[0]['items'][number];

/** productsList/* live, newest first, page by page ("Load more"). */
export const adminProductsSlice = createLiveListSlice<AdminProduct, number, 'adminProducts'>({
  name: 'adminProducts',
  selectId: (item) => item.id,
});

declare module '@/app/store' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging adds the slice
  export interface LazyLoadedSlices extends WithSlice<typeof adminProductsSlice> {}
}

/** Injected when the admin chunk loads; its selectors read the initial state until then. */
export const adminProducts = adminProductsSlice.injectInto(rootReducer);
