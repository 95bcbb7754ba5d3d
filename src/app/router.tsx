import { createBrowserRouter, data, redirect, type DOMRouterOpts, type RouteObject } from 'react-router-dom';
import { LoadingFallback } from '@/components/layouts/loading-fallback';
import { paths } from '@/config/paths';
import { errorMessages } from '@/components/errors/messages';
import { RouteErrorPage } from '@/components/errors/route-error-page';
import { DEFAULT_LOCALE, LOCALE_PREFIX, localeOfPath, type Locale } from '@/i18n';
import { loadOrdersRoute, loadProductsRoute } from './admin-list-routes';
import { englishOnly, withEnglishOnlyRoutes } from './english-only';
import { customerMessageParts, messageParts, withMessageParts } from './message-parts';
import { AppFrame } from './routes/app-frame';
import { RootLayout } from './routes/root-layout';
import { HomePage } from './routes/shop/home';
import { shopAllRedirect, shopSlugRedirect } from './routes/shop/redirects';

/**
 * The Component of a route whose loader always throws (a redirect, or the 404 its error boundary
 * shows): never rendered, but without one React Router warns on each such URL that its leaf route
 * has nothing to render.
 */
const LoaderOnly = () => null;

/**
 * The one route table of the shop. Route modules are lazy chunks (each exports its
 * Component, loader, action, ErrorBoundary), so a page loads only the code it needs; a route's
 * `handle: messageParts(…)` names the parts of a non-English catalogue its page shows beyond the
 * shared ones (routesFor).
 */
const routeTable: RouteObject[] = [
  {
    // Toasts and the session, shared by the shop and the admin area.
    id: 'root',
    Component: AppFrame,
    HydrateFallback: LoadingFallback,
    ErrorBoundary: RouteErrorPage,
    children: [
      {
        id: 'shop',
        path: paths.home.path,
        Component: RootLayout,
        ErrorBoundary: RouteErrorPage,
        children: [
          {
            // Errors of pages render inside the layout, so header and footer stay.
            ErrorBoundary: RouteErrorPage,
            children: [
              { index: true, Component: HomePage, handle: messageParts('home') },
              // Catalogue
              { path: paths.shop.path, loader: shopAllRedirect, Component: LoaderOnly },
              { path: paths.shopCategoryRoot.path, loader: shopAllRedirect, Component: LoaderOnly },
              {
                path: paths.shopCategory.path,
                lazy: () => import('./routes/shop/category'),
                handle: messageParts('catalog'),
              },
              {
                path: paths.product.path,
                lazy: () => import('./routes/shop/product'),
                handle: messageParts('catalog'),
              },
              {
                path: paths.shopSlug.path,
                loader: shopSlugRedirect,
                Component: LoaderOnly,
                handle: messageParts('catalog'),
              },
              {
                path: paths.search.path,
                lazy: () => import('./routes/shop/search'),
                handle: messageParts('catalog', 'search'),
              },
              // Informational pages
              { path: paths.contactUs.path, lazy: () => import('./routes/info/contact-us') },
              { path: paths.about.path, lazy: () => import('./routes/info/about') },
              { path: paths.terms.path, lazy: () => import('./routes/info/terms') },
              {
                path: paths.trackOrder.path,
                lazy: () => import('./routes/info/track-order'),
                handle: messageParts('orders'),
              },
              // Accounts
              {
                path: paths.auth.path,
                lazy: () => import('./routes/auth/auth'),
                handle: messageParts('forms'),
              },
              { path: paths.logout.path, lazy: () => import('./routes/auth/logout') },
              {
                path: paths.forgotPassword.path,
                lazy: () => import('./routes/auth/forgot-password'),
                handle: messageParts('forms'),
              },
              {
                path: paths.account.path,
                lazy: () => import('./routes/account/account'),
                handle: customerMessageParts('account'),
              },
              {
                path: paths.adminLogin.path,
                lazy: () => import('./routes/admin-login'),
                handle: englishOnly(),
              },
              // Cart and ordering
              {
                path: paths.cart.path,
                lazy: () => import('./routes/cart/cart'),
                handle: customerMessageParts('cart'),
                children: [
                  {
                    path: paths.cartOrder.path,
                    lazy: () => import('./routes/cart/order'),
                    handle: customerMessageParts('checkout'),
                  },
                ],
              },
              {
                path: '*',
                Component: LoaderOnly,
                loader: () => {
                  throw data(errorMessages.pageNotFound, { status: 404 });
                },
              },
            ],
          },
        ],
      },
      {
        // The admin area: its own layout and lazy chunks, behind the requireAdmin guard.
        id: 'admin',
        path: paths.admin.path,
        handle: englishOnly(),
        lazy: () => import('./routes/admin/admin-layout'),
        // Set here only: the layout module exports none, since a lazy module's ErrorBoundary
        // beside a static one makes React Router warn on every admin route.
        ErrorBoundary: RouteErrorPage,
        children: [
          {
            // Errors of admin pages render inside the admin frame.
            ErrorBoundary: RouteErrorPage,
            children: [
              { index: true, loader: () => redirect(paths.adminDashboard.getHref()), Component: LoaderOnly },
              { path: paths.adminDashboard.path, lazy: () => import('./routes/admin/dashboard') },
              { path: paths.adminOrders.path, lazy: loadOrdersRoute },
              { path: paths.adminOrder.path, lazy: () => import('./routes/admin/order-detail') },
              { path: paths.adminOrdersPrint.path, lazy: () => import('./routes/admin/orders-print') },
              { path: paths.adminProducts.path, lazy: loadProductsRoute },
              { path: paths.adminProductNew.path, lazy: () => import('./routes/admin/product-form') },
              { path: paths.adminProductEdit.path, lazy: () => import('./routes/admin/product-form') },
              { path: paths.adminUsers.path, lazy: () => import('./routes/admin/users') },
              { path: paths.adminUser.path, lazy: () => import('./routes/admin/user-detail') },
              { path: paths.adminAdmins.path, lazy: () => import('./routes/admin/admins') },
              {
                path: '*',
                Component: LoaderOnly,
                loader: () => {
                  throw data(errorMessages.pageNotFound, { status: 404 });
                },
              },
            ],
          },
        ],
      },
    ],
  },
];

const translatedTables = new Map<Locale, RouteObject[]>();

/**
 * The route table of a page in `locale`. In English a page's texts are their own ids, so the table
 * is the plain one; in another language each route that names parts of the catalogue loads them
 * together with its code (withMessageParts), and the English-only admin area and its login send the
 * browser to their English URL (withEnglishOnlyRoutes). A document's language never changes: the
 * language switch loads the other language's URL.
 */
export function routesFor(locale: Locale): RouteObject[] {
  if (locale === DEFAULT_LOCALE) return routeTable;
  let table = translatedTables.get(locale);
  if (!table) {
    table = withMessageParts(withEnglishOnlyRoutes(routeTable, LoaderOnly));
    translatedTables.set(locale, table);
  }
  return table;
}

/**
 * This page's route table: in the browser, the one of its URL's language. The pre-render (no
 * window) uses the plain one and loads each page's parts itself (src/entry-server.tsx).
 */
export const routes: RouteObject[] = routesFor(
  typeof window === 'undefined' ? DEFAULT_LOCALE : localeOfPath(window.location.pathname),
);

/**
 * The browser's router; hydrating pre-rendered HTML passes the hydration gate's dataStrategy. A
 * Hindi page's router has /hi for its basename, so every link and redirect of the app stays in
 * Hindi without knowing it; the language switch loads the other language's URL.
 */
export function createRouter(options: Pick<DOMRouterOpts, 'dataStrategy'> = {}) {
  return createBrowserRouter(routes, { ...options, ...routerBasename() });
}

/** The router's basename for the language of the page's URL (none for English). */
export function routerBasename(pathname = window.location.pathname): { basename?: string } {
  const prefix = LOCALE_PREFIX[localeOfPath(pathname)];
  return prefix ? { basename: prefix } : {};
}
