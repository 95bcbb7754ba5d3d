// Vite plugin: `import('@/locales/en/messages.po')` gives `{ messages }`, the catalogue compiled for
// the shop's runtime (scripts/i18n-catalog.mjs), and `import('@/locales/hi/<part>.part.po')` one part
// of a language's catalogue (src/i18n/parts.ts), compiled from the same .po file (the one source of
// truth) by the `#. part:` marks npm run i18n:extract writes. A missing or broken message, or one
// of no part, fails the build (and shows in the dev server's overlay), never a key on a shopper's
// screen.
import fs from 'node:fs';
import path from 'node:path';
import {
  catalogPart,
  compileCatalog,
  packMessages,
  parseCatalog,
  parseCatalogParts,
} from './i18n-catalog.mjs';

const PART_MODULE = /\/locales\/([a-z]+)\/([a-z]+)\.part\.po$/;

/** The module's code: the compiled messages packed as one text (packMessages), which the runtime unpacks. */
const messagesModule = (messages) => `export const messages = ${JSON.stringify(packMessages(messages))};`;

/**
 * @param {{ parts: readonly string[], holds?: Partial<Record<string, readonly string[]>> }} options
 *   the parts there are, and the parts a part's file holds too (src/i18n/parts.ts)
 */
export function i18nCatalog({ parts, holds = {} }) {
  return {
    name: 'shop-i18n-catalog',
    // A part's module is no file of its own: it names the part of its folder's messages.po.
    async resolveId(source, importer) {
      if (!PART_MODULE.test(source)) return null;
      const resolved = await this.resolve(source.replace(/[a-z]+\.part\.po$/, 'messages.po'), importer, {
        skipSelf: true,
      });
      if (!resolved) return null;
      return path.join(path.dirname(resolved.id), path.basename(source));
    },
    load(id) {
      const match = PART_MODULE.exec(id.split('?')[0]);
      if (!match) return null;
      const [, locale, part] = match;
      if (!parts.includes(part)) throw new Error(`${id}: no catalogue part "${part}" (src/i18n/parts.ts)`);
      const file = path.join(path.dirname(id), 'messages.po');
      this.addWatchFile(file);
      const text = fs.readFileSync(file, 'utf8');
      const messages = catalogPart(parseCatalog(text), parseCatalogParts(text), part, parts, file, holds);
      return { code: messagesModule(compileCatalog(locale, messages, `${file}, part ${part}`)), map: null };
    },
    transform(code, id) {
      const match = /\/locales\/([a-z]+)\/messages\.po$/.exec(id.split('?')[0]);
      if (!match) return null;
      return { code: messagesModule(compileCatalog(match[1], parseCatalog(code), id)), map: null };
    },
  };
}
