// Vite plugin: puts src/styles/hindi-page-font-script.ts into index.html as an inline script right
// after the Hindi pages' font placeholder (<link data-hindi-page-font>), the first thing in the head,
// so that on a device without a Devanagari font a Hindi page starts loading its font with the HTML
// and shows once it is there (src/styles/hindi-page-font.ts says why). In the dev server and the
// build alike.
import { appBuildSettings, compileInlineScript } from './vite-app-config.mjs';

/** index.html's placeholder, whose file (the build's hashed URL) the script loads. */
export const FONT_PLACEHOLDER_PATTERN = /<link\b[^>]*\bdata-hindi-page-font\b[^>]*>/;

/** index.html with the script after its placeholder; throws if it has none. */
export function withFontScript(html, script) {
  const match = FONT_PLACEHOLDER_PATTERN.exec(html);
  if (!match) throw new Error('hindi-page-font: index.html has no <link data-hindi-page-font>');
  const at = match.index + match[0].length;
  return `${html.slice(0, at)}\n    <script>${script}</script>${html.slice(at)}`;
}

/**
 * @param {{ entry: string }} options  the script's module, relative to the root
 * @returns {import('vite').Plugin}
 */
export function hindiPageFont({ entry }) {
  let script;
  let settings;
  return {
    name: 'shop-hindi-page-font',
    configResolved(config) {
      settings = { ...appBuildSettings(config), entry };
    },
    transformIndexHtml: {
      order: 'pre',
      async handler(html) {
        script ??= await compileInlineScript({ ...settings, name: 'shopHindiPageFont' });
        return withFontScript(html, script);
      },
    },
  };
}
