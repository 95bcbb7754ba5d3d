import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { i18nCatalog } from './scripts/vite-i18n-catalog.mjs';
import { CATALOGUE_PARTS } from './src/i18n/parts.ts';

const alias = { '@': fileURLToPath(new URL('./src', import.meta.url)) };

export default defineConfig({
  plugins: [i18nCatalog(CATALOGUE_PARTS), react()],
  resolve: { alias },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.{ts,mjs}'],
          setupFiles: ['src/testing/setup-english.ts', 'src/testing/setup-tests.ts'],
          restoreMocks: true,
        },
      },
      {
        extends: true,
        test: {
          name: 'emulators',
          environment: 'node',
          include: ['tests/**/*.test.ts'],
          setupFiles: ['src/testing/setup-english.ts'],
          fileParallelism: false,
          testTimeout: 20_000,
          hookTimeout: 30_000,
        },
      },
    ],
  },
});
