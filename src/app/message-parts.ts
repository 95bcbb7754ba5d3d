import { matchRoutes, type LoaderFunction, type RouteObject } from 'react-router-dom';
import { hasStoredCustomerSession } from '@/features/session/session-clock';
import { isMessagePart, loadMessageParts, withNeededParts, type MessagePart } from '@/i18n';

/**
 * A route's `handle` naming the parts of the catalogue its page shows beyond the shared ones
 * (src/i18n/parts.ts): `handle: messageParts('catalog')`. The parts they build on load with them.
 */
export const messageParts = (...parts: MessagePart[]) => ({ messageParts: parts });

/**
 * The handle of a page only a customer sees, whose loader sends anyone else to the login page
 * (requireCustomer): its parts load with its code only while a customer's session is stored, and
 * otherwise once its loader has let the shopper through. A visitor sent on to the login page does
 * not download the texts of a page they never see.
 */
export const customerMessageParts = (...parts: MessagePart[]) => ({
  messageParts: parts,
  customersOnly: true,
});

const isRedirect = (thrown: unknown) =>
  thrown instanceof Response && thrown.status >= 300 && thrown.status < 400;

const isCustomersOnly = (route: RouteObject) =>
  (route.handle as { customersOnly?: unknown } | undefined)?.customersOnly === true;

function partsOfRoute(route: RouteObject): MessagePart[] {
  const parts: unknown = (route.handle as { messageParts?: unknown } | undefined)?.messageParts;
  return Array.isArray(parts) ? parts.filter(isMessagePart) : [];
}

/**
 * The route table of a non-English page (routesFor in ./router), with each route that names parts
 * of the catalogue loading them (in the page's language) together with its code, through its
 * `lazy`: React Router renders a route only once its lazy has resolved, so a page never shows
 * before its texts (in English, or a key). The hydration resolves the same lazies first
 * (src/app/lazy-routes.ts); the pre-render loads a page's parts itself.
 */
export function withMessageParts(routes: RouteObject[]): RouteObject[] {
  return routes.map((route) => {
    const withChildren = route.children ? { ...route, children: withMessageParts(route.children) } : route;
    const parts = partsOfRoute(route);
    const lazy = route.lazy;
    if (parts.length === 0) return withChildren;
    if (lazy !== undefined && typeof lazy !== 'function') {
      throw new Error(
        `Route ${route.path ?? route.id ?? ''}: its lazy is an object; messageParts need a function`,
      );
    }
    const customersOnly = isCustomersOnly(route);
    return {
      ...withChildren,
      lazy: async () => {
        const early = !customersOnly || hasStoredCustomerSession() ? loadMessageParts(parts) : undefined;
        const [module] = await Promise.all([lazy ? lazy() : {}, early]);
        return customersOnly ? withPartsFromLoader(module, parts, route) : module;
      },
    };
  });
}

/**
 * A customer-only route's module whose loader loads the page's parts once it has let the shopper
 * through. React Router calls a lazy once: the parts a visitor's first visit skipped load on the next
 * visit that gets through the loader (already loaded, it waits for nothing), and before a failure of
 * the loader other than its redirect shows on the page.
 */
function withPartsFromLoader(module: Record<string, unknown>, parts: MessagePart[], route: RouteObject) {
  const loader = module.loader;
  if (typeof loader !== 'function') {
    throw new Error(`Route ${route.path ?? route.id ?? ''}: customerMessageParts need its loader`);
  }
  const withParts: LoaderFunction = async (...args) => {
    let data: unknown;
    try {
      data = await (loader as LoaderFunction)(...args);
    } catch (failure) {
      if (!isRedirect(failure)) {
        await loadMessageParts(parts).catch((error: unknown) => {
          console.error('Could not load the texts of the page that failed', error);
        });
      }
      throw failure;
    }
    await loadMessageParts(parts);
    return data;
  };
  return { ...module, loader: withParts };
}

/** The parts of the catalogue a URL's page shows: the shared ones, its routes' and what they build on. */
export function messagePartsOf(routes: RouteObject[], pathname: string): MessagePart[] {
  const matched = matchRoutes(routes, pathname) ?? [];
  return withNeededParts(['shared', ...matched.flatMap(({ route }) => partsOfRoute(route))]);
}
