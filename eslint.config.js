import js from '@eslint/js';
import globals from 'globals';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import checkFile from 'eslint-plugin-check-file';
import importX from 'eslint-plugin-import-x';
import playwright from 'eslint-plugin-playwright';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { layerZones } from './eslint-layers.js';
import { SERVER_CODE_FILES, ROUTE_RESTRICTED_IMPORTS, ROUTE_ZONES } from './eslint-server-zones.js';

const root = import.meta.dirname;

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'web/public/mockServiceWorker.js',
      '**/test-results/**',
      '**/playwright-report/**',
      'data/**',
      '**/data/**/*.js',
    ],
  },
  js.configs.recommended,
  {
    files: ['scripts/**/*.{js,mjs}', '*.js'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['web/public/**/*.js'],
    languageOptions: { globals: { ...globals.browser } },
  },
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // Layers of the web app (see eslint-layers.js): zones built from the folder listing.
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: `${root}/web/tsconfig.json` }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: layerZones(root) }],
      // Only the project's own modules are followed; a long chain is cut off to keep lint fast.
      'import-x/no-cycle': ['error', { ignoreExternal: true, maxDepth: 12 }],
    },
  },
  {
    // The server's routes are a schema plus calls, and no server file outside the data layer
    // uses the ORM or the database schema (see eslint-server-zones.js).
    files: SERVER_CODE_FILES,
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: `${root}/server/tsconfig.json` }),
      ],
    },
    rules: {
      'no-restricted-imports': ['error', ROUTE_RESTRICTED_IMPORTS],
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: ROUTE_ZONES }],
    },
  },
  {
    // Shell state reaches features through lib/store/layout-selectors.ts, not the store's keys.
    files: ['web/src/features/**/*.{ts,tsx}'],
    ignores: ['web/src/features/layout-settings/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[property.name='layout'][object.type='Identifier']",
          message:
            "Read the shell's layout settings with the selectors of @/lib/store/layout-selectors.",
        },
      ],
    },
  },
  {
    // A feature's sidebar or side panel is components/app-sidebar.tsx or side-panel.tsx, not a
    // copy of their drawer markup.
    files: ['web/src/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-bootstrap/Offcanvas',
              message:
                'Use AppSidebar (@/components/app-sidebar) or SidePanel (@/components/side-panel).',
            },
          ],
        },
      ],
    },
  },
  {
    // Browser tests wait for what they need, never a fixed time, and find elements by role,
    // label or test id (e2e/README.md). A raw locator is a CSS selector: flagged as an error.
    files: ['e2e/**/*.ts'],
    plugins: { playwright },
    rules: {
      'playwright/no-wait-for-timeout': 'error',
      'playwright/no-page-pause': 'error',
      'playwright/no-focused-test': 'error',
      'playwright/missing-playwright-await': 'error',
      // Allowed: the document element (its theme, direction and language have no role query).
      // An element's busy state is found through e2e/busy.ts, the one exception, commented.
      'playwright/no-raw-locators': ['error', { allowed: ['html'] }],
    },
  },
  {
    // One accessibility helper, e2e/axe.ts: a spec does not build its own axe run.
    files: ['e2e/specs/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@axe-core/playwright',
              message: 'Use seriousAxeViolations or axeViolations from e2e/axe.ts.',
            },
          ],
        },
      ],
    },
  },
  {
    // Kebab-case file and folder names ("*.test.ts", "*.d.ts": the part before the first dot).
    files: [
      'web/src/**/*.{ts,tsx,js}',
      'server/src/**/*.{ts,js}',
      'common/src/**/*.ts',
      'e2e/**/*.ts',
    ],
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{ts,tsx,js}': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': ['error', { '**/': 'KEBAB_CASE' }],
    },
  },
);
