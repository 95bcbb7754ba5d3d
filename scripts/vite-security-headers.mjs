// Vite plugin: after the build's HTML is final, writes the Content-Security-Policy of its pages
// into dist/ (scripts/security-headers.mjs says what it allows): the hashes of every inline script
// and style of the built pages, and the Firebase origins the app is built for (the emulators' in a
// local build, Google's in production), read from the app's own configuration module.
// The pre-render plugin writes the last pages, so it calls writePolicy() when it is done.
import fs from 'node:fs';
import path from 'node:path';
import { POLICY_FILE, buildPolicy } from './security-headers.mjs';
import { appBuildSettings, importAppModule } from './vite-app-config.mjs';

/**
 * @param {{ configModule: string }} options  the module exporting `useEmulators`, `emulatorHost`
 *   and `emulatorPorts` (relative to the root)
 */
export function securityHeaders({ configModule }) {
  /** @type {import('vite').ResolvedConfig} */
  let config;
  return {
    name: 'shop-security-headers',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    api: {
      /** Writes dist/.security-headers.json for the pages now in the build's folder. */
      async writePolicy() {
        const firebase = await importAppModule(appBuildSettings(config), configModule);
        const outDir = path.resolve(config.root, config.build.outDir);
        const policy = buildPolicy(outDir, firebase);
        fs.writeFileSync(
          path.join(outDir, POLICY_FILE),
          `${JSON.stringify({ contentSecurityPolicy: policy }, null, 2)}\n`,
        );
        config.logger.info(
          `wrote the pages' Content-Security-Policy into ${config.build.outDir}/${POLICY_FILE}`,
        );
      },
    },
  };
}
