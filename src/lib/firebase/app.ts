import { getApp, getApps, initializeApp, type FirebaseApp } from 'firebase/app';
import { firebaseConfig } from '@/config/firebase';

export { emulatorHost, emulatorPorts, firebaseConfig, useEmulators } from '@/config/firebase';

/** The one Firebase app of the shop. */
export function getFirebaseApp(): FirebaseApp {
  return getApps().length ? getApp() : initializeApp(firebaseConfig);
}
