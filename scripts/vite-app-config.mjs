// What the shop's build plugins need to read the app's own configuration (src/config/*.ts) as the
// build sees it: the project root, the mode (which .env files apply) and the path aliases.
import path from 'node:path';
import { build, runnerImport } from 'vite';

/**
 * @param {import('vite').ResolvedConfig} config
 * @returns {{ root: string, mode: string, alias: Record<string, string> }}
 */
export function appBuildSettings(config) {
  const alias = Object.fromEntries(
    config.resolve.alias
      .filter((item) => typeof item.find === 'string')
      .map((item) => [item.find, item.replacement]),
  );
  return { root: config.root, mode: config.mode, alias };
}

/**
 * A module of the app evaluated with the app's env for this mode (e.g. src/config/firebase.ts).
 * @param {{ root: string, mode: string, alias: Record<string, string> }} settings
 * @param {string} modulePath  relative to the root
 */
export async function importAppModule({ root, mode, alias }, modulePath) {
  const shared = { configFile: false, root, mode, logLevel: 'silent', resolve: { alias } };
  const { module } = await runnerImport(path.resolve(root, modulePath), shared);
  return module;
}

/**
 * A module of the app as an inline script: `entry` and what it imports bundled and minified into one
 * IIFE, with `define`'s globals built in.
 * @param {{ root: string, mode: string, alias: Record<string, string>, entry: string, name: string, define?: Record<string, string> }} options
 */
export async function compileInlineScript({ root, mode, alias, entry, name, define = {} }) {
  const output = await build({
    configFile: false,
    root,
    mode,
    logLevel: 'silent',
    resolve: { alias },
    define,
    build: {
      write: false,
      minify: true,
      target: 'es2022',
      lib: { entry: path.resolve(root, entry), formats: ['iife'], name },
    },
  });
  const chunk = (Array.isArray(output) ? output[0] : output).output[0];
  return chunk.code.trim();
}
