import { createBrowserRouter, data, redirect, type RouteObject } from 'react-router-dom';
import { LoadingFallback } from '@/components/layouts/loading-fallback';
import { paths } from '@/config/paths';
import { RouteErrorPage } from '@/components/errors/route-error-page';
import { AppFrame } from './routes/app-frame';
import { RootLayout } from './routes/root-layout';
import { HomePage } from './routes/shop/home';
import { shopAllRedirect, shopSlugRedirect } from './routes/shop/redirects';

/**
 * The one route table of the shop. Route modules are lazy chunks (each exports its
 * Component, loader, action, ErrorBoundary), so a page loads only the code it needs.
 */
export const routes: RouteObject[] = [
  {
    // Toasts and the session, shared by the shop and the admin area.
    id: 'root',
    Component: AppFrame,
    HydrateFallback: LoadingFallback,
    ErrorBoundary: RouteErrorPage,
    children: [
      {
        id: 'shop',
        path: '/',
        Component: RootLayout,
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
      {
        // The admin area: its own layout and lazy chunks, behind the requireAdmin guard.
        id: 'admin',
        path: '/admin',
        lazy: () => import('./routes/admin/admin-layout'),
        ErrorBoundary: RouteErrorPage,
        children: [
          {
            // Errors of admin pages render inside the admin frame.
            ErrorBoundary: RouteErrorPage,
            children: [
              { index: true, loader: () => redirect(paths.adminDashboard) },
              { path: 'dashboard', lazy: () => import('./routes/admin/dashboard') },
              { path: 'orders', lazy: () => import('./routes/admin/orders') },
              { path: 'products', lazy: () => import('./routes/admin/products') },
              { path: 'users', lazy: () => import('./routes/admin/users') },
              { path: 'users/:uid', lazy: () => import('./routes/admin/user-detail') },
              { path: 'admins', lazy: () => import('./routes/admin/admins') },
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
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
