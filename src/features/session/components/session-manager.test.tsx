import { act, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Provider } from 'react-redux';
import { makeStore } from '@/app/store';
import { notify } from '@/lib/notify';
import type { AuthUser } from '../api/watch-auth';
import { readStoredSession, SESSION_STORAGE_KEY, startStoredSession } from '../session-clock';
import { AccountNav } from './account-nav';
import { SessionManager } from './session-manager';

const MINUTE = 60_000;

const auth = vi.hoisted(() => ({
  listener: null as ((user: AuthUser | null) => void) | null,
  hasUserDoc: true,
  /** The read of users/{uid} fails (as without a connection). */
  readFails: false,
  reads: 0,
  signOuts: 0,
}));

vi.mock('../api/watch-auth', () => ({
  watchAuth: (listener: (user: AuthUser | null) => void) => {
    auth.listener = listener;
    return () => {
      auth.listener = null;
    };
  },
}));
vi.mock('../api/get-customer', () => ({
  getCustomer: (uid: string) => {
    auth.reads += 1;
    // An internal failure (a malformed document, an unwrapped SDK error): its text is not for users.
    if (auth.readFails) return Promise.reject(new Error(`User ${uid} is malformed`));
    return Promise.resolve(auth.hasUserDoc ? { uid, email: 'asha@example.com', name: 'Asha Verma' } : null);
  },
}));
vi.mock('../api/sign-out', () => ({
  signOutCurrentUser: () => {
    auth.signOuts += 1;
    return Promise.resolve(true);
  },
}));
vi.mock('../api/get-verified-admin', () => ({
  getVerifiedAdmin: (user: AuthUser) =>
    Promise.resolve({ uid: user.uid, email: user.email ?? '', name: user.email ?? '' }),
}));

// A starting session loads the customer's stored cart; here it is empty.
vi.mock('@/features/cart/api/load-cart', () => ({
  loadCart: () => Promise.resolve({ cart: { cartItems: [], totalAmount: 0, totalNumItems: 0 }, version: 0 }),
}));

const asha: AuthUser = { uid: 'u1', email: 'asha@example.com' };

function renderLayout() {
  const logout = vi.fn(() => null);
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <>
            <SessionManager />
            <AccountNav onNavigate={() => undefined} cartLink={null} />
            <p>Somewhere in the layout</p>
            <Outlet />
          </>
        ),
        children: [
          { index: true, element: <p>Home page</p> },
          { path: 'logout', action: logout, element: <p>Logout page</p> },
          { path: 'auth', element: <p>Login page</p> },
          { path: 'adminLogin', element: <p>Admin login page</p> },
        ],
      },
    ],
    { initialEntries: ['/'] },
  );
  render(
    <Provider store={makeStore()}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return { logout, router };
}

/** The demo admin, signed in with a fresh admin session. */
async function adminSignedIn() {
  startStoredSession('admin');
  const rendered = renderLayout();
  await authAnswers({ uid: 'a1', email: 'admin@prakriti-demo.com' });
  await screen.findByRole('button', { name: 'Logout' });
  return rendered;
}

/** What another tab's write of the shared session looks like here. */
function otherTabWrote() {
  window.dispatchEvent(new StorageEvent('storage', { key: SESSION_STORAGE_KEY }));
}

async function authAnswers(user: AuthUser | null) {
  await waitFor(() => {
    expect(auth.listener).not.toBeNull();
  });
  act(() => {
    auth.listener?.(user);
  });
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  localStorage.clear();
  auth.listener = null;
  auth.hasUserDoc = true;
  auth.readFails = false;
  auth.reads = 0;
  auth.signOuts = 0;
});

afterEach(() => {
  vi.useRealTimers();
});

describe('SessionManager', () => {
  it('starts the session of a signed-in customer with a stored session', async () => {
    startStoredSession('user');
    renderLayout();
    await authAnswers(asha);
    expect(await screen.findByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });

  it('shows the visitor links when Auth says nobody is signed in', async () => {
    startStoredSession('user');
    renderLayout();
    await authAnswers(null);
    expect(await screen.findByRole('link', { name: 'Login' })).toBeInTheDocument();
    expect(readStoredSession().state).toBe('none');
  });

  it('shows the visitor links at once, without loading Firebase Auth, when no session is stored', async () => {
    renderLayout();
    expect(await screen.findByRole('link', { name: 'Login' })).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(auth.listener).toBeNull();
  });

  it('signs out for real, with "Session expired, please login again", when the stored session expired before the load', async () => {
    const error = vi.spyOn(notify, 'error').mockImplementation(() => undefined);
    const success = vi.spyOn(notify, 'success').mockImplementation(() => undefined);
    startStoredSession('user', Date.now() - 31 * MINUTE);
    const { logout } = renderLayout();
    await authAnswers(asha);
    expect(await screen.findByText('Login page')).toBeInTheDocument();
    expect(auth.signOuts).toBe(1);
    expect(error).toHaveBeenCalledWith('Session expired, please login again');
    expect(success).toHaveBeenCalledWith('User logged out!');
    // Not through POST /logout, which would say 'You are already logged out' once signed out.
    expect(logout).not.toHaveBeenCalled();
    expect(readStoredSession().state).toBe('none');
    expect(screen.queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
  });

  it('says "Unauthenticated User" and posts /logout when users/{uid} is missing', async () => {
    const error = vi.spyOn(notify, 'error').mockImplementation(() => undefined);
    auth.hasUserDoc = false;
    startStoredSession('user');
    const { logout } = renderLayout();
    await authAnswers(asha);
    await waitFor(() => {
      expect(logout).toHaveBeenCalledTimes(1);
    });
    expect(error).toHaveBeenCalledWith('Unauthenticated User');
  });

  it('starts watching Firebase Auth when a login starts a session in the page', async () => {
    renderLayout();
    await screen.findByRole('link', { name: 'Login' });
    expect(auth.listener).toBeNull();
    act(() => {
      startStoredSession('user');
    });
    await authAnswers(asha);
    expect(await screen.findByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });

  it('expires the session at 30 minutes: the message, a real sign-out, then the login page', async () => {
    const error = vi.spyOn(notify, 'error').mockImplementation(() => undefined);
    const success = vi.spyOn(notify, 'success').mockImplementation(() => undefined);
    startStoredSession('user');
    const { router } = renderLayout();
    await authAnswers(asha);
    await screen.findByRole('button', { name: 'Logout' });

    act(() => {
      vi.advanceTimersByTime(29 * MINUTE);
    });
    expect(auth.signOuts).toBe(0);
    act(() => {
      vi.advanceTimersByTime(MINUTE);
    });
    expect(await screen.findByText('Login page')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?mode=login');
    expect(auth.signOuts).toBe(1);
    expect(error).toHaveBeenCalledWith('Session expired, please login again');
    expect(success).toHaveBeenCalledWith('User logged out!');
    expect(readStoredSession().state).toBe('none');
  });

  it('expires an admin session at its hour: a real sign-out, "Admin logged out!" and /adminLogin', async () => {
    const success = vi.spyOn(notify, 'success').mockImplementation(() => undefined);
    vi.spyOn(notify, 'error').mockImplementation(() => undefined);
    await adminSignedIn();

    act(() => {
      vi.advanceTimersByTime(60 * MINUTE);
    });
    expect(await screen.findByText('Admin login page')).toBeInTheDocument();
    expect(auth.signOuts).toBe(1);
    expect(success).toHaveBeenCalledWith('Admin logged out!');
  });

  it('signs out once when the timer and another tab report the same expiry', async () => {
    const error = vi.spyOn(notify, 'error').mockImplementation(() => undefined);
    vi.spyOn(notify, 'success').mockImplementation(() => undefined);
    startStoredSession('user');
    renderLayout();
    await authAnswers(asha);
    await screen.findByRole('button', { name: 'Logout' });

    act(() => {
      vi.advanceTimersByTime(30 * MINUTE);
      // The other tab's expiry cleared the shared session at the same moment.
      otherTabWrote();
    });
    expect(await screen.findByText('Login page')).toBeInTheDocument();
    expect(auth.signOuts).toBe(1);
    expect(error).toHaveBeenCalledExactlyOnceWith('Session expired, please login again');
  });

  it('signs this tab out for real, with the expiry message, when another tab expired the session first', async () => {
    const error = vi.spyOn(notify, 'error').mockImplementation(() => undefined);
    vi.spyOn(notify, 'success').mockImplementation(() => undefined);
    await adminSignedIn();

    // This tab's timer is held back (a background tab); the other tab expired and cleared it.
    vi.setSystemTime(Date.now() + 60 * MINUTE);
    act(() => {
      localStorage.removeItem(SESSION_STORAGE_KEY);
      otherTabWrote();
    });
    expect(await screen.findByText('Admin login page')).toBeInTheDocument();
    expect(auth.signOuts).toBe(1);
    expect(error).toHaveBeenCalledWith('Session expired, please login again');
  });

  it('signs this tab out quietly when another tab logs out', async () => {
    const error = vi.spyOn(notify, 'error').mockImplementation(() => undefined);
    await adminSignedIn();

    act(() => {
      localStorage.removeItem(SESSION_STORAGE_KEY);
      otherTabWrote();
    });
    expect(await screen.findByRole('link', { name: 'Login' })).toBeInTheDocument();
    await waitFor(() => {
      expect(auth.signOuts).toBe(1);
    });
    // The tab that logged out said so; this one only leaves.
    expect(error).not.toHaveBeenCalled();
  });

  it('follows another tab that extends the session, and stays signed in', async () => {
    const { expiresAt } = startStoredSession('user');
    renderLayout();
    await authAnswers(asha);
    await screen.findByRole('button', { name: 'Logout' });

    act(() => {
      localStorage.setItem(
        SESSION_STORAGE_KEY,
        JSON.stringify({ mode: 'user', expiresAt: expiresAt + MINUTE }),
      );
      otherTabWrote();
      vi.advanceTimersByTime(30 * MINUTE + 30_000);
    });
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(auth.signOuts).toBe(0);
  });

  it('extends the session by a minute on any click in the layout', async () => {
    const error = vi.spyOn(notify, 'error').mockImplementation(() => undefined);
    const { expiresAt } = startStoredSession('user');
    renderLayout();
    await authAnswers(asha);
    await screen.findByRole('button', { name: 'Logout' });

    act(() => {
      vi.advanceTimersByTime(29 * MINUTE);
    });
    act(() => {
      screen.getByText('Somewhere in the layout').click();
    });
    const stored = readStoredSession();
    expect(stored.state === 'active' && stored.session.expiresAt).toBe(expiresAt + MINUTE);

    act(() => {
      vi.advanceTimersByTime(MINUTE + 20_000);
    });
    expect(auth.signOuts).toBe(0);
    expect(error).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(MINUTE);
    });
    await waitFor(() => {
      expect(auth.signOuts).toBe(1);
    });
    expect(error).toHaveBeenCalledWith('Session expired, please login again');
  });

  it('does not extend a session that has already expired, and ends it on that click', async () => {
    const error = vi.spyOn(notify, 'error').mockImplementation(() => undefined);
    startStoredSession('user');
    renderLayout();
    await authAnswers(asha);
    await screen.findByRole('button', { name: 'Logout' });
    // The timer is held back (as in a sleeping tab): the clock passes the expiry without it.
    vi.setSystemTime(Date.now() + 31 * MINUTE);
    act(() => {
      screen.getByText('Somewhere in the layout').click();
    });
    // Not extended: ended, and signed out for real.
    expect(readStoredSession().state).toBe('none');
    await waitFor(() => {
      expect(auth.signOuts).toBe(1);
    });
    expect(error).toHaveBeenCalledWith('Session expired, please login again');
  });

  it('checks a session again once back online when the check failed offline', async () => {
    const error = vi.spyOn(notify, 'error').mockImplementation(() => undefined);
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    auth.readFails = true;
    startStoredSession('user');
    const { logout } = renderLayout();
    await authAnswers(asha);
    await waitFor(() => {
      expect(error).toHaveBeenCalledWith('Please connect to an internet connection');
    });
    expect(consoleError).toHaveBeenCalledWith('The session check failed', expect.any(Error));
    expect(screen.getByRole('link', { name: 'Login' })).toBeInTheDocument();
    // Not logged out: the stored session is kept for the retry.
    expect(logout).not.toHaveBeenCalled();
    expect(readStoredSession().state).toBe('active');

    auth.readFails = false;
    onLine.mockReturnValue(true);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(await screen.findByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(auth.reads).toBe(2);
    // Once only: a later 'online' does not check again.
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(auth.reads).toBe(2);
  });

  it('says "Could not load your account" and does not wait for the connection when the check failed while online', async () => {
    const error = vi.spyOn(notify, 'error').mockImplementation(() => undefined);
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    auth.readFails = true;
    startStoredSession('user');
    renderLayout();
    await authAnswers(asha);
    await waitFor(() => {
      expect(error).toHaveBeenCalledWith('Could not load your account, please try again later!');
    });
    // The internal text goes to the console, never to the shopper.
    expect(error).not.toHaveBeenCalledWith('User u1 is malformed');
    expect(consoleError).toHaveBeenCalledWith(
      'The session check failed',
      expect.objectContaining({ message: 'User u1 is malformed' }),
    );
    expect(auth.reads).toBe(1);
    auth.readFails = false;
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(auth.reads).toBe(1);
    expect(screen.getByRole('link', { name: 'Login' })).toBeInTheDocument();
  });
});
