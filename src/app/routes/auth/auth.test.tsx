import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { RouteErrorPage } from '@/components/errors/route-error-page';
import * as authRoute from './auth';

function renderAuth(url: string) {
  const router = createMemoryRouter(
    [
      { path: '/', element: <p>Home page</p> },
      {
        path: '/auth',
        loader: authRoute.loader,
        action: authRoute.action,
        Component: authRoute.Component,
        ErrorBoundary: RouteErrorPage,
        HydrateFallback: () => null,
      },
    ],
    { initialEntries: [url] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

beforeEach(() => {
  localStorage.clear();
});

describe('/auth', () => {
  it('redirects to signup when no mode is given', async () => {
    const router = renderAuth('/auth');
    expect(await screen.findByRole('heading', { name: 'Signup' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?mode=signup');
  });

  it('shows "Invalid authentication mode" for any other mode', async () => {
    renderAuth('/auth?mode=admin');
    expect(await screen.findByRole('heading', { name: 'Some Error Occured' })).toBeInTheDocument();
    expect(screen.getByText('Invalid authentication mode')).toBeInTheDocument();
  });

  it('shows Email and Password to log in, and the link to signup', async () => {
    renderAuth('/auth?mode=login');
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(screen.queryByLabelText('Full Name')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Mobile No')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Not a user? Signup Now' })).toHaveAttribute(
      'href',
      '/auth?mode=signup',
    );
  });

  it('shows Full Name, Email, Mobile No and Password to sign up, and the link to login', async () => {
    renderAuth('/auth?mode=signup');
    await screen.findByRole('heading', { name: 'Signup' });
    for (const label of ['Full Name', 'Email', 'Mobile No', 'Password']) {
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    }
    await userEvent.click(screen.getByRole('link', { name: 'Already a user? Login' }));
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
  });

  it('shows every signup message under its field and keeps what was typed', async () => {
    renderAuth('/auth?mode=signup');
    await screen.findByRole('heading', { name: 'Signup' });
    await userEvent.type(screen.getByLabelText('Full Name'), 'Asha');
    await userEvent.type(screen.getByLabelText('Email'), 'asha@example');
    await userEvent.type(screen.getByLabelText('Mobile No'), '12345');
    await userEvent.type(screen.getByLabelText('Password'), 'short');
    await userEvent.click(screen.getByRole('button', { name: 'Signup' }));

    expect(await screen.findByText('Please enter your valid full name')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid Email. eg: name@example.com')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid Mobile Number')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid password (min 8 characters)')).toBeInTheDocument();

    const name = screen.getByLabelText('Full Name');
    expect(name).toHaveValue('Asha');
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Please enter your valid full name');
    // The focus moves to the first bad field once the messages have rendered.
    await waitFor(() => {
      expect(name).toHaveFocus();
    });
    expect(screen.getByLabelText('Email')).toHaveValue('asha@example');
    expect(screen.getByLabelText('Mobile No')).toHaveValue('12345');
    expect(screen.getByLabelText('Password')).toHaveValue('short');
  });

  it('shows the login messages and clears a message once the field is fixed', async () => {
    renderAuth('/auth?mode=login');
    await screen.findByRole('heading', { name: 'Login' });
    await userEvent.type(screen.getByLabelText('Email'), 'asha.example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Please enter a valid Email. eg: name@example.com')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid password (min 8 characters)')).toBeInTheDocument();

    await userEvent.clear(screen.getByLabelText('Email'));
    await userEvent.type(screen.getByLabelText('Email'), 'asha@example.com');
    await userEvent.type(screen.getByLabelText('Password'), '1234');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    await screen.findByText('Please enter a valid password (min 8 characters)');
    expect(screen.queryByText(/Please enter a valid Email/)).not.toBeInTheDocument();
  });
});
