import { describe, expect, it } from 'vitest';
import { routes } from '@/app/router';
import { paths } from '@/config/paths';
import { loadOrdersRoute, loadProductsRoute } from './admin-list-routes';

/** Every route object of the table, depth first. */
function allRoutes(list = routes): typeof routes {
  return list.flatMap((route) => [route, ...allRoutes(route.children ?? [])]);
}

describe('the admin lists preloaded while the browser is idle', () => {
  it('are the very modules the route table loads for /admin/orders and /admin/products', () => {
    const byPath = new Map(allRoutes().map((route) => [route.path, route.lazy]));
    expect(byPath.get(paths.adminOrders.path)).toBe(loadOrdersRoute);
    expect(byPath.get(paths.adminProducts.path)).toBe(loadProductsRoute);
  });

  it('load the orders and products route modules', async () => {
    const [orders, products] = await Promise.all([loadOrdersRoute(), loadProductsRoute()]);
    expect(orders.Component).toBeTypeOf('function');
    expect(products.Component).toBeTypeOf('function');
  });
});
