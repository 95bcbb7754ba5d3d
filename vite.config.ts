import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { paths } from './src/config/paths.ts';
import { ports, viteEmulatorEnv } from './scripts/ports.mjs';
import { chunkMap } from './scripts/vite-chunk-map.mjs';
import { crawlerFiles } from './scripts/vite-crawler-files.mjs';
import { firstRead } from './scripts/vite-first-read.mjs';
import { hindiPageFont } from './scripts/vite-hindi-page-font.mjs';
import { i18nCatalog } from './scripts/vite-i18n-catalog.mjs';
import { catalogModules, LOCALE_PREFIX, LOCALES } from './src/i18n/locale.ts';
import { CATALOGUE_PARTS } from './src/i18n/parts.ts';
import { prerender } from './scripts/vite-prerender.mjs';
import { routePreload } from './scripts/vite-route-preload.mjs';
import { securityHeaders } from './scripts/vite-security-headers.mjs';

const localPorts = ports();
const headers = securityHeaders({ configModule: 'src/config/firebase.ts' });
// With SHOP_PORT_OFFSET the app must talk to the shifted emulators (an explicit VITE_* still wins).
for (const [key, value] of Object.entries(viteEmulatorEnv(localPorts))) process.env[key] ??= value;

export default defineConfig({
  plugins: [
    // Which code went into which chunk (admin, Storage, chart): read by the bench.
    chunkMap(),
    // The message catalogues, compiled for Lingui's runtime (src/i18n).
    i18nCatalog(CATALOGUE_PARTS),
    react(),
    // A Hindi page on a device without a Devanagari font fetches its font from the top of the HTML.
    hindiPageFont({ entry: 'src/styles/hindi-page-font-script.ts' }),
    // A shop or product page's catalogue read starts from the HTML, in parallel with the code.
    firstRead({
      entry: 'src/features/catalog/api/first-read-script.ts',
      configModule: 'src/config/firebase.ts',
    }),
    // A page the app shell serves fetches its language's catalogue and its route's code with the
    // entry: deep links to shop and product pages (their code and Firestore lite), and the pages
    // that are never pre-rendered.
    routePreload(
      [
        { path: paths.shopCategory.path, module: 'src/app/routes/shop/category.tsx' },
        { path: paths.product.path, module: 'src/app/routes/shop/product.tsx' },
        { path: paths.search.path, module: 'src/app/routes/shop/search.tsx' },
        { path: paths.trackOrder.path, module: 'src/app/routes/info/track-order.tsx' },
        { path: paths.auth.path, module: 'src/app/routes/auth/auth.tsx' },
        { path: paths.forgotPassword.path, module: 'src/app/routes/auth/forgot-password.tsx' },
        { path: paths.account.path, module: 'src/app/routes/account/account.tsx' },
        { path: paths.cart.path, module: 'src/app/routes/cart/cart.tsx' },
        {
          path: paths.cartOrder.path,
          modules: ['src/app/routes/cart/cart.tsx', 'src/app/routes/cart/order.tsx'],
        },
        // An admin page opened directly (a bookmark, a reload) fetches the admin frame, the page and
        // the admin check's code with the entry, not each after the one before it has run.
        ...[
          { path: paths.adminDashboard.path, page: 'src/app/routes/admin/dashboard.tsx' },
          { path: paths.adminOrders.path, page: 'src/app/routes/admin/orders.tsx' },
          { path: paths.adminProducts.path, page: 'src/app/routes/admin/products.tsx' },
        ].map(({ path, page }) => ({
          path,
          modules: [
            'src/app/routes/admin/admin-layout.tsx',
            page,
            'src/features/session/api/get-current-admin.ts',
            'src/features/session/api/verify-admin.ts',
          ],
        })),
      ],
      LOCALES.map((locale) => ({
        prefix: LOCALE_PREFIX[locale],
        modules: catalogModules(locale, ['shared']),
      })),
    ),
    // Public pages as HTML (header, hero, page frames) that paints before any script has run;
    // then the pages' Content-Security-Policy, with the hashes of their inline code.
    prerender({ pagesWritten: () => headers.api.writePolicy() }),
    headers,
    // robots.txt and sitemap.xml on the dev server (the build's pre-render writes them).
    crawlerFiles(),
  ],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: { port: localPorts.dev, strictPort: true, host: '127.0.0.1' },
  preview: { port: localPorts.e2e, strictPort: true, host: '127.0.0.1' },
  build: {
    target: 'es2022',
    sourcemap: true,
  },
});
