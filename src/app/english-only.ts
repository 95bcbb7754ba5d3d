import { redirect, type RouteObject } from 'react-router-dom';
import { DEFAULT_LOCALE, localizePath } from '@/i18n';
import { carryRecentNotices } from '@/lib/notify';

/**
 * The handle of a route whose pages exist in English only: the admin area and its login (its
 * users are the shop's staff; DESIGN.md). In another language's route table such a route sends
 * the browser to its English URL (withEnglishOnlyRoutes), so /hi/admin/… is never an English page
 * in a Hindi document (lang="hi", Hindi header) nor a page whose links stay under /hi.
 */
export const englishOnly = () => ({ englishOnly: true });

/** Whether a route's handle marks its pages English only (the header offers no other language there). */
export const isEnglishOnlyHandle = (handle: unknown) =>
  (handle as { englishOnly?: unknown } | undefined)?.englishOnly === true;

const isEnglishOnly = (route: RouteObject) => isEnglishOnlyHandle(route.handle);

/** The English URL of a request for another language's page, with its query and hash. */
export function englishUrlOf(requestUrl: string): string {
  const url = new URL(requestUrl);
  return new URL(localizePath(`${url.pathname}${url.search}${url.hash}`, DEFAULT_LOCALE), url.origin).href;
}

/**
 * A non-English route table with each English-only route (and everything under it) replaced by one
 * that redirects to the English URL. The redirect is absolute and outside the router's basename
 * (/hi), so React Router loads it as a new document, in English; the messages just shown (an
 * admin's 'Admin logged out!' on a Hindi page) are carried over to it.
 */
export function withEnglishOnlyRoutes(
  routes: RouteObject[],
  Component: NonNullable<RouteObject['Component']>,
): RouteObject[] {
  return routes.map((route) => {
    if (!isEnglishOnly(route)) {
      return route.children
        ? { ...route, children: withEnglishOnlyRoutes(route.children, Component) }
        : route;
    }
    const path =
      route.children && route.path !== undefined ? `${route.path.replace(/\/$/, '')}/*` : route.path;
    return {
      id: route.id,
      path,
      handle: route.handle,
      ErrorBoundary: route.ErrorBoundary,
      Component,
      loader: ({ request }) => {
        carryRecentNotices();
        return redirect(englishUrlOf(request.url));
      },
    };
  });
}
