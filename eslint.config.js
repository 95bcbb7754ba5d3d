import fs from 'node:fs';
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
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

/**
 * Imports flow shared (components, lib, config) → features → app. A feature uses shared code
 * and @/app/hooks / @/app/store, never another feature: what two features need goes down to
 * shared code, and app/ composes them. Zones work on resolved files, so '@/…' and '../…' alike.
 */
const features = fs.readdirSync(new URL('./src/features', import.meta.url));
/** Cross-feature imports that remain until their code moves down to shared code. */
const crossFeatureStill = {
  // Emptying the cart after an order, and the cart's offline message, until the order route
  // action composes cart and checkout in app/.
  checkout: ['./cart/cart-thunks.ts', './cart/messages.ts'],
};
/**
 * The admin area (features admin-*) is one lazily loaded subtree behind requireAdmin: its pages
 * share its shell, live lists and data layer, so they may import each other. The shopper
 * features and the admin area never import each other.
 */
const adminArea = features.filter((feature) => feature.startsWith('admin-'));
const allowedFrom = (feature) => [
  ...(crossFeatureStill[feature] ?? []),
  ...(feature.startsWith('admin-')
    ? adminArea.filter((admin) => admin !== feature).map((admin) => `./${admin}`)
    : []),
];
const importZones = [
  {
    target: ['./src/components', './src/lib', './src/config'],
    from: ['./src/features', './src/app'],
    message: 'Shared code (components, lib, config) must not import from features or app.',
  },
  {
    target: './src/features',
    from: './src/app',
    except: ['./hooks.ts', './store.ts'],
    message: 'Features may use @/app/hooks and @/app/store only.',
  },
];
const crossFeatureZones = features.map((feature) => ({
  target: `./src/features/${feature}`,
  from: './src/features',
  except: [`./${feature}`, ...allowedFrom(feature)],
  message: 'Features do not import each other: move what both need to shared code, or compose in app/.',
}));

/**
 * Shopper pages speak the page's language: a messages module's text (`m.title`,
 * `catalogMessages.loadMore`) or an English literal rendered as it is shows in English on /hi
 * pages, since only t() and translate() (src/i18n) look it up in the page's catalogue. These
 * selectors find such text where it is rendered: a JSX child (alone, or as a branch of `?:`, `&&`,
 * `||`), JSX text, and the attributes a shopper hears or reads (aria-label, title, placeholder,
 * alt). Components that translate a prop themselves (FormField's label) take it as it is.
 */
const messagesObject = '/^(m|[a-zA-Z]+Messages)$/';
const englishWord = '/[a-z]{2}/';
const shopperTextAt = [
  ':matches(JSXElement, JSXFragment) > JSXExpressionContainer',
  'JSXAttribute[name.name=/^(aria-label|title|placeholder|alt)$/] > JSXExpressionContainer',
];
const untranslatedText = shopperTextAt
  .flatMap((at) => [
    `${at} > MemberExpression[object.name=${messagesObject}]`,
    `${at} > MemberExpression[object.object.name=${messagesObject}]`,
    `${at} > :matches(ConditionalExpression, LogicalExpression) > MemberExpression[object.name=${messagesObject}]`,
    `${at} > :matches(ConditionalExpression, LogicalExpression) > Literal[value=${englishWord}]`,
    `${at} > Literal[value=${englishWord}]`,
    `${at} > TemplateLiteral > TemplateElement[value.raw=${englishWord}]`,
  ])
  .concat([
    `JSXText[value=${englishWord}]`,
    `JSXAttribute[name.name=/^(aria-label|title|placeholder|alt)$/] > Literal[value=${englishWord}]`,
  ])
  .map((selector) => ({
    selector,
    message: 'Shopper text goes through t() or translate() (@/i18n), else /hi pages show it in English.',
  }));
/** The admin area stays English (its staff's language), and tests assert texts as they are. */
const notShopperCode = [
  'src/**/*.test.tsx',
  'src/testing/**',
  'src/features/admin-*/**',
  'src/app/routes/admin/**',
  'src/app/routes/admin-login.tsx',
  'src/components/layouts/admin-shell.tsx',
  'src/features/session/components/admin-login-form.tsx',
];

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
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // Parses the imported .ts/.tsx files too (no-cycle follows them) and resolves '@/'.
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': [
        'error',
        { basePath: import.meta.dirname, zones: [...importZones, ...crossFeatureZones] },
      ],
    },
  },
  {
    // Tests compose features as app/ does (a session test renders the cart's link).
    files: ['src/**/*.test.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: importZones }],
    },
  },
  {
    files: ['src/**/*.tsx'],
    ignores: notShopperCode,
    rules: { 'no-restricted-syntax': ['error', ...untranslatedText] },
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
    // Every spec runs under the Content-Security-Policy watch of e2e/support/test.ts.
    files: ['e2e/**/*.spec.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              importNames: ['test'],
              message:
                "Import test from './support/test': it fails a test on Content-Security-Policy violations.",
            },
          ],
        },
      ],
    },
  },
  {
    // rules-unit-testing hands out the compat Firestore, which the modular functions accept at run time.
    files: ['tests/**'],
    rules: { '@typescript-eslint/no-unsafe-class-instance-assignment': 'off' },
  },
  prettier,
);
