import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense, useEffect } from 'react';
import { Await, createMemoryRouter, data, Link, RouterProvider } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { UserFacingError } from '@/lib/firebase/errors';
import { AsyncErrorPage, RouteErrorPage } from './route-error-page';

/** A page's title as the shop's pages set it (PageMeta writes document.title and leaves it). */
function PageTitle({ title }: { title: string }) {
  useEffect(() => {
    document.title = title;
  }, [title]);
  return null;
}

function renderWithError(loader: () => never, path = '/broken') {
  const router = createMemoryRouter(
    [
      { path: '/', element: <p>Home page</p>, HydrateFallback: () => null },
      { path: '/broken', loader, element: <p>never shown</p>, ErrorBoundary: RouteErrorPage },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
}

describe('RouteErrorPage', () => {
  it('shows "Some Error Occured", the details and a "Go back?" link home', async () => {
    renderWithError(() => {
      throw data('Invalid authentication mode', { status: 422 });
    });
    expect(await screen.findByRole('heading', { name: 'Some Error Occured' })).toBeInTheDocument();
    expect(screen.getByText('Invalid authentication mode')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go back?' })).toHaveAttribute('href', '/');
  });

  it('explains a 404 in plain words', async () => {
    renderWithError(() => {
      throw data(null, { status: 404 });
    });
    expect(await screen.findByText('The page you are looking for does not exist.')).toBeInTheDocument();
  });

  it('asks search engines not to index a page that does not exist, and only while it is shown', async () => {
    const user = userEvent.setup();
    renderWithError(() => {
      throw data(null, { status: 404 });
    });
    await screen.findByText('The page you are looking for does not exist.');
    expect(document.head.querySelectorAll('meta[name="robots"]')).toHaveLength(1);
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await user.click(screen.getByRole('link', { name: 'Go back?' }));
    await screen.findByText('Home page');
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
  });

  it('names the tab after itself when reached from a page with a title of its own, which comes back after', async () => {
    const user = userEvent.setup();
    const router = createMemoryRouter(
      [
        {
          path: '/',
          element: (
            <>
              <PageTitle title="Neem Soap" />
              <Link to="/broken">A product removed since</Link>
            </>
          ),
          HydrateFallback: () => null,
        },
        {
          path: '/broken',
          loader: () => {
            throw data(null, { status: 404 });
          },
          element: <p>never shown</p>,
          ErrorBoundary: RouteErrorPage,
        },
      ],
      { initialEntries: ['/'] },
    );
    render(<RouterProvider router={router} />);
    await user.click(await screen.findByRole('link', { name: 'A product removed since' }));
    await screen.findByRole('heading', { name: 'Some Error Occured' });
    expect(document.title).toBe('Some Error Occured');
    await user.click(screen.getByRole('link', { name: 'Go back?' }));
    await screen.findByRole('link', { name: 'A product removed since' });
    expect(document.title).toBe('Neem Soap');
  });

  it('lets search engines index a page whose error is not a missing page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithError(() => {
      throw new UserFacingError('You are offline. Check your connection.');
    });
    await screen.findByRole('heading', { name: 'Some Error Occured' });
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
  });

  it('shows a user-facing error’s message and logs the error for developers', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const error = new UserFacingError('Products not found', { detail: 'the catalogue is empty' });
    renderWithError(() => {
      throw error;
    });
    expect(await screen.findByText('Products not found')).toBeInTheDocument();
    expect(screen.queryByText('the catalogue is empty')).not.toBeInTheDocument();
    expect(log).toHaveBeenCalledWith(error);
  });

  it('shows a plain sentence, never the message, for any other error', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const error = new Error('Product 12 is malformed');
    renderWithError(() => {
      throw error;
    });
    expect(await screen.findByText('Something went wrong, please try again later!')).toBeInTheDocument();
    expect(screen.queryByText(/malformed/)).not.toBeInTheDocument();
    expect(log).toHaveBeenCalledWith(error);
  });

  it('shows the same page in place of streamed data that failed', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const failed = Promise.reject(new UserFacingError('Products not found'));
    failed.catch(() => undefined);
    const router = createMemoryRouter(
      [
        {
          path: '/',
          HydrateFallback: () => null,
          element: (
            <>
              <PageTitle title="Soap" />
              <Suspense fallback={<p>Loading....</p>}>
                <Await resolve={failed} errorElement={<AsyncErrorPage />}>
                  {() => <p>never shown</p>}
                </Await>
              </Suspense>
            </>
          ),
        },
      ],
      { initialEntries: ['/'] },
    );
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { level: 2, name: 'Some Error Occured' })).toBeInTheDocument();
    expect(screen.getByText('Products not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go back?' })).toHaveAttribute('href', '/');
    // The page around it is still the category's, and keeps its title.
    expect(document.title).toBe('Soap');
  });
});
