// Vite plugin: `import('@/locales/hi/messages.po')` gives `{ messages }`, the catalogue compiled for
// Lingui's runtime (scripts/i18n-catalog.mjs). A missing or broken message fails the build (and
// shows in the dev server's overlay), never a key on a shopper's screen.
import { compileCatalog, parseCatalog } from './i18n-catalog.mjs';

export function i18nCatalog() {
  return {
    name: 'shop-i18n-catalog',
    transform(code, id) {
      const match = /\/locales\/([a-z]+)\/messages\.po$/.exec(id.split('?')[0]);
      if (!match) return null;
      const messages = compileCatalog(match[1], parseCatalog(code), id);
      return {
        code: `export const messages = JSON.parse(${JSON.stringify(JSON.stringify(messages))});`,
        map: null,
      };
    },
  };
}
