import type { AppStartListening } from '@/app/store';
import { sessionStarted } from '@/features/session/session-slice';
import { ensureCartLoaded } from './cart-thunks';

/** A customer's session brings their stored cart (login or reload); logging out clears it in the slice. */
export function startCartListeners(startListening: AppStartListening) {
  startListening({
    actionCreator: sessionStarted,
    effect: async ({ payload }, { dispatch }) => {
      if (payload.mode !== 'user') return;
      await dispatch(ensureCartLoaded(payload.user.uid));
    },
  });
}
