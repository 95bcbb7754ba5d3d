// What the shop's build plugins need to read the app's own configuration (src/config/*.ts) as the
// build sees it: the project root, the mode (which .env files apply) and the path aliases.
import path from 'node:path';
import { runnerImport } from 'vite';

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
