/**
 * The route modules of the admin lists, imported in one place: the route table loads them lazily, and
 * the admin frame fetches them while the browser is idle (preloadAdminLists), so a click on
 * Orders or Products from another admin page does not wait for its chunk. An import() of a module
 * already fetched resolves from the module map: the route's lazy() costs nothing then.
 */
export const loadOrdersRoute = () => import('./routes/admin/orders');
export const loadProductsRoute = () => import('./routes/admin/products');

/** Fetches both list routes' code; a failure is left to the route's own lazy() to show. */
export function preloadAdminLists(): void {
  for (const load of [loadOrdersRoute, loadProductsRoute]) {
    load().catch((error: unknown) => {
      // The navigation that needs the chunk loads it again and shows its own error.
      console.warn('Preloading an admin list failed', error);
    });
  }
}
