import { describe, expect, it } from 'vitest';
import { areasOf } from './vite-chunk-map.mjs';

describe('areasOf', () => {
  it('names the admin area from its route modules and features', () => {
    expect(areasOf(['src/app/routes/admin/dashboard.tsx'])).toEqual(['admin']);
    expect(areasOf(['src/app/routes/admin-login.tsx'])).toEqual(['admin']);
    expect(areasOf(['src/features/admin-users/admin-users-slice.ts'])).toEqual(['admin']);
  });

  it('names the Storage SDK and chart code', () => {
    expect(areasOf(['node_modules/@firebase/storage/dist/esm/index.esm.js'])).toEqual(['storage']);
    expect(areasOf(['node_modules/uplot/dist/uPlot.esm.js', 'src/app/routes/admin/dashboard.tsx'])).toEqual([
      'admin',
      'chart',
    ]);
  });

  it('leaves shopper code, the session and Firestore alone', () => {
    expect(
      areasOf([
        'src/app/routes/shop/product.tsx',
        'src/features/session/api/sign-in-admin.ts',
        'src/features/catalog/catalog-cache.ts',
        'node_modules/@firebase/firestore/dist/lite/index.browser.esm.js',
      ]),
    ).toEqual([]);
  });

  it("leaves the route table's lazy imports of the admin lists (in the entry chunk) outside the admin area", () => {
    // They only name the admin chunks; the chunks they load are admin code.
    expect(areasOf(['src/app/admin-list-routes.ts', 'src/app/router.tsx'])).toEqual([]);
    expect(areasOf(['src/app/routes/admin/orders.tsx', 'src/app/routes/admin/products.tsx'])).toEqual([
      'admin',
    ]);
  });
});
