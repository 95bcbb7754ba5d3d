import { makeStore } from './store';

/** The shop's one store; the provider uses it, and so do seams called outside React (addToCart). */
export const appStore = makeStore();
