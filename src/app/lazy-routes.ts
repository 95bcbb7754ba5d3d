import { matchRoutes, type RouteObject } from 'react-router-dom';

/**
 * Loads the lazy route modules a URL matches and puts their exports on the route objects, the
 * way React Router's own lazy() would. A router created afterwards renders that URL's page (or its
 * HydrateFallback) on its first render, as the pre-rendered HTML has it, instead of the root's
 * loading fallback. Returns the modules, in route order (also those an earlier call loaded), null
 * for routes that are not lazy.
 */
const loaded = new WeakMap<RouteObject, Record<string, unknown>>();

export async function resolveLazyRoutes(routes: RouteObject[], pathname: string) {
  const matches = matchRoutes(routes, pathname) ?? [];
  return Promise.all(
    matches.map(async ({ route }) => {
      const known = loaded.get(route);
      if (known) return known;
      if (typeof route.lazy !== 'function') return null;
      const module: Record<string, unknown> = await route.lazy();
      loaded.set(route, module);
      Object.assign(route, { ...module, lazy: undefined });
      return module;
    }),
  );
}
