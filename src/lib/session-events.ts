import { createAction } from '@reduxjs/toolkit';

/**
 * The session's lifecycle as events that several features react to: the session keeps who is
 * signed in, the cart loads and forgets the customer's cart, checkout forgets a placed order.
 * They live here, below the features, so none of them imports another's slice.
 */
export interface SessionUser {
  uid: string;
  email: string;
  name: string;
}

export type SessionMode = 'user' | 'admin';

/** The shape of the store's session part that shared selectors read. */
export interface SessionBearingState {
  session: { user: SessionUser | null };
}

export const sessionStarted = createAction<{ user: SessionUser; mode: SessionMode; expiresAt: number }>(
  'session/sessionStarted',
);
export const sessionEnded = createAction('session/sessionEnded');

/** The signed-in account's uid (customer or admin), or null for a visitor. */
export const selectSignedInUid = (state: SessionBearingState) => state.session.user?.uid ?? null;
