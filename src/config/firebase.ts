import { env, usesEmulators } from '@/config/env';

/** Firebase settings (from the validated env) without the SDK, so code that only needs them stays light. */
export const useEmulators = usesEmulators(env);

export const firebaseConfig = {
  apiKey: env.VITE_FIREBASE_API_KEY,
  authDomain: env.VITE_FIREBASE_AUTH_DOMAIN,
  projectId: env.VITE_FIREBASE_PROJECT_ID,
  storageBucket: env.VITE_FIREBASE_STORAGE_BUCKET,
  ...(env.VITE_FIREBASE_MESSAGING_SENDER_ID
    ? { messagingSenderId: env.VITE_FIREBASE_MESSAGING_SENDER_ID }
    : {}),
  ...(env.VITE_FIREBASE_APP_ID ? { appId: env.VITE_FIREBASE_APP_ID } : {}),
};

export const emulatorHost = env.VITE_EMULATOR_HOST;
export const emulatorPorts = {
  auth: Number(env.VITE_AUTH_EMULATOR_PORT),
  firestore: Number(env.VITE_FIRESTORE_EMULATOR_PORT),
  storage: Number(env.VITE_STORAGE_EMULATOR_PORT),
};

/** The Firestore origin: the emulator locally, Google's endpoint in production. */
export const firestoreOrigin = useEmulators
  ? `http://${emulatorHost}:${String(emulatorPorts.firestore)}`
  : 'https://firestore.googleapis.com';

/** The Cloud Storage origin: the emulator locally, Google's endpoint in production. */
export const storageOrigin = useEmulators
  ? `http://${emulatorHost}:${String(emulatorPorts.storage)}`
  : 'https://firebasestorage.googleapis.com';
