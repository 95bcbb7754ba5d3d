import { beforeEach, describe, expect, it, vi } from 'vitest';
import { readStoredSession, startStoredSession } from '@/features/session/session-clock';
import { notify } from '@/lib/notify';
import { action, loader } from './logout';

const signOut = vi.hoisted(() => ({ signedIn: true, calls: 0 }));

vi.mock('@/features/session/api/sign-out', () => ({
  signOutCurrentUser: () => {
    signOut.calls += 1;
    const was = signOut.signedIn;
    signOut.signedIn = false;
    return Promise.resolve(was);
  },
}));

vi.mock('@/features/session/api/get-signed-in-user', () => ({
  getSignedInUser: () => Promise.resolve(signOut.signedIn ? { uid: 'u1', email: 'a@b.com' } : null),
}));

const location = (response: unknown) => (response as Response).headers.get('Location');

beforeEach(() => {
  localStorage.clear();
  signOut.signedIn = true;
  signOut.calls = 0;
});

describe('POST /logout', () => {
  it('logs a user out with "User logged out!" and goes to the login', async () => {
    const success = vi.spyOn(notify, 'success').mockImplementation(() => undefined);
    startStoredSession('user');
    const response = await action();
    expect(success).toHaveBeenCalledWith('User logged out!');
    expect(location(response)).toBe('/auth?mode=login');
    expect(signOut.calls).toBe(1);
    expect(readStoredSession()).toEqual({ state: 'none' });
  });

  it('logs out a session that has expired as a user too', async () => {
    const success = vi.spyOn(notify, 'success').mockImplementation(() => undefined);
    startStoredSession('user', Date.now() - 31 * 60_000);
    await action();
    expect(success).toHaveBeenCalledWith('User logged out!');
  });

  it('says "Admin logged out!" and goes to /adminLogin for an admin session', async () => {
    const success = vi.spyOn(notify, 'success').mockImplementation(() => undefined);
    startStoredSession('admin');
    const response = await action();
    expect(success).toHaveBeenCalledWith('Admin logged out!');
    expect(location(response)).toBe('/adminLogin');
  });

  it('says "You are already logged out" when nobody is signed in', async () => {
    const error = vi.spyOn(notify, 'error').mockImplementation(() => undefined);
    const success = vi.spyOn(notify, 'success').mockImplementation(() => undefined);
    signOut.signedIn = false;
    const response = await action();
    expect(error).toHaveBeenCalledWith('You are already logged out');
    expect(success).not.toHaveBeenCalled();
    expect(location(response)).toBe('/auth?mode=login');
  });
});

describe('GET /logout', () => {
  it('signs nobody out and sends a signed-in user home', async () => {
    startStoredSession('user');
    const response = await loader();
    expect(location(response)).toBe('/');
    expect(signOut.calls).toBe(0);
    expect(readStoredSession().state).toBe('active');
  });

  it('tells a visitor "You are already logged out" and shows the login', async () => {
    const error = vi.spyOn(notify, 'error').mockImplementation(() => undefined);
    signOut.signedIn = false;
    const response = await loader();
    expect(error).toHaveBeenCalledWith('You are already logged out');
    expect(location(response)).toBe('/auth?mode=login');
  });
});
