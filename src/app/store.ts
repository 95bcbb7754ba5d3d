import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { layoutSlice } from '@/features/layout/layout-slice';
import { sessionSlice } from '@/features/session/session-slice';

const rootReducer = combineSlices(layoutSlice, sessionSlice);

export type RootState = ReturnType<typeof rootReducer>;

/** A fresh store; tests pass the state they need. */
export function makeStore(preloadedState?: Partial<RootState>) {
  return configureStore({ reducer: rootReducer, preloadedState });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
