// npm run i18n:extract — brings the message catalogues up to date with the shopper messages
// modules (src/i18n/sources.ts): a new English text is added to the Hindi catalogue with an empty
// text for a translator to fill in, a text no module has any more is dropped, translations are kept.
// The English catalogue holds the texts with ICU values (the runtime formats only compiled ones).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';
import { catalogPath, formatCatalog, LOCALES, readCatalog, SOURCE_LOCALE } from './i18n-catalog.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** src/i18n/sources.ts, loaded through Vite (it is TypeScript with the app's aliases). */
async function sources() {
  const { module } = await runnerImport(path.join(root, 'src/i18n/sources.ts'), {
    configFile: false,
    root,
    logLevel: 'silent',
    resolve: { alias: { '@': path.join(root, 'src') } },
  });
  return module;
}

/** The English texts of the shopper's side, in order. */
export async function sourceTexts() {
  const module = await sources();
  return module.collectTexts(module.shopperMessages);
}

/** Each shopper text's part of the catalogue (src/i18n/parts.ts): text → part. */
export async function sourceParts() {
  return (await sources()).partOfTexts();
}

/** What each catalogue should hold: id → text. */
export function updatedCatalogs(texts, current) {
  const catalogs = {};
  for (const locale of LOCALES) {
    if (locale === SOURCE_LOCALE) {
      catalogs[locale] = texts.filter((text) => text.includes('{')).map((text) => [text, text]);
    } else {
      const known = current[locale] ?? new Map();
      catalogs[locale] = texts.map((text) => [text, known.get(text) ?? '']);
    }
  }
  return catalogs;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const texts = await sourceTexts();
  const partOf = await sourceParts();
  const current = Object.fromEntries(LOCALES.map((locale) => [locale, readCatalog(root, locale)]));
  const catalogs = updatedCatalogs(texts, current);
  for (const locale of LOCALES) {
    const file = path.join(root, catalogPath(locale));
    fs.mkdirSync(path.dirname(file), { recursive: true });
    // The source language's catalogue is loaded whole; the others in parts.
    fs.writeFileSync(
      file,
      formatCatalog(locale, catalogs[locale], locale === SOURCE_LOCALE ? undefined : partOf),
    );
    const missing = catalogs[locale].filter(([, text]) => !text).length;
    console.log(
      `${catalogPath(locale)}: ${catalogs[locale].length} messages${missing ? `, ${missing} without a text` : ''}`,
    );
  }
}
