import type { Middleware } from '@reduxjs/toolkit';
import type { AppThunkDispatch, RootState } from '@/app/store';
import { sessionStarted } from '@/lib/session-events';
import { notify } from '@/lib/notify';
import { cartMessages } from './messages';

/**
 * A customer's session brings their stored cart (login, reload): on sessionStarted in user
 * mode the cart is read from the server ('Updating Cart' meanwhile). The session has already
 * made the toast code ready, so the cart's messages show even offline. Logging out clears the
 * cart in the slice itself. A few lines instead of RTK's listener middleware keep the shop's
 * first paint lighter; the thunks and Firebase load on demand.
 */
export const cartSessionMiddleware: Middleware<object, RootState, AppThunkDispatch> =
  (api) => (next) => (action) => {
    const result = next(action);
    if (sessionStarted.match(action) && action.payload.mode === 'user') {
      const { uid } = action.payload.user;
      import('./cart-thunks')
        .then(({ ensureCartLoaded }) => api.dispatch(ensureCartLoaded(uid)))
        .catch((error: unknown) => {
          // The cart's code could not be fetched (no connection): the cart page retries.
          console.error(error);
          notify.error(cartMessages.offlineLoad);
        });
    }
    return result;
  };
