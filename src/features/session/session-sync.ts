import type { AuthUser } from './api/watch-auth';
import { sessionMessages } from './messages';
import type { SessionMode, StoredSessionState } from './session-clock';
import type { SessionUser } from './session-slice';

export interface SessionSyncDeps {
  readStored: () => StoredSessionState;
  clearStored: () => void;
  /** The role check of the mode: users/{uid} for customers; null when it fails. */
  verify: (mode: SessionMode, user: AuthUser) => Promise<SessionUser | null>;
  /** Signs out without a word (a Firebase user with no session of ours). */
  signOutQuietly: () => Promise<unknown>;
  started: (user: SessionUser, mode: SessionMode, expiresAt: number) => void;
  ended: () => void;
  /** Ends the session with a message: the toast, then POST /logout (spec §4). */
  endWith: (message: string) => void;
  /** Ends an expired session: 'Session expired, please login again', and a real sign-out. */
  expire: (mode: SessionMode) => void;
  /** A check that could not run (offline): the user sees the message, the session is not trusted. */
  failed: (error: unknown) => void;
}

/**
 * The load-time checks of spec §4, run for every Auth state: no user → logged out; a user with
 * an expired stored session → expire (the message and a real sign-out); a user whose role
 * check fails → 'Unauthenticated User' (or Admin) and logout; otherwise the session starts.
 * Answers for an older Auth state are dropped.
 */
export function createSessionSync(deps: SessionSyncDeps) {
  let latest = 0;
  return async function sync(user: AuthUser | null): Promise<void> {
    const run = ++latest;
    if (!user) {
      const stored = deps.readStored();
      // An admin's credential lives in the tab that logged in (sessionStorage): a tab without one
      // leaves that session alone. A customer's is shared by every tab: none here means none.
      if (stored.state !== 'active' || stored.session.mode !== 'admin') deps.clearStored();
      deps.ended();
      return;
    }
    const stored = deps.readStored();
    if (stored.state === 'none') {
      deps.ended();
      await deps.signOutQuietly();
      return;
    }
    if (stored.state === 'expired') {
      deps.expire(stored.session.mode);
      return;
    }
    const { mode } = stored.session;
    let verified: SessionUser | null;
    try {
      verified = await deps.verify(mode, user);
    } catch (error) {
      if (run !== latest) return;
      deps.ended();
      deps.failed(error);
      return;
    }
    if (run !== latest) return;
    if (!verified) {
      deps.ended();
      deps.endWith(
        mode === 'admin' ? sessionMessages.unauthenticatedAdmin : sessionMessages.unauthenticatedUser,
      );
      return;
    }
    // Re-read: a click may have extended the session during the check.
    const now = deps.readStored();
    if (now.state !== 'active') {
      deps.ended();
      // 'none': a logout cleared it meanwhile and is under way.
      if (now.state === 'expired') deps.expire(now.session.mode);
      return;
    }
    deps.started(verified, mode, now.session.expiresAt);
  };
}
