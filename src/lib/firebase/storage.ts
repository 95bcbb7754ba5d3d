import { connectStorageEmulator, getStorage, type FirebaseStorage } from 'firebase/storage';
import { emulatorHost, emulatorPorts, getFirebaseApp, useEmulators } from './app';

let storage: FirebaseStorage | undefined;

/** The shop's Cloud Storage (the emulator locally). Only the admin product form loads this module. */
export function getStorageInstance(): FirebaseStorage {
  if (!storage) {
    storage = getStorage(getFirebaseApp());
    if (useEmulators) connectStorageEmulator(storage, emulatorHost, emulatorPorts.storage);
  }
  return storage;
}
