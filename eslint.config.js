import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const firebaseOnlyInApi = {
  // The SDK packages only (firebase, firebase/*, @firebase/*), not project paths with "firebase" in them.
  regex: '^(firebase|@firebase)(/|$)',
  message: 'Firebase SDK calls live only in src/lib/firebase/** and src/features/*/api/**.',
};
const rawReduxHooks = {
  name: 'react-redux',
  importNames: ['useSelector', 'useDispatch'],
  message: 'Use useAppSelector / useAppDispatch from @/app/hooks.',
};
const sharedMustNotImportUp = {
  group: ['@/features/*', '@/app/*'],
  message: 'Shared code (components, lib, config) must not import from features or app.',
};
const featuresMustNotImportApp = {
  group: ['@/app/*', '!@/app/hooks', '!@/app/store'],
  message: 'Features may use @/app/hooks and @/app/store only.',
};

export default tseslint.config(
  {
    ignores: [
      'dist',
      'node_modules',
      '.cache',
      'coverage',
      'test-results',
      'playwright-report',
      'bench',
      'public',
    ],
  },
  {
    files: ['**/*.{ts,tsx}'],
    extends: [js.configs.recommended, ...tseslint.configs.strictTypeChecked],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.browser },
    },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      // Loaders throw router responses (redirect(), data()) by design.
      '@typescript-eslint/only-throw-error': [
        'error',
        {
          allow: [
            { from: 'lib', name: 'Response' },
            { from: 'package', package: 'react-router', name: 'DataWithResponseInit' },
          ],
        },
      ],
      'no-restricted-imports': ['error', { paths: [rawReduxHooks], patterns: [firebaseOnlyInApi] }],
    },
  },
  {
    files: ['src/lib/firebase/**', 'src/features/*/api/**', 'tests/**'],
    rules: { 'no-restricted-imports': ['error', { paths: [rawReduxHooks] }] },
  },
  {
    files: ['src/components/**', 'src/lib/**', 'src/config/**'],
    ignores: ['src/lib/firebase/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [rawReduxHooks], patterns: [firebaseOnlyInApi, sharedMustNotImportUp] },
      ],
    },
  },
  {
    files: ['src/lib/firebase/**'],
    rules: {
      'no-restricted-imports': ['error', { paths: [rawReduxHooks], patterns: [sharedMustNotImportUp] }],
    },
  },
  {
    files: ['src/features/**'],
    ignores: ['src/features/*/api/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [rawReduxHooks], patterns: [firebaseOnlyInApi, featuresMustNotImportApp] },
      ],
    },
  },
  {
    files: ['src/features/*/api/**'],
    rules: {
      'no-restricted-imports': ['error', { paths: [rawReduxHooks], patterns: [featuresMustNotImportApp] }],
    },
  },
  {
    files: ['src/app/hooks.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['**/*.{js,mjs}'],
    extends: [js.configs.recommended],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['src/**/*.test.{ts,tsx}', 'tests/**', 'e2e/**', 'src/testing/**'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // rules-unit-testing hands out the compat Firestore, which the modular functions accept at run time.
    files: ['tests/**'],
    rules: { '@typescript-eslint/no-unsafe-class-instance-assignment': 'off' },
  },
  prettier,
);
