import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useTopOnNewPage } from './use-top-on-new-page';

afterEach(() => {
  vi.restoreAllMocks();
});

const placesItself = (pathname: string) => pathname === '/form';

function renderPages(path: string) {
  function Frame() {
    useTopOnNewPage({ behavior: 'smooth', placesItself });
    return <Outlet />;
  }
  const page = (name: string) => () => <h1>{name}</h1>;
  const router = createMemoryRouter(
    [
      {
        path: '/',
        Component: Frame,
        children: [
          { path: 'list', Component: page('List') },
          { path: 'item', Component: page('Item') },
          { path: 'form', Component: page('Form') },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('useTopOnNewPage', () => {
  it('takes a new page to its top, the way asked, and leaves the first page and a search alone', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const router = renderPages('/list');
    await screen.findByRole('heading', { name: 'List' });
    // The page the app starts on keeps the browser's scroll (a reload's, or a link's #anchor).
    expect(scrollTo).not.toHaveBeenCalled();
    await act(() => router.navigate('/list?sort=price'));
    expect(scrollTo).not.toHaveBeenCalled();
    await act(() => router.navigate('/item'));
    await screen.findByRole('heading', { name: 'Item' });
    expect(scrollTo).toHaveBeenCalledExactlyOnceWith({ top: 0, behavior: 'smooth' });
  });

  it('leaves a page that places itself where it puts itself, and scrolls again after it', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const router = renderPages('/list');
    await act(() => router.navigate('/form'));
    await screen.findByRole('heading', { name: 'Form' });
    expect(scrollTo).not.toHaveBeenCalled();
    await act(() => router.navigate('/list'));
    await screen.findByRole('heading', { name: 'List' });
    expect(scrollTo).toHaveBeenCalledOnce();
  });
});
