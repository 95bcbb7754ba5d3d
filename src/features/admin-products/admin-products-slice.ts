import type { WithSlice } from '@reduxjs/toolkit';
import { rootReducer } from '@/app/store';
import type { Product } from '@/lib/firebase/documents/product';
import { createLiveListSlice } from '@/features/admin-shell/live-list-slice';

/** One item of the live list, as the admin data layer delivers it. */
export type AdminProduct = Product;

/** productsList/* live as the products list's search, filters and sort ask, page by page ("Load more"). */
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
