import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import {
  selectSignedInUid,
  sessionEnded,
  sessionStarted,
  type SessionMode,
  type SessionUser,
} from '@/lib/session-events';

export { sessionEnded, sessionStarted, type SessionUser };

/**
 * Who is signed in. The uid is the Firebase Auth uid; mode is derived from the verified role
 * (users/{uid} or admins/{email}), never trusted from storage.
 *
 * State flows one way: Firebase Auth's onAuthStateChanged → SessionManager (verifies the
 * account, reads the stored expiry) → sessionStarted / sessionEnded. Loaders and actions never
 * dispatch. The expiry lives in localStorage under SESSION_STORAGE_KEY ('prakriti.session',
 * see session-clock.ts); expiresAt here mirrors it for the expiry timer.
 */
export interface SessionState {
  /** 'unknown' until Firebase Auth has told us whether someone is signed in. */
  status: 'unknown' | 'ready';
  mode: SessionMode;
  user: SessionUser | null;
  /** Epoch ms when the session expires (mirrors localStorage). */
  expiresAt: number | null;
}

const initialState: SessionState = { status: 'unknown', mode: 'user', user: null, expiresAt: null };

export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    /** A click moved the stored expiry (or another tab did). */
    sessionExtended(state, action: PayloadAction<number>) {
      if (state.user) state.expiresAt = action.payload;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(sessionStarted, (state, action) => {
        state.status = 'ready';
        state.user = action.payload.user;
        state.mode = action.payload.mode;
        state.expiresAt = action.payload.expiresAt;
      })
      .addCase(sessionEnded, (state) => {
        state.status = 'ready';
        state.user = null;
        state.mode = 'user';
        state.expiresAt = null;
      });
  },
  selectors: {
    selectSessionStatus: (state) => state.status,
    selectSessionUser: (state) => state.user,
    selectIsLoggedIn: (state) => state.user !== null,
    selectMode: (state) => state.mode,
    selectExpiresAt: (state) => state.expiresAt,
  },
});

export const { sessionExtended } = sessionSlice.actions;
/** The signed-in account's uid, or null for a visitor. */
export const selectUid = selectSignedInUid;
export const { selectSessionStatus, selectSessionUser, selectIsLoggedIn, selectMode, selectExpiresAt } =
  sessionSlice.selectors;
