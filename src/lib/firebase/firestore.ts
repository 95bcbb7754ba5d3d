import { connectFirestoreEmulator, getFirestore, type Firestore } from 'firebase/firestore';
import { emulatorHost, emulatorPorts, getFirebaseApp, useEmulators } from './app';

let db: Firestore | undefined;

/**
 * The full Firestore SDK (~134 KB), for live listeners only. Import it from lazily loaded
 * routes that need onSnapshot; everything else reads through ./firestore-lite.ts.
 */
export function getDb(): Firestore {
  if (!db) {
    db = getFirestore(getFirebaseApp());
    if (useEmulators) connectFirestoreEmulator(db, emulatorHost, emulatorPorts.firestore);
  }
  return db;
}
