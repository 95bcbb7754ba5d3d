import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { Provider } from 'react-redux';
import { makeStore } from '@/app/store';
import { CartLink } from '@/features/cart/components/cart-link';
import { sessionEnded, sessionStarted } from '../session-slice';
import { AccountNav } from './account-nav';

const customer = { uid: 'u1', email: 'asha@example.com', name: 'Asha Verma' };

function renderNav(state: 'unknown' | 'visitor' | 'customer', logoutAction = vi.fn(() => null)) {
  const store = makeStore();
  if (state === 'visitor') store.dispatch(sessionEnded());
  if (state === 'customer') {
    store.dispatch(sessionStarted({ user: customer, mode: 'user', expiresAt: Date.now() + 60_000 }));
  }
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <AccountNav onNavigate={() => undefined} cartLink={<CartLink onNavigate={() => undefined} />} />
        ),
      },
      { path: '/logout', action: logoutAction, element: <p>Logged out page</p> },
    ],
    { initialEntries: ['/'] },
  );
  render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return { logoutAction, router };
}

describe('AccountNav', () => {
  it('shows a visitor the Login link and the register dropdown, and no cart or Logout', async () => {
    renderNav('visitor');
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/auth?mode=login');
    await userEvent.click(screen.getByRole('button', { name: 'Account' }));
    expect(screen.getByRole('link', { name: 'New Register' })).toHaveAttribute('href', '/auth?mode=signup');
    expect(screen.queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /cart/i })).not.toBeInTheDocument();
  });

  it('offers nothing clickable until Firebase Auth has answered', () => {
    renderNav('unknown');
    expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
  });

  it('shows a logged-in customer the cart with its count and Logout, and hides the login links', () => {
    renderNav('customer');
    expect(screen.getByRole('link', { name: 'Cart, 0 items' })).toHaveAttribute('href', '/cart');
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Account' })).not.toBeInTheDocument();
  });

  it('asks "Are you sure you want to logout?" and No closes the dialog without logging out', async () => {
    const { logoutAction } = renderNav('customer');
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    const dialog = screen.getByRole('dialog', { name: 'Are you sure you want to logout?' });
    expect(dialog).toHaveTextContent('Are you sure you want to logout?');
    expect(screen.getByRole('button', { name: 'No' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'No' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Logout' })).toHaveFocus();
    expect(logoutAction).not.toHaveBeenCalled();
  });

  it('posts to /logout when the customer answers Yes', async () => {
    const { logoutAction, router } = renderNav('customer');
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes' }));
    await waitFor(() => {
      expect(logoutAction).toHaveBeenCalledTimes(1);
    });
    const [{ request }] = logoutAction.mock.calls[0] as unknown as [{ request: Request }];
    expect(request.method).toBe('POST');
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/logout');
    });
  });
});
