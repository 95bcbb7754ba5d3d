import { storageOrigin, useEmulators } from '@/config/firebase';

export type StorageAvailability = { available: true } | { available: false; reason: string };

const PROBE_TIMEOUT_MS = 3000;
let known: Promise<StorageAvailability> | undefined;

async function probeEmulator(): Promise<StorageAvailability> {
  try {
    // Any answer means it runs; an opaque one is enough, so no CORS is needed.
    await fetch(`${storageOrigin}/`, { mode: 'no-cors', signal: AbortSignal.timeout(PROBE_TIMEOUT_MS) });
    return { available: true };
  } catch (error) {
    console.warn(
      `The Storage emulator does not answer at ${storageOrigin}: image uploads are unavailable`,
      error,
    );
    return { available: false, reason: `no Storage emulator at ${storageOrigin}` };
  }
}

/**
 * Whether images can be uploaded. In production Cloud Storage is always there. Against the
 * emulators, Storage may be missing (the launcher starts it only where its rules runtime can be
 * had), so the form asks the Storage emulator once; the build need not know how it will be run.
 */
export function getImageStorageAvailability(): Promise<StorageAvailability> {
  if (!useEmulators) return Promise.resolve({ available: true });
  known ??= probeEmulator();
  return known;
}
