import {
  assertFails,
  initializeTestEnvironment,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { getBytes, ref, uploadString } from 'firebase/storage';
import { afterAll, beforeAll, describe, it } from 'vitest';
import {
  PROJECT_ID,
  readRules,
  storageAvailable,
  storageEmulator,
  storageSkipReason,
} from '../support/emulator-env';

// The Storage emulator cannot always start (it needs a downloaded rules runtime); then these
// tests are reported as skipped with the launcher's reason, never as passed.
const title = storageAvailable ? 'storage.rules' : `storage.rules [skipped: ${storageSkipReason}]`;

describe.skipIf(!storageAvailable)(title, () => {
  let env: RulesTestEnvironment;

  beforeAll(async () => {
    env = await initializeTestEnvironment({
      projectId: PROJECT_ID,
      storage: { ...storageEmulator, rules: readRules('storage.rules') },
    });
  });

  afterAll(async () => {
    await env.cleanup();
  });

  it('denies a visitor uploading a file', async () => {
    const storage = env.unauthenticatedContext().storage();
    await assertFails(uploadString(ref(storage, 'products/1-soap.webp'), 'data'));
  });

  it('denies a signed-in customer uploading a file', async () => {
    const storage = env.authenticatedContext('alice').storage();
    await assertFails(uploadString(ref(storage, 'products/1-soap.webp'), 'data'));
  });

  it('denies reading a file outside products/', async () => {
    const storage = env.unauthenticatedContext().storage();
    await assertFails(getBytes(ref(storage, 'private/report.pdf')));
  });
});
