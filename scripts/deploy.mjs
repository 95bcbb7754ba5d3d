#!/usr/bin/env node
// Deploys to Firebase with the build's Content-Security-Policy: firebase.json is static, while the
// policy holds the hashes of the built pages' inline code and the origins the app is built for, so
// it comes from dist/ (scripts/security-headers.mjs). This writes firebase.deploy.json — firebase.json
// with the policy on every page, as scripts/serve-dist.mjs serves it — and runs
// `firebase deploy --config firebase.deploy.json` with the arguments given:
//   npm run deploy                       (builds first)
//   npm run deploy -- --only hosting
//   node scripts/deploy.mjs --check      (firebase.json's hosting predeploy: refuses a plain
//                                         `firebase deploy`, which would publish no policy)
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { hostingWithPolicy, readPolicy } from './security-headers.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const DEPLOY_CONFIG = 'firebase.deploy.json';
const MARK = 'SHOP_DEPLOY_CONFIG';

/**
 * firebase.json as deployed: the build's policy on every page. A local build (talking to the
 * emulators over http) is refused: deployed, it would reach no Firebase at all.
 * @param {{ hosting: object }} firebaseJson
 * @param {string} policy
 */
export function deployConfig(firebaseJson, policy) {
  const local = /connect-src[^;]*\bhttp:\/\//.exec(policy);
  if (local) {
    throw new Error(
      'dist/ is a local build for the emulators (its policy connects to them): build with the project’s VITE_FIREBASE_* settings (.env.local) first.',
    );
  }
  return { ...firebaseJson, hosting: hostingWithPolicy(firebaseJson.hosting, policy) };
}

function main(args) {
  if (args[0] === '--check') {
    if (process.env[MARK]) return 0;
    console.error(
      'Deploy with `npm run deploy`: a plain `firebase deploy` publishes Hosting without the build’s Content-Security-Policy (see scripts/deploy.mjs).',
    );
    return 1;
  }
  const firebaseJson = JSON.parse(fs.readFileSync(path.join(ROOT, 'firebase.json'), 'utf8'));
  const config = deployConfig(firebaseJson, readPolicy(path.join(ROOT, firebaseJson.hosting.public)));
  fs.writeFileSync(path.join(ROOT, DEPLOY_CONFIG), `${JSON.stringify(config, null, 2)}\n`);
  const cli = path.join(ROOT, 'node_modules', 'firebase-tools', 'lib', 'bin', 'firebase.js');
  const result = spawnSync(process.execPath, [cli, 'deploy', '--config', DEPLOY_CONFIG, ...args], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, [MARK]: DEPLOY_CONFIG },
  });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exitCode = main(process.argv.slice(2));
}
