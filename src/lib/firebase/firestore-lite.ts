import { connectFirestoreEmulator, getFirestore, type Firestore } from 'firebase/firestore/lite';
import { emulatorHost, emulatorPorts, getFirebaseApp, useEmulators } from './app';

let db: Firestore | undefined;

/**
 * Firestore lite (one-shot reads and writes, ~32 KB): what shopper pages use.
 * Live listeners come from the full SDK in ./firestore.ts, loaded only by routes that need them.
 */
export function getLiteDb(): Firestore {
  if (!db) {
    db = getFirestore(getFirebaseApp());
    if (useEmulators) connectFirestoreEmulator(db, emulatorHost, emulatorPorts.firestore);
  }
  return db;
}
