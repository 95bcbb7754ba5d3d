import { describe, expect, it, vi } from 'vitest';
import type { AuthUser } from './api/watch-auth';
import { sessionMessages } from './messages';
import type { StoredSessionState } from './session-clock';
import type { SessionUser } from './session-slice';
import { createSessionSync, type SessionSyncDeps } from './session-sync';

const authUser: AuthUser = { uid: 'u1', email: 'asha@example.com' };
const customer: SessionUser = { uid: 'u1', email: 'asha@example.com', name: 'Asha Verma' };
const active: StoredSessionState = { state: 'active', session: { mode: 'user', expiresAt: 5000 } };

function setup(overrides: Partial<SessionSyncDeps> = {}) {
  const deps = {
    readStored: vi.fn<SessionSyncDeps['readStored']>(() => active),
    clearStored: vi.fn(),
    verify: vi.fn<SessionSyncDeps['verify']>(() => Promise.resolve(customer)),
    signOutQuietly: vi.fn(() => Promise.resolve(true)),
    started: vi.fn(),
    ended: vi.fn(),
    endWith: vi.fn(),
    expire: vi.fn(),
    failed: vi.fn(),
    ...overrides,
  };
  return { deps, sync: createSessionSync(deps) };
}

describe('session checks on every Auth state', () => {
  it('starts the session of a verified customer with the stored expiry', async () => {
    const { deps, sync } = setup();
    await sync(authUser);
    expect(deps.verify).toHaveBeenCalledWith('user', authUser);
    expect(deps.started).toHaveBeenCalledWith(customer, 'user', 5000);
    expect(deps.endWith).not.toHaveBeenCalled();
  });

  it('ends the session and clears the stored expiry when nobody is signed in', async () => {
    const { deps, sync } = setup();
    await sync(null);
    expect(deps.clearStored).toHaveBeenCalled();
    expect(deps.ended).toHaveBeenCalled();
    expect(deps.started).not.toHaveBeenCalled();
  });

  it('keeps an admin session another tab holds when this tab has nobody signed in', async () => {
    // An admin's credential lives in the tab that logged in (sessionStorage), not in this one.
    const { deps, sync } = setup({
      readStored: () => ({ state: 'active', session: { mode: 'admin', expiresAt: 5000 } }),
    });
    await sync(null);
    expect(deps.clearStored).not.toHaveBeenCalled();
    expect(deps.ended).toHaveBeenCalled();
  });

  it('clears an expired admin session when nobody is signed in', async () => {
    const { deps, sync } = setup({
      readStored: () => ({ state: 'expired', session: { mode: 'admin', expiresAt: 1 } }),
    });
    await sync(null);
    expect(deps.clearStored).toHaveBeenCalled();
  });

  it('expires (the message and a real sign-out) a signed-in user whose stored session has expired', async () => {
    const { deps, sync } = setup({
      readStored: () => ({ state: 'expired', session: { mode: 'admin', expiresAt: 1 } }),
    });
    await sync(authUser);
    expect(deps.expire).toHaveBeenCalledExactlyOnceWith('admin');
    expect(deps.endWith).not.toHaveBeenCalled();
    expect(deps.verify).not.toHaveBeenCalled();
    expect(deps.started).not.toHaveBeenCalled();
  });

  it('expires a session that ran out during the check', async () => {
    const readStored = vi
      .fn<SessionSyncDeps['readStored']>()
      .mockReturnValueOnce(active)
      .mockReturnValueOnce({ state: 'expired', session: { mode: 'user', expiresAt: 4000 } });
    const { deps, sync } = setup({ readStored });
    await sync(authUser);
    expect(deps.expire).toHaveBeenCalledExactlyOnceWith('user');
    expect(deps.started).not.toHaveBeenCalled();
  });

  it('says "Unauthenticated User" and logs out when users/{uid} is missing', async () => {
    const { deps, sync } = setup({ verify: () => Promise.resolve(null) });
    await sync(authUser);
    expect(deps.ended).toHaveBeenCalled();
    expect(deps.endWith).toHaveBeenCalledWith('Unauthenticated User');
    expect(deps.started).not.toHaveBeenCalled();
  });

  it('says "Unauthenticated Admin" when an admin session fails its check', async () => {
    const { deps, sync } = setup({
      readStored: () => ({ state: 'active', session: { mode: 'admin', expiresAt: 5000 } }),
      verify: vi.fn(() => Promise.resolve(null)),
    });
    await sync(authUser);
    expect(deps.verify).toHaveBeenCalledWith('admin', authUser);
    expect(deps.endWith).toHaveBeenCalledWith(sessionMessages.unauthenticatedAdmin);
  });

  it('signs out quietly a Firebase user with no session of ours', async () => {
    const { deps, sync } = setup({ readStored: () => ({ state: 'none' }) });
    await sync(authUser);
    expect(deps.signOutQuietly).toHaveBeenCalled();
    expect(deps.endWith).not.toHaveBeenCalled();
    expect(deps.started).not.toHaveBeenCalled();
  });

  it('reports a check that could not run without starting or logging out', async () => {
    const offline = new Error('Could not load your account, please try again later!');
    const { deps, sync } = setup({ verify: () => Promise.reject(offline) });
    await sync(authUser);
    expect(deps.failed).toHaveBeenCalledWith(offline);
    expect(deps.ended).toHaveBeenCalled();
    expect(deps.started).not.toHaveBeenCalled();
    expect(deps.endWith).not.toHaveBeenCalled();
  });

  it('drops the answer of a check overtaken by a newer Auth state', async () => {
    let answer: (user: SessionUser) => void = () => undefined;
    const { deps, sync } = setup({
      verify: () =>
        new Promise((resolve) => {
          answer = resolve;
        }),
    });
    const first = sync(authUser);
    await sync(null);
    answer(customer);
    await first;
    expect(deps.started).not.toHaveBeenCalled();
    expect(deps.ended).toHaveBeenCalledTimes(1);
  });

  it('does not start a session that a logout cleared during the check', async () => {
    const readStored = vi
      .fn<SessionSyncDeps['readStored']>()
      .mockReturnValueOnce(active)
      .mockReturnValueOnce({ state: 'none' });
    const { deps, sync } = setup({ readStored });
    await sync(authUser);
    expect(deps.started).not.toHaveBeenCalled();
    expect(deps.endWith).not.toHaveBeenCalled();
    expect(deps.ended).toHaveBeenCalled();
  });
});
