import { initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { firestoreEmulator, PROJECT_ID, readRules } from './emulator-env';

/** A rules test environment on the project's firestore.rules, against the running emulator. */
export function firestoreRulesEnv(): Promise<RulesTestEnvironment> {
  return initializeTestEnvironment({
    projectId: PROJECT_ID,
    firestore: { ...firestoreEmulator, rules: readRules('firestore.rules') },
  });
}
