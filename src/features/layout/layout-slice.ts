import { createSlice } from '@reduxjs/toolkit';

interface LayoutState {
  /** Whether the small-screen menu is open (the spec's navShown). */
  navShown: boolean;
}

const initialState: LayoutState = { navShown: false };

export const layoutSlice = createSlice({
  name: 'layout',
  initialState,
  reducers: {
    navToggled(state) {
      state.navShown = !state.navShown;
    },
    navClosed(state) {
      state.navShown = false;
    },
    /** The menu was opened before the app ran (src/lib/early-toggles.ts). */
    navOpened(state) {
      state.navShown = true;
    },
  },
  selectors: {
    selectNavShown: (state) => state.navShown,
  },
});

export const { navToggled, navClosed, navOpened } = layoutSlice.actions;
export const { selectNavShown } = layoutSlice.selectors;
