import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/**
 * Who is signed in. The uid is the Firebase Auth uid; mode is derived from the verified role
 * (users/{uid} or admins/{email}), never trusted from storage.
 *
 * State flows one way: Firebase Auth's onAuthStateChanged → SessionManager (verifies the
 * account, reads the stored expiry) → sessionStarted / sessionEnded. Loaders and actions never
 * dispatch. The expiry lives in localStorage under SESSION_STORAGE_KEY ('prakriti.session',
 * see session-clock.ts); expiresAt here mirrors it for the expiry timer.
 */
export interface SessionUser {
  uid: string;
  email: string;
  name: string;
}

export interface SessionState {
  /** 'unknown' until Firebase Auth has told us whether someone is signed in. */
  status: 'unknown' | 'ready';
  mode: 'user' | 'admin';
  user: SessionUser | null;
  /** Epoch ms when the session expires (mirrors localStorage). */
  expiresAt: number | null;
}

const initialState: SessionState = { status: 'unknown', mode: 'user', user: null, expiresAt: null };

export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    sessionStarted(
      state,
      action: PayloadAction<{ user: SessionUser; mode: 'user' | 'admin'; expiresAt: number }>,
    ) {
      state.status = 'ready';
      state.user = action.payload.user;
      state.mode = action.payload.mode;
      state.expiresAt = action.payload.expiresAt;
    },
    /** A click moved the stored expiry (or another tab did). */
    sessionExtended(state, action: PayloadAction<number>) {
      if (state.user) state.expiresAt = action.payload;
    },
    sessionEnded(state) {
      state.status = 'ready';
      state.user = null;
      state.mode = 'user';
      state.expiresAt = null;
    },
  },
  selectors: {
    selectSessionStatus: (state) => state.status,
    selectSessionUser: (state) => state.user,
    selectUid: (state) => state.user?.uid ?? null,
    selectIsLoggedIn: (state) => state.user !== null,
    selectMode: (state) => state.mode,
    selectExpiresAt: (state) => state.expiresAt,
  },
});

export const { sessionStarted, sessionExtended, sessionEnded } = sessionSlice.actions;
export const {
  selectSessionStatus,
  selectSessionUser,
  selectUid,
  selectIsLoggedIn,
  selectMode,
  selectExpiresAt,
} = sessionSlice.selectors;
