import {
  browserLocalPersistence,
  connectAuthEmulator,
  indexedDBLocalPersistence,
  initializeAuth,
  inMemoryPersistence,
  type Auth,
} from 'firebase/auth';
import { emulatorHost, emulatorPorts, getFirebaseApp, useEmulators } from './app';

let auth: Auth | undefined;

/**
 * Auth through initializeAuth with local persistence and no popup/redirect resolver:
 * plain getAuth() pulls in a Google script that fails offline and weighs more.
 */
export function getAuthInstance(): Auth {
  if (!auth) {
    auth = initializeAuth(getFirebaseApp(), {
      persistence:
        typeof window === 'undefined'
          ? inMemoryPersistence
          : [indexedDBLocalPersistence, browserLocalPersistence, inMemoryPersistence],
    });
    if (useEmulators) {
      connectAuthEmulator(auth, `http://${emulatorHost}:${emulatorPorts.auth}`, { disableWarnings: true });
    }
  }
  return auth;
}
