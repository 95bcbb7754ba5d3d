import {
  combineSlices,
  configureStore,
  type ThunkAction,
  type ThunkDispatch,
  type UnknownAction,
} from '@reduxjs/toolkit';
import { cartSessionMiddleware } from '@/features/cart/cart-middleware';
import { cartSlice } from '@/features/cart/cart-slice';
import { checkoutSlice } from '@/features/checkout/checkout-slice';
import { layoutSlice } from '@/features/layout/layout-slice';
import { sessionSlice } from '@/features/session/session-slice';
import { createSerialQueue, type SerialQueue } from '@/lib/serial-queue';

/**
 * Slices of lazily loaded chunks (the admin area's live data) add themselves here by declaration
 * merging and are injected with `slice.injectInto(rootReducer)` when their chunk loads, so shopper
 * pages never carry their code.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface LazyLoadedSlices {}

export const rootReducer = combineSlices(
  layoutSlice,
  sessionSlice,
  cartSlice,
  checkoutSlice,
).withLazyLoadedSlices<LazyLoadedSlices>();

export type RootState = ReturnType<typeof rootReducer>;

/** What the thunks of one store share. */
export interface ThunkExtra {
  /** Every cart read and write, and placing an order, runs in this one line, in order. */
  cartQueue: SerialQueue;
}

export type AppThunkDispatch = ThunkDispatch<RootState, ThunkExtra, UnknownAction>;
export type AppThunk<R = void> = ThunkAction<R, RootState, ThunkExtra, UnknownAction>;

/** A fresh store; tests pass the state they need. */
export function makeStore(preloadedState?: Partial<RootState>) {
  const extra: ThunkExtra = { cartQueue: createSerialQueue() };
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({ thunk: { extraArgument: extra } }).concat(cartSessionMiddleware),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
