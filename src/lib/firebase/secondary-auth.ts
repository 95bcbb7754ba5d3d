import { deleteApp, initializeApp } from 'firebase/app';
import { connectAuthEmulator, initializeAuth, inMemoryPersistence, signOut, type Auth } from 'firebase/auth';
import { emulatorHost, emulatorPorts, firebaseConfig, useEmulators } from './app';

let instances = 0;

/**
 * Runs `work` with the Auth of a second, short-lived Firebase app that keeps its session in
 * memory only: creating an account there signs the new account in there, and leaves whoever is
 * signed in to the shop's own app as they were. The second app is signed out and deleted
 * afterwards, also when `work` fails.
 */
export async function withSecondaryAuth<T>(work: (auth: Auth) => Promise<T>): Promise<T> {
  instances += 1;
  const app = initializeApp(firebaseConfig, `secondary-${String(instances)}`);
  const auth = initializeAuth(app, { persistence: inMemoryPersistence });
  if (useEmulators) {
    connectAuthEmulator(auth, `http://${emulatorHost}:${String(emulatorPorts.auth)}`, {
      disableWarnings: true,
    });
  }
  try {
    return await work(auth);
  } finally {
    try {
      await signOut(auth);
    } finally {
      await deleteApp(app);
    }
  }
}
