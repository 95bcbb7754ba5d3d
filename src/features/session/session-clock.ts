import { ADMIN_SESSION_MS, CUSTOMER_SESSION_MS, SESSION_EXTENSION_MS } from '@/config/constants';

/**
 * The session clock of spec §4: when a session ends, kept in localStorage so it survives a reload
 * and is shared by tabs. It never grants rights — the Firebase Auth user plus users/{uid}
 * (or admins/{email}) does; the stored mode only says which of those checks to run and which
 * logout message to show.
 */
export const SESSION_STORAGE_KEY = 'prakriti.session';

export type SessionMode = 'user' | 'admin';

export const SESSION_DURATION_MS: Record<SessionMode, number> = {
  user: CUSTOMER_SESSION_MS,
  admin: ADMIN_SESSION_MS,
};

export interface StoredSession {
  mode: SessionMode;
  /** Epoch ms, compared with Date.now(). */
  expiresAt: number;
}

export type StoredSessionState =
  | { state: 'none' }
  | { state: 'active'; session: StoredSession }
  | { state: 'expired'; session: StoredSession };

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    // Storage disabled (privacy mode): sessions then last only as long as the page.
    return null;
  }
}

function parse(raw: string | null): StoredSession | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const { mode, expiresAt } = value as Record<string, unknown>;
    if ((mode !== 'user' && mode !== 'admin') || typeof expiresAt !== 'number') return null;
    return { mode, expiresAt };
  } catch {
    return null;
  }
}

function write(session: StoredSession) {
  storage()?.setItem(SESSION_STORAGE_KEY, JSON.stringify(session));
}

const startListeners = new Set<() => void>();

/**
 * Calls listener when a session is started in this page (a login or signup). The session
 * manager waits for this before loading Firebase Auth for a visitor with no stored session.
 */
export function onStoredSessionStarted(listener: () => void): () => void {
  startListeners.add(listener);
  return () => startListeners.delete(listener);
}

/** Starts a session of the mode's length (customer 30 min, admin 1 h) from now. */
export function startStoredSession(mode: SessionMode, now = Date.now()): StoredSession {
  const session = { mode, expiresAt: now + SESSION_DURATION_MS[mode] };
  write(session);
  for (const listener of [...startListeners]) listener();
  return session;
}

/** The stored session; one whose expiry has passed counts as logged out ('token expired'). */
export function readStoredSession(now = Date.now()): StoredSessionState {
  const session = parse(storage()?.getItem(SESSION_STORAGE_KEY) ?? null);
  if (!session) return { state: 'none' };
  return session.expiresAt > now ? { state: 'active', session } : { state: 'expired', session };
}

/**
 * Whether a customer's session is stored and has not expired: what a customer-only page checks
 * before it asks Firebase (and may act on early). Like the stored session itself, it grants nothing.
 */
export function hasStoredCustomerSession(now = Date.now()): boolean {
  const stored = readStoredSession(now);
  return stored.state === 'active' && stored.session.mode === 'user';
}

/** A click extends the stored expiry by 1 minute, unless the session has already expired. */
export function extendStoredSession(now = Date.now()): StoredSession | null {
  const current = readStoredSession(now);
  if (current.state !== 'active') return null;
  const session = { ...current.session, expiresAt: current.session.expiresAt + SESSION_EXTENSION_MS };
  write(session);
  return session;
}

/** Ends the stored session (our key only: the cart and Firebase keep their own storage). */
export function clearStoredSession() {
  storage()?.removeItem(SESSION_STORAGE_KEY);
}

/**
 * Puts back what readStoredSession() said before a login that failed. The clock is shared by the
 * tabs: clearing it would end the session another tab still has.
 */
export function restoreStoredSession(before: StoredSessionState) {
  if (before.state === 'none') clearStoredSession();
  else write(before.session);
}

/** Calls onExpired at expiresAt, or at once when it has passed. Returns a cancel function. */
export function scheduleExpiry(expiresAt: number, onExpired: () => void, now = Date.now()): () => void {
  const timer = setTimeout(onExpired, Math.max(0, expiresAt - now));
  return () => {
    clearTimeout(timer);
  };
}
