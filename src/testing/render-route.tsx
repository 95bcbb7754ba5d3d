import { configure, render } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider, useLocation, type RouteObject } from 'react-router-dom';
import { AppProvider } from '@/app/provider';
import { makeStore, type RootState } from '@/app/store';
import { RouteErrorPage } from '@/components/errors/route-error-page';
import { Toaster } from '@/components/ui/toaster';

// Route modules and their lazy imports load on first render; give a busy machine time.
configure({ asyncUtilTimeout: 5000 });

/** Shows where the router is, so tests can assert redirects and search parameters. */
function Location() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/**
 * Renders route objects like the app does: a layout with the error page for its children, a
 * store and the app's toaster. Returns the router and store for assertions.
 */
export function renderRoutes(
  routes: RouteObject[],
  path: string,
  { state }: { state?: Partial<RootState> } = {},
) {
  const store = makeStore(state);
  const router = createMemoryRouter(
    [
      {
        path: '/',
        HydrateFallback: () => null,
        element: (
          <>
            <Location />
            <Outlet />
          </>
        ),
        children: [{ ErrorBoundary: RouteErrorPage, children: routes }],
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <AppProvider store={store}>
      <RouterProvider router={router} />
      <Toaster />
    </AppProvider>,
  );
  return { router, store };
}
