import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AdminDataError } from '@/lib/firebase/admin-errors';
import { readStoredSession, startStoredSession } from '@/features/session/session-clock';
import * as adminLogin from './admin-login';

const signInAdmin = vi.hoisted(() => vi.fn());
const getAdminSession = vi.hoisted(() => vi.fn());
const signOutCurrentUser = vi.hoisted(() => vi.fn());
const notify = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));

vi.mock('@/features/session/api/sign-in-admin', () => ({ signInAdmin }));
vi.mock('@/features/session/get-admin-session', () => ({ getAdminSession }));
vi.mock('@/features/session/api/sign-out', () => ({ signOutCurrentUser }));
vi.mock('@/lib/notify', () => ({ notify }));

function renderAdminLogin() {
  const router = createMemoryRouter(
    [
      { path: '/admin/dashboard', element: <p>Dashboard page</p> },
      {
        path: '/adminLogin',
        loader: adminLogin.loader,
        action: adminLogin.action,
        Component: adminLogin.Component,
        HydrateFallback: () => null,
      },
    ],
    { initialEntries: ['/adminLogin'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

async function logIn(email: string, password: string) {
  await screen.findByRole('heading', { name: 'Admin Login' });
  await userEvent.type(screen.getByLabelText('Email'), email);
  await userEvent.type(screen.getByLabelText('Password'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Login' }));
}

beforeEach(() => {
  localStorage.clear();
  vi.clearAllMocks();
  getAdminSession.mockResolvedValue(null);
  signOutCurrentUser.mockResolvedValue(true);
});

describe('/adminLogin', () => {
  it('welcomes an admin and opens the dashboard with a 1-hour admin session', async () => {
    signInAdmin.mockResolvedValue({ email: 'owner@prakriti.com', uid: 'a1' });
    const router = renderAdminLogin();
    await logIn('owner@prakriti.com', 'turmeric-123');
    expect(await screen.findByText('Dashboard page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/dashboard');
    expect(signInAdmin).toHaveBeenCalledWith('owner@prakriti.com', 'turmeric-123');
    expect(notify.success).toHaveBeenCalledWith('Welcome owner@prakriti.com');
    const stored = readStoredSession();
    expect(stored.state === 'active' && stored.session.mode).toBe('admin');
  });

  it.each([
    ['wrong-password', 'Incorrect Password'],
    ['not-admin', 'You are not an admin!'],
  ] as const)('says "%s" beside the form and keeps the values', async (reason, message) => {
    signInAdmin.mockRejectedValue(new AdminDataError(reason));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderAdminLogin();
    await logIn('owner@prakriti.com', 'turmeric-123');
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(notify.error).toHaveBeenCalledWith(message);
    expect(screen.getByLabelText('Email')).toHaveValue('owner@prakriti.com');
    expect(screen.getByLabelText('Password')).toHaveValue('turmeric-123');
    expect(readStoredSession()).toEqual({ state: 'none' });
  });

  it('keeps the admin session another tab holds when a login here fails', async () => {
    // The admin of another tab: the clock is shared, the credential is in that tab.
    const { expiresAt } = startStoredSession('admin', Date.now() - 10 * 60_000);
    signInAdmin.mockRejectedValue(new AdminDataError('wrong-password'));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderAdminLogin();
    await logIn('owner@prakriti.com', 'turmeric-12');
    expect(await screen.findByRole('alert')).toHaveTextContent('Incorrect Password');
    expect(readStoredSession()).toEqual({ state: 'active', session: { mode: 'admin', expiresAt } });
  });

  it('shows the login rules and does not try to sign in', async () => {
    renderAdminLogin();
    await logIn('owner@prakriti', 'short');
    expect(await screen.findByText('Please enter a valid Email. eg: name@example.com')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid password (min 8 characters)')).toBeInTheDocument();
    expect(signInAdmin).not.toHaveBeenCalled();
  });

  it('sends an admin already signed in to the dashboard with "You are already logged in as admin"', async () => {
    getAdminSession.mockResolvedValue({ uid: 'a1', email: 'owner@prakriti.com', name: 'owner@prakriti.com' });
    const router = renderAdminLogin();
    expect(await screen.findByText('Dashboard page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/dashboard');
    expect(notify.error).toHaveBeenCalledWith('You are already logged in as admin');
  });

  it('signs a customer out of the customer session first', async () => {
    startStoredSession('user');
    renderAdminLogin();
    await screen.findByRole('heading', { name: 'Admin Login' });
    expect(signOutCurrentUser).toHaveBeenCalledTimes(1);
    expect(readStoredSession()).toEqual({ state: 'none' });
  });

  it('leaves a visitor signed out without signing anyone out', async () => {
    renderAdminLogin();
    await screen.findByRole('heading', { name: 'Admin Login' });
    await waitFor(() => {
      expect(getAdminSession).toHaveBeenCalled();
    });
    expect(signOutCurrentUser).not.toHaveBeenCalled();
  });
});
