import type { WithSlice } from '@reduxjs/toolkit';
import { rootReducer } from '@/app/store';
import type { Admin } from '@/lib/firebase/admin-types';
import { createLiveListSlice } from '@/features/admin-shell/live-list-slice';

/** admins/* live (a small collection: one subscription, newest first). */
export const adminAdminsSlice = createLiveListSlice<Admin, string, 'adminAdmins'>({
  name: 'adminAdmins',
  selectId: (admin) => admin.email,
});

declare module '@/app/store' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging adds the slice
  export interface LazyLoadedSlices extends WithSlice<typeof adminAdminsSlice> {}
}

/** Injected when the admin chunk loads; its selectors read the initial state until then. */
export const adminAdmins = adminAdminsSlice.injectInto(rootReducer);
