// Every local port the project uses, in one place. firebase.json holds the emulators' base ports;
// SHOP_PORT_OFFSET (default 0) shifts all of them, so that two clones can run their emulators,
// dev servers and tests side by side on one machine: SHOP_PORT_OFFSET=10000 npm test. Use multiples
// of 10000, so that no shifted port meets another clone's.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The offset from SHOP_PORT_OFFSET: a whole number from 0 to 56000. */
export function portOffset(env = process.env) {
  const raw = env.SHOP_PORT_OFFSET ?? '';
  if (raw.trim() === '') return 0;
  const offset = Number(raw);
  if (!Number.isInteger(offset) || offset < 0 || offset > 56000) {
    throw new Error(`SHOP_PORT_OFFSET must be a whole number from 0 to 56000, not "${raw}"`);
  }
  return offset;
}

export const FIREBASE_JSON = JSON.parse(fs.readFileSync(path.join(ROOT, 'firebase.json'), 'utf8'));

/** The ports, shifted by the offset. */
export function ports(env = process.env) {
  const offset = portOffset(env);
  const emulators = FIREBASE_JSON.emulators;
  return {
    offset,
    auth: emulators.auth.port + offset,
    firestore: emulators.firestore.port + offset,
    storage: emulators.storage.port + offset,
    hub: emulators.hub.port + offset,
    logging: emulators.logging.port + offset,
    /** `npm start` / `npm run dev` */
    dev: 5173 + offset,
    /** The production build under the e2e tests */
    e2e: 4173 + offset,
    /** The production build under the bench */
    bench: 4174 + offset,
    /** The production build under the screenshots script */
    screenshots: 4175 + offset,
    /** The bench's gzipping Firestore proxy */
    gzipProxy: 8088 + offset,
  };
}

/** The app's VITE_* emulator ports for these ports (the build and the dev server read them). */
export function viteEmulatorEnv(p = ports()) {
  return {
    VITE_AUTH_EMULATOR_PORT: String(p.auth),
    VITE_FIRESTORE_EMULATOR_PORT: String(p.firestore),
    VITE_STORAGE_EMULATOR_PORT: String(p.storage),
  };
}

/**
 * firebase.json with the shifted emulator ports and absolute rules paths, written under .cache
 * for `firebase --config`; null when there is no offset (firebase.json itself serves).
 */
export function offsetFirebaseConfig(p = ports()) {
  if (p.offset === 0) return null;
  const config = structuredClone(FIREBASE_JSON);
  for (const name of ['auth', 'firestore', 'storage', 'hub', 'logging'])
    config.emulators[name].port = p[name];
  config.firestore.rules = path.join(ROOT, config.firestore.rules);
  config.firestore.indexes = path.join(ROOT, config.firestore.indexes);
  config.storage.rules = path.join(ROOT, config.storage.rules);
  config.hosting.public = path.join(ROOT, config.hosting.public);
  const file = path.join(ROOT, '.cache', 'emulators', `firebase.offset-${p.offset}.json`);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, JSON.stringify(config, null, 2));
  return file;
}
