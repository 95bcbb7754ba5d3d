import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AdminShell } from './admin-shell';

afterEach(() => {
  vi.restoreAllMocks();
});

function renderShell(path: string) {
  const page = (name: string) => () => <h1>{name}</h1>;
  const router = createMemoryRouter(
    [
      {
        path: '/admin',
        Component: () => (
          <AdminShell email="admin@example.com" logout={<button type="button">Logout</button>}>
            <Outlet />
          </AdminShell>
        ),
        children: [
          { path: 'products', Component: page('Products') },
          { path: 'products/edit/:id', Component: page('Edit Product') },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('AdminShell', () => {
  it('opens each admin page at its top, not where the last one was scrolled to', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const router = renderShell('/admin/products?stock=low');
    await screen.findByRole('heading', { name: 'Products' });
    scrollTo.mockClear();
    // A filter of the same page keeps its place.
    await act(() => router.navigate('/admin/products?stock=out'));
    expect(scrollTo).not.toHaveBeenCalled();
    // An Edit button far down the list opens the form at its top.
    await act(() => router.navigate('/admin/products/edit/9'));
    await screen.findByRole('heading', { name: 'Edit Product' });
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'instant' });
  });
});
