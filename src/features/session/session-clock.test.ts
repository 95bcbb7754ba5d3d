import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  clearStoredSession,
  extendStoredSession,
  readStoredSession,
  scheduleExpiry,
  SESSION_STORAGE_KEY,
  startStoredSession,
} from './session-clock';

const MINUTE = 60_000;
const T0 = new Date('2025-05-12T10:00:00Z').getTime();

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(T0);
  localStorage.clear();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('the stored session', () => {
  it('lasts 30 minutes for a customer and 1 hour for an admin', () => {
    expect(startStoredSession('user')).toEqual({ mode: 'user', expiresAt: T0 + 30 * MINUTE });
    expect(startStoredSession('admin')).toEqual({ mode: 'admin', expiresAt: T0 + 60 * MINUTE });
  });

  it('is active until its expiry and counts as expired from then on', () => {
    startStoredSession('user');
    expect(readStoredSession(T0 + 30 * MINUTE - 1).state).toBe('active');
    expect(readStoredSession(T0 + 30 * MINUTE).state).toBe('expired');
    vi.setSystemTime(T0 + 31 * MINUTE);
    expect(readStoredSession()).toEqual({
      state: 'expired',
      session: { mode: 'user', expiresAt: T0 + 30 * MINUTE },
    });
  });

  it('is none when nothing, or something unreadable, is stored', () => {
    expect(readStoredSession()).toEqual({ state: 'none' });
    localStorage.setItem(SESSION_STORAGE_KEY, 'not json');
    expect(readStoredSession()).toEqual({ state: 'none' });
    localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ mode: 'root', expiresAt: T0 + MINUTE }));
    expect(readStoredSession()).toEqual({ state: 'none' });
  });

  it('is cleared by a logout', () => {
    startStoredSession('user');
    clearStoredSession();
    expect(readStoredSession()).toEqual({ state: 'none' });
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });
});

describe('extension by a click', () => {
  it('moves the stored expiry 1 minute further on each click', () => {
    startStoredSession('user');
    vi.setSystemTime(T0 + 10 * MINUTE);
    expect(extendStoredSession()?.expiresAt).toBe(T0 + 31 * MINUTE);
    expect(extendStoredSession()?.expiresAt).toBe(T0 + 32 * MINUTE);
    expect(readStoredSession()).toEqual({
      state: 'active',
      session: { mode: 'user', expiresAt: T0 + 32 * MINUTE },
    });
  });

  it('does nothing once the session has expired, or without a session', () => {
    startStoredSession('user');
    vi.setSystemTime(T0 + 30 * MINUTE);
    expect(extendStoredSession()).toBeNull();
    expect(readStoredSession().state).toBe('expired');
    clearStoredSession();
    expect(extendStoredSession()).toBeNull();
    expect(readStoredSession()).toEqual({ state: 'none' });
  });
});

describe('the expiry timer', () => {
  it('fires at the stored expiry, not before', () => {
    const { expiresAt } = startStoredSession('user');
    const onExpired = vi.fn();
    scheduleExpiry(expiresAt, onExpired);
    vi.advanceTimersByTime(30 * MINUTE - 1);
    expect(onExpired).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onExpired).toHaveBeenCalledTimes(1);
    expect(readStoredSession().state).toBe('expired');
  });

  it('fires at once when the session has already expired on load', () => {
    const onExpired = vi.fn();
    scheduleExpiry(T0 - 5 * MINUTE, onExpired);
    vi.advanceTimersByTime(0);
    expect(onExpired).toHaveBeenCalledTimes(1);
  });

  it('fires at the extended time after a click, once rescheduled', () => {
    const { expiresAt } = startStoredSession('user');
    const first = vi.fn();
    const cancel = scheduleExpiry(expiresAt, first);
    vi.advanceTimersByTime(29 * MINUTE);
    const extended = extendStoredSession();
    expect(extended?.expiresAt).toBe(T0 + 31 * MINUTE);
    cancel();
    const second = vi.fn();
    scheduleExpiry(extended?.expiresAt ?? 0, second);
    vi.advanceTimersByTime(MINUTE + 30_000);
    expect(first).not.toHaveBeenCalled();
    expect(second).not.toHaveBeenCalled();
    vi.advanceTimersByTime(30_000);
    expect(second).toHaveBeenCalledTimes(1);
  });

  it('can be cancelled', () => {
    const onExpired = vi.fn();
    const cancel = scheduleExpiry(T0 + MINUTE, onExpired);
    cancel();
    vi.advanceTimersByTime(2 * MINUTE);
    expect(onExpired).not.toHaveBeenCalled();
  });
});
