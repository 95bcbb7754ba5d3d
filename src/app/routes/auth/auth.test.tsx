import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RouteErrorPage } from '@/components/errors/route-error-page';
import { SessionError } from '@/features/session/api/errors';
import { signIn } from '@/features/session/api/sign-in';
import { signUp } from '@/features/session/api/sign-up';
import { sessionMessages } from '@/features/session/messages';
import * as authRoute from './auth';

vi.mock('@/features/session/api/sign-in', () => ({ signIn: vi.fn() }));
vi.mock('@/features/session/api/sign-up', () => ({ signUp: vi.fn() }));
const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));
vi.mock('@/lib/notify', () => ({ notify: toast, prepareToasts: vi.fn() }));

const asha = { uid: 'u1', email: 'asha@example.com', name: 'Asha Verma' };

function renderAuth(url: string) {
  const router = createMemoryRouter(
    [
      { path: '/', element: <p>Home page</p> },
      { path: '/cart', element: <p>Cart page</p> },
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
  vi.mocked(signIn).mockReset().mockResolvedValue(asha);
  vi.mocked(signUp).mockReset().mockResolvedValue(asha);
  toast.success.mockReset();
  toast.error.mockReset();
});

afterEach(() => {
  vi.restoreAllMocks();
});

async function signUpWith(values: { name: string; email: string; mobile: string; password: string }) {
  await userEvent.type(screen.getByLabelText('Full Name'), values.name);
  await userEvent.type(screen.getByLabelText('Email'), values.email);
  await userEvent.type(screen.getByLabelText('Mobile No'), values.mobile);
  await userEvent.type(screen.getByLabelText('Password'), values.password);
  await userEvent.click(screen.getByRole('button', { name: 'Signup' }));
}

async function logInWith(password = 'herbal-123') {
  await userEvent.type(screen.getByLabelText('Email'), 'asha@example.com');
  await userEvent.type(screen.getByLabelText('Password'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Login' }));
}

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
    await signUpWith({ name: 'Asha', email: 'asha@example', mobile: '12345', password: 'short' });

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
    await waitFor(() => {
      expect(screen.queryByText(/Please enter a valid Email/)).not.toBeInTheDocument();
    });
    expect(screen.getByText('Please enter a valid password (min 8 characters)')).toBeInTheDocument();
  });
});

describe('/auth actions', () => {
  it('goes back to the page the visitor came from after logging in', async () => {
    const router = renderAuth('/auth?mode=login&from=%2Fcart');
    await screen.findByRole('heading', { name: 'Login' });
    await logInWith();
    expect(await screen.findByText('Cart page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/cart');
    expect(signIn).toHaveBeenCalledWith({ email: 'asha@example.com', password: 'herbal-123' });
    expect(toast.success).toHaveBeenCalledWith('Login Successfull');
  });

  it('goes back there after signing up too, and the mode link keeps the way back', async () => {
    const router = renderAuth('/auth?mode=login&from=%2Fcart');
    await screen.findByRole('heading', { name: 'Login' });
    const toSignup = screen.getByRole('link', { name: 'Not a user? Signup Now' });
    expect(toSignup).toHaveAttribute('href', '/auth?mode=signup&from=%2Fcart');
    await userEvent.click(toSignup);
    await screen.findByRole('heading', { name: 'Signup' });
    expect(screen.getByRole('link', { name: 'Already a user? Login' })).toHaveAttribute(
      'href',
      '/auth?mode=login&from=%2Fcart',
    );
    await signUpWith({
      name: 'Asha Verma',
      email: 'asha@example.com',
      mobile: '09876543210',
      password: 'herbal-123',
    });
    expect(await screen.findByText('Cart page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/cart');
  });

  it.each(['https%3A%2F%2Fevil.example%2Fcart', '%2F%2Fevil.example', 'cart'])(
    'goes home after logging in when "from" is %s',
    async (from) => {
      const router = renderAuth(`/auth?mode=login&from=${from}`);
      await screen.findByRole('heading', { name: 'Login' });
      await logInWith();
      expect(await screen.findByText('Home page')).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/');
    },
  );

  it('shows a failure beside the form until the next submit, and keeps the e-mail', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.mocked(signIn).mockRejectedValueOnce(new SessionError(sessionMessages.wrongCredentials));
    renderAuth('/auth?mode=login');
    await screen.findByRole('heading', { name: 'Login' });
    await logInWith('wrong-pass-1');
    expect(await screen.findByRole('alert')).toHaveTextContent(sessionMessages.wrongCredentials);
    expect(toast.error).toHaveBeenCalledWith(sessionMessages.wrongCredentials);
    expect(screen.getByLabelText('Email')).toHaveValue('asha@example.com');

    // The next submit clears it while it runs; a validation failure brings no alert back.
    let answer!: () => void;
    vi.mocked(signIn).mockImplementationOnce(
      () =>
        new Promise((_resolve, reject) => {
          answer = () => {
            reject(new SessionError(sessionMessages.tooManyRequests));
          };
        }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => {
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    });
    answer();
    expect(await screen.findByRole('alert')).toHaveTextContent(sessionMessages.tooManyRequests);

    await userEvent.clear(screen.getByLabelText('Password'));
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    await screen.findByText('Please enter a valid password (min 8 characters)');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows a plain sentence, not the error’s own text, for an unexpected failure', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const internal = new Error('Firebase: Error (auth/internal-error).');
    vi.mocked(signIn).mockRejectedValueOnce(internal);
    renderAuth('/auth?mode=login');
    await screen.findByRole('heading', { name: 'Login' });
    await logInWith();
    expect(await screen.findByRole('alert')).toHaveTextContent(sessionMessages.loginFailed);
    expect(toast.error).toHaveBeenCalledWith(sessionMessages.loginFailed);
    expect(screen.queryByText(/auth\/internal-error/)).not.toBeInTheDocument();
    expect(log).toHaveBeenCalledWith('login failed', internal);
  });
});
