import { preconnect } from 'react-dom';
import { env, usesEmulators } from '@/config/env';

/** Where catalogue reads go: the Firestore emulator locally, Google's endpoint in production. */
export function catalogDataOrigin(): string {
  return usesEmulators(env)
    ? `http://${env.VITE_EMULATOR_HOST}:${env.VITE_FIRESTORE_EMULATOR_PORT}`
    : 'https://firestore.googleapis.com';
}

/**
 * Opens the connection to the database while the page's code is still loading, so the first
 * catalogue read does not wait for DNS, TCP and TLS. Safe to call on every render.
 */
export function preconnectCatalog() {
  preconnect(catalogDataOrigin(), { crossOrigin: 'anonymous' });
}
