import fs from 'node:fs';
import path from 'node:path';

/** Where the emulators run: env from `firebase emulators:exec`, else firebase.json's ports. */
const firebaseJson = JSON.parse(fs.readFileSync(path.resolve('firebase.json'), 'utf8')) as {
  emulators: Record<string, { host: string; port: number }>;
};

export const PROJECT_ID = process.env.GCLOUD_PROJECT ?? 'demo-ayurveda-shop';

function hostPort(envName: string, emulator: string) {
  const fromEnv = process.env[envName];
  if (fromEnv) {
    const [host = '127.0.0.1', port = '0'] = fromEnv.split(':');
    return { host, port: Number(port) };
  }
  const config = firebaseJson.emulators[emulator];
  if (!config) throw new Error(`firebase.json has no ${emulator} emulator`);
  return { host: config.host, port: config.port };
}

export const firestoreEmulator = hostPort('FIRESTORE_EMULATOR_HOST', 'firestore');
export const authEmulator = hostPort('FIREBASE_AUTH_EMULATOR_HOST', 'auth');
export const storageEmulator = hostPort('FIREBASE_STORAGE_EMULATOR_HOST', 'storage');

export const storageAvailable = process.env.STORAGE_EMULATOR_AVAILABLE === 'true';
export const storageSkipReason =
  process.env.STORAGE_EMULATOR_SKIP_REASON || 'the Storage emulator is not running';

export function readRules(file: string): string {
  return fs.readFileSync(path.resolve(file), 'utf8');
}
