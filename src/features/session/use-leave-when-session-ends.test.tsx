import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sessionEnded, sessionStarted } from '@/lib/session-events';
import { renderRoutes } from '@/testing/render-route';
import { useLeaveWhenSessionEnds } from './use-leave-when-session-ends';

function AdminPage() {
  useLeaveWhenSessionEnds('admin', '/adminLogin');
  return <p>Asha Rao, 09876543210, 12 MG Road</p>;
}

const admin = { uid: 'admin-uid', email: 'admin@prakriti-demo.com', name: 'Admin' };

function renderAdminPage() {
  return renderRoutes(
    [
      { path: '/admin/users', Component: AdminPage },
      { path: '/adminLogin', Component: () => <p>Admin login</p> },
    ],
    '/admin/users',
  );
}

describe('useLeaveWhenSessionEnds', () => {
  it('leaves the admin page, and its customer data, when the admin session ends (another tab logged out)', async () => {
    const { store } = renderAdminPage();
    act(() => {
      store.dispatch(sessionStarted({ user: admin, mode: 'admin', expiresAt: Date.now() + 60_000 }));
    });
    expect(await screen.findByText(/Asha Rao/)).toBeInTheDocument();
    act(() => {
      store.dispatch(sessionEnded());
    });
    expect(await screen.findByText('Admin login')).toBeInTheDocument();
    expect(screen.queryByText(/Asha Rao/)).not.toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/adminLogin');
  });

  it('stays while the session is not known yet (a login that is being confirmed)', async () => {
    const { store } = renderAdminPage();
    act(() => {
      store.dispatch(sessionEnded());
    });
    expect(await screen.findByText(/Asha Rao/)).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/users');
  });
});
