import { matchRoutes, type RouteObject } from 'react-router-dom';
import { isMessagePart, loadMessageParts, withNeededParts, type MessagePart } from '@/i18n';

/**
 * A route's `handle` naming the parts of the catalogue its page shows beyond the shared ones
 * (src/i18n/parts.ts): `handle: messageParts('catalog')`. The parts they build on load with them.
 */
export const messageParts = (...parts: MessagePart[]) => ({ messageParts: parts });

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
    return {
      ...withChildren,
      lazy: async () => {
        const [module] = await Promise.all([lazy ? lazy() : {}, loadMessageParts(parts)]);
        return module;
      },
    };
  });
}

/** The parts of the catalogue a URL's page shows: the shared ones, its routes' and what they build on. */
export function messagePartsOf(routes: RouteObject[], pathname: string): MessagePart[] {
  const matched = matchRoutes(routes, pathname) ?? [];
  return withNeededParts(['shared', ...matched.flatMap(({ route }) => partsOfRoute(route))]);
}
