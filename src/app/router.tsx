import { createBrowserRouter, data, type RouteObject } from 'react-router-dom';
import { LoadingFallback } from '@/components/layouts/loading-fallback';
import { RouteErrorPage } from '@/components/errors/route-error-page';
import { RootLayout } from './routes/root-layout';
import { HomePage, homeLoader } from './routes/shop/home';

/** The one route table of the shop. */
export const routes: RouteObject[] = [
  {
    id: 'root',
    path: '/',
    Component: RootLayout,
    HydrateFallback: LoadingFallback,
    ErrorBoundary: RouteErrorPage,
    children: [
      {
        // Errors of pages render inside the layout, so header and footer stay.
        ErrorBoundary: RouteErrorPage,
        children: [
          { index: true, Component: HomePage, loader: homeLoader },
          {
            path: '*',
            loader: () => {
              throw data('The page you are looking for does not exist.', { status: 404 });
            },
          },
        ],
      },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
