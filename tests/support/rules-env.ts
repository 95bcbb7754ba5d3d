import {
  initializeTestEnvironment,
  type RulesTestContext,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { doc, setDoc } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { firestoreEmulator, PROJECT_ID, readRules } from './emulator-env';

/** A rules test environment on the project's firestore.rules, against the running emulator. */
export function firestoreRulesEnv(): Promise<RulesTestEnvironment> {
  return initializeTestEnvironment({
    projectId: PROJECT_ID,
    firestore: { ...firestoreEmulator, rules: readRules('firestore.rules') },
  });
}

/**
 * The rules environment of a test file whose tests each start from an empty database: made
 * before the file's tests, emptied before each test and then given `seed` (written with the
 * rules disabled), cleaned up after them all. `.env` is there once the tests run.
 */
export function firestoreRulesPerTest(
  seed?: (db: ReturnType<RulesTestContext['firestore']>) => Promise<void>,
): { env: RulesTestEnvironment } {
  const rules = {} as { env: RulesTestEnvironment };
  beforeAll(async () => {
    rules.env = await firestoreRulesEnv();
  });
  beforeEach(async () => {
    await rules.env.clearFirestore();
    if (seed) await rules.env.withSecurityRulesDisabled((context) => seed(context.firestore()));
  });
  afterAll(async () => {
    await rules.env.cleanup();
  });
  return rules;
}

/** Writes a document as the test's setup, with the rules disabled. */
export async function writeDocument(env: RulesTestEnvironment, path: string, data: Record<string, unknown>) {
  await env.withSecurityRulesDisabled(async (context) => {
    await setDoc(doc(context.firestore(), path), data);
  });
}
