import { createBrowserRouter, data, type RouteObject } from 'react-router-dom';
import { LoadingFallback } from '@/components/layouts/loading-fallback';
import { RouteErrorPage } from '@/components/errors/route-error-page';
import { RootLayout } from './routes/root-layout';
import { HomePage } from './routes/shop/home';
import { shopAllRedirect, shopSlugRedirect } from './routes/shop/redirects';

/**
 * The one route table of the shop. Route modules are lazy chunks (each exports its
 * Component, loader, action, ErrorBoundary), so a page loads only the code it needs.
 */
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
          { index: true, Component: HomePage },
          // Catalogue
          { path: 'shop', loader: shopAllRedirect },
          { path: 'shop/category', loader: shopAllRedirect },
          { path: 'shop/category/:categoryName', lazy: () => import('./routes/shop/category') },
          { path: 'shop/category/:categoryName/:productId', lazy: () => import('./routes/shop/product') },
          { path: 'shop/:slug', loader: shopSlugRedirect },
          // Informational pages
          { path: 'contactUs', lazy: () => import('./routes/info/contact-us') },
          { path: 'about', lazy: () => import('./routes/info/about') },
          { path: 'terms', lazy: () => import('./routes/info/terms') },
          { path: 'track-order', lazy: () => import('./routes/info/track-order') },
          // Accounts
          { path: 'auth', lazy: () => import('./routes/auth/auth') },
          { path: 'logout', lazy: () => import('./routes/auth/logout') },
          { path: 'adminLogin', lazy: () => import('./routes/admin-login') },
          // Cart and ordering
          {
            path: 'cart',
            lazy: () => import('./routes/cart/cart'),
            children: [{ path: 'order', lazy: () => import('./routes/cart/order') }],
          },
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
