import type { RootState } from '@/app/store';
import { selectSessionStatus } from './session-slice';

interface ObservableState {
  getState: () => RootState;
  subscribe: (listener: () => void) => () => void;
}

/**
 * Resolves once it is known whether someone is signed in. Right after a page load Firebase Auth
 * is still restoring the session; a click then (e.g. 'Add to Cart') must wait for the answer
 * rather than treat a signed-in customer as a visitor.
 */
export function whenSessionKnown(store: ObservableState): Promise<void> {
  const known = () => selectSessionStatus(store.getState()) !== 'unknown';
  if (known()) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = store.subscribe(() => {
      if (!known()) return;
      unsubscribe();
      resolve();
    });
  });
}
