import { describe, expect, it } from 'vitest';
import { makeStore } from '@/app/store';
import {
  selectExpiresAt,
  selectIsLoggedIn,
  selectMode,
  selectSessionStatus,
  selectSessionUser,
  selectUid,
  sessionEnded,
  sessionExtended,
  sessionStarted,
} from './session-slice';

const user = { uid: 'u1', email: 'asha@example.com', name: 'Asha Verma' };

describe('session slice', () => {
  it('is unknown and logged out until Auth answers', () => {
    const state = makeStore().getState();
    expect(selectSessionStatus(state)).toBe('unknown');
    expect(selectIsLoggedIn(state)).toBe(false);
    expect(selectUid(state)).toBeNull();
  });

  it('starts, extends and ends a session', () => {
    const store = makeStore();
    store.dispatch(sessionStarted({ user, mode: 'user', expiresAt: 1000 }));
    let state = store.getState();
    expect(selectSessionStatus(state)).toBe('ready');
    expect(selectSessionUser(state)).toEqual(user);
    expect(selectUid(state)).toBe('u1');
    expect(selectMode(state)).toBe('user');
    expect(selectExpiresAt(state)).toBe(1000);

    store.dispatch(sessionExtended(61_000));
    expect(selectExpiresAt(store.getState())).toBe(61_000);

    store.dispatch(sessionEnded());
    state = store.getState();
    expect(selectIsLoggedIn(state)).toBe(false);
    expect(selectExpiresAt(state)).toBeNull();
    expect(selectSessionStatus(state)).toBe('ready');
  });

  it('ignores an extension when nobody is logged in', () => {
    const store = makeStore();
    store.dispatch(sessionEnded());
    store.dispatch(sessionExtended(5000));
    expect(selectExpiresAt(store.getState())).toBeNull();
  });
});
