// Vite plugin: puts the catalogue's first read into index.html as a small inline script, so a
// shop or product page starts reading Firestore with the HTML instead of after its code has
// loaded. The script is compiled from the app's own modules (one definition of the query)
// with the database address the app is built for.
import { appBuildSettings, compileInlineScript, importAppModule } from './vite-app-config.mjs';

/** The globals the script reads (declared in the script's module): the database, and Storage. */
const TARGET = '__SHOP_REST_TARGET__';
const IMAGE_HOST = '__SHOP_IMAGE_HOST__';

/**
 * Compiles the inline script: `entry` bundled and minified into one IIFE, with the app's REST
 * target and Storage origin (from `configModule`, evaluated with the app's env for this mode)
 * built in.
 * @param {{ root: string, mode: string, alias: Record<string, string>, entry: string, configModule: string }} options
 */
export async function compileFirstRead({ root, mode, alias, entry, configModule }) {
  const module = await importAppModule({ root, mode, alias }, configModule);
  const target = {
    origin: module.firestoreOrigin,
    projectId: module.firebaseConfig.projectId,
    apiKey: module.firebaseConfig.apiKey,
  };
  const imageHost = { storageOrigin: module.storageOrigin, bucket: module.firebaseConfig.storageBucket };
  return compileInlineScript({
    root,
    mode,
    alias,
    entry,
    name: 'shopFirstRead',
    define: { [TARGET]: JSON.stringify(target), [IMAGE_HOST]: JSON.stringify(imageHost) },
  });
}

/**
 * @param {{ entry: string, configModule: string }} options  Module paths relative to the root:
 *   the script's entry and the module exporting `firestoreOrigin`, `storageOrigin` and `firebaseConfig`.
 * @returns {import('vite').Plugin}
 */
export function firstRead({ entry, configModule }) {
  let script;
  let settings;
  return {
    name: 'shop-first-read',
    configResolved(config) {
      settings = { ...appBuildSettings(config), entry, configModule };
    },
    transformIndexHtml: {
      order: 'pre',
      async handler(html) {
        script ??= await compileFirstRead(settings);
        // In the head before any stylesheet (an inline script after one would wait for it).
        const at = html.indexOf('</head>');
        if (at < 0) throw new Error('first-read: index.html has no </head>');
        return `${html.slice(0, at)}  <script>${script}</script>\n  ${html.slice(at)}`;
      },
    },
  };
}
