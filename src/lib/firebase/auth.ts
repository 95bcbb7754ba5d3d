import {
  browserLocalPersistence,
  browserSessionPersistence,
  connectAuthEmulator,
  indexedDBLocalPersistence,
  initializeAuth,
  inMemoryPersistence,
  setPersistence,
  type Auth,
} from 'firebase/auth';
import { emulatorHost, emulatorPorts, getFirebaseApp, useEmulators } from './app';

let auth: Auth | undefined;

/**
 * Auth through initializeAuth with no popup/redirect resolver: plain getAuth() pulls in a Google
 * script that fails offline and weighs more. The list is where a page load looks for a signed-in
 * user: IndexedDB (customers), then sessionStorage (admins, see LOGIN_PERSISTENCE), then
 * localStorage and memory where IndexedDB is unavailable.
 */
export function getAuthInstance(): Auth {
  if (!auth) {
    auth = initializeAuth(getFirebaseApp(), {
      persistence:
        typeof window === 'undefined'
          ? inMemoryPersistence
          : [
              indexedDBLocalPersistence,
              browserSessionPersistence,
              browserLocalPersistence,
              inMemoryPersistence,
            ],
    });
    if (useEmulators) {
      connectAuthEmulator(auth, `http://${emulatorHost}:${emulatorPorts.auth}`, { disableWarnings: true });
    }
  }
  return auth;
}

export type LoginKind = 'customer' | 'admin';

/**
 * Where a login keeps its Firebase credential. Customer and admin share the one Auth instance of
 * the origin, so each login chooses before signing in. A customer stays signed in across browser
 * restarts (spec §4: the session is kept in local storage, within its 30 minutes of use); an
 * admin's credential lives in this tab's sessionStorage only, so closing the browser (or the tab)
 * leaves nothing behind on a shared computer, and another tab needs its own admin login.
 */
export const LOGIN_PERSISTENCE = {
  customer: indexedDBLocalPersistence,
  admin: browserSessionPersistence,
} as const;

/** The shop's Auth, set to keep the next sign-in of this kind where LOGIN_PERSISTENCE says. */
export async function getAuthForLogin(kind: LoginKind): Promise<Auth> {
  const instance = getAuthInstance();
  // Outside a browser (Node: the data-layer tests) the instance keeps its session in memory.
  if (typeof window !== 'undefined') await setPersistence(instance, LOGIN_PERSISTENCE[kind]);
  return instance;
}
