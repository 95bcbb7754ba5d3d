import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { routePreload } from './scripts/vite-route-preload.mjs';

export default defineConfig({
  plugins: [
    react(),
    // Deep links to shop and product pages fetch their code and Firestore lite with the entry.
    routePreload([
      { pattern: '^/shop/category/[^/]+/?$', module: 'src/app/routes/shop/category.tsx' },
      { pattern: '^/shop/category/[^/]+/[^/]+/?$', module: 'src/app/routes/shop/product.tsx' },
    ]),
  ],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: { port: 5173, strictPort: true, host: '127.0.0.1' },
  preview: { port: 4173, strictPort: true, host: '127.0.0.1' },
  build: {
    target: 'es2022',
    sourcemap: true,
  },
});
