import {
  combineSlices,
  configureStore,
  createListenerMiddleware,
  type ThunkAction,
  type ThunkDispatch,
  type TypedStartListening,
  type UnknownAction,
} from '@reduxjs/toolkit';
import { startCartListeners } from '@/features/cart/cart-listeners';
import { cartSlice } from '@/features/cart/cart-slice';
import { checkoutSlice } from '@/features/checkout/checkout-slice';
import { layoutSlice } from '@/features/layout/layout-slice';
import { sessionSlice } from '@/features/session/session-slice';
import { createSerialQueue, type SerialQueue } from '@/lib/serial-queue';

const rootReducer = combineSlices(layoutSlice, sessionSlice, cartSlice, checkoutSlice);

export type RootState = ReturnType<typeof rootReducer>;

/** What thunks and listeners of one store share. */
export interface ThunkExtra {
  /** Every cart read and write, and placing an order, runs in this one line, in order. */
  cartQueue: SerialQueue;
}

export type AppThunkDispatch = ThunkDispatch<RootState, ThunkExtra, UnknownAction>;
export type AppThunk<R = void> = ThunkAction<R, RootState, ThunkExtra, UnknownAction>;
export type AppStartListening = TypedStartListening<RootState, AppThunkDispatch, ThunkExtra>;

/** A fresh store; tests pass the state they need. */
export function makeStore(preloadedState?: Partial<RootState>) {
  const extra: ThunkExtra = { cartQueue: createSerialQueue() };
  const listeners = createListenerMiddleware<RootState, AppThunkDispatch, ThunkExtra>({ extra });
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({ thunk: { extraArgument: extra } }).prepend(listeners.middleware),
  });
  startCartListeners(listeners.startListening);
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
