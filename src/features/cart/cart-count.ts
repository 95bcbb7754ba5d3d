import type { RootState } from '@/app/store';

/**
 * Items in the cart, for the header badge. A placeholder until the cart feature lands:
 * the cart work replaces this module with the real selector.
 */
// eslint-disable-next-line @typescript-eslint/no-unused-vars -- the real selector reads the cart slice
export const selectCartCount = (_state: RootState): number => 0;
