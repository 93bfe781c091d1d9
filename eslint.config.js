import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import drizzle from 'eslint-plugin-drizzle';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'apps/server/src/db/migrations/**',
      'test-results/**',
      '**/*.config.js',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ['vitest.config.ts', 'playwright.config.ts'] },
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      // Fastify plugins are async by contract even when they only register routes.
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // Tests read inject()/fetch JSON bodies (typed any) and assert on them with expect(), which
    // checks at run time; requiring a schema per assertion would add noise, not safety.
    files: ['**/*.test.ts', '**/*.test.tsx', 'e2e/**/*.ts', 'apps/server/test/**/*.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    // ADR 019: e2e specs run on @playwright/test and start from its fixtures (e2e/support/fixtures.ts):
    // test and expect come from there, never from Vitest or a hand-launched playwright-core browser.
    files: ['e2e/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'vitest',
              message: "e2e runs on Playwright: import { test, expect } from './support/fixtures.ts'.",
            },
            {
              name: 'playwright-core',
              message:
                "Use '@playwright/test' types and the fixtures (browser, page, openPage), not a launched browser.",
            },
          ],
        },
      ],
    },
  },
  {
    // STYLE 7: no delete or update without where.
    files: ['apps/server/**/*.ts'],
    plugins: { drizzle },
    rules: {
      'drizzle/enforce-delete-with-where': ['error', { drizzleObjectName: ['db', 'tx'] }],
      'drizzle/enforce-update-with-where': ['error', { drizzleObjectName: ['db', 'tx'] }],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // Issue 14: accessible markup held by lint as well as by the axe checks in e2e.
    files: ['apps/web/src/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      // autoFocus is used only on MUI components, and only where focus should move: into a dialog
      // as it opens (the WAI-ARIA dialog pattern: focus goes to the first field or the action) and
      // onto the one field of a single-purpose step (the OTP code, the admin sign-in). A plain
      // DOM element that steals focus is still an error.
      'jsx-a11y/no-autofocus': ['error', { ignoreNonDOM: true }],
    },
  },
  {
    // Issue 14 (bulletproof-react): no import cycles in the web app, whose '@/' alias is resolved
    // through its tsconfig. Code flows shared -> features -> app; a cycle is a layer out of place.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.js'],
          tsconfig: { configFile: `${import.meta.dirname}/apps/web/tsconfig.json` },
        }),
      ],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // STYLE 1: features never import each other, nor the app that composes them; they meet in app/.
    files: ['apps/web/src/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@/features/**', '**/features/**'], message: 'Features do not import each other.' },
            {
              group: ['@/app', '@/app/**', '**/src/app/**'],
              message: 'Features do not import app/; app/ imports them.',
            },
          ],
        },
      ],
    },
  },
  {
    // Issue 14 (bulletproof-react): shared code (lib/, components/, config/) sits below features
    // and app, so it imports neither.
    files: ['apps/web/src/{lib,components,config}/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/features', '@/features/**', '@/app', '@/app/**', '**/features/**', '**/src/app/**'],
              message: 'Shared code (lib/, components/, config/) imports neither features nor app.',
            },
          ],
        },
      ],
    },
  },
  {
    // STYLE 3 and issue 14: a route file parses, authorises, calls one named use case and returns.
    // SQL lives in the module's repository and rules, transactions and audit writes in its service,
    // so a route file never reaches for Drizzle, the schema or the database client.
    files: ['apps/server/src/**/*.routes.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['drizzle-orm', 'drizzle-orm/*'],
              message: 'Queries belong in the module repository (*.repository.ts), not in a route file.',
            },
            {
              group: [
                '**/db/schema',
                '**/db/schema/**',
                '**/db/schema.ts',
                '**/db/client',
                '**/db/client.ts',
              ],
              message: 'Tables and the client belong in the repository; call a named service function.',
            },
          ],
        },
      ],
    },
  },
  {
    // Issue 14: only repositories (*.repository.ts) and db/ itself (client, migrate, seed, schema,
    // migrations) touch the database. Everything else in the server (services, use case and rule
    // files, plugins, lib) calls named repository functions, so it may not import drizzle-orm or
    // the db/schema tables, not even for a type (a row type is exported by its repository, e.g.
    // UserRow, ConsentRow, LenderInsert): a drizzle type or a table outside a repository is the
    // first step to building a query there. One exception is allowed: `import type` of the
    // Database handle from db/client, because services open transactions (rules and transactions
    // live in services) and hand the database or the transaction to repositories; the type alone
    // builds no query, since every query needs a table or a drizzle-orm operator.
    files: ['apps/server/src/**/*.ts'],
    ignores: [
      '**/*.repository.ts',
      'apps/server/src/db/**',
      '**/*.test.ts',
      // Exception: process start is where the database is opened (openDatabase), migrated and
      // seeded before the app is built; nothing else in the server opens one.
      'apps/server/src/bootstrap.ts',
      // Exception: the erasure registry is the erasure's SQL, one entry per table holding personal
      // data with the query that erases it. It keeps the registry's name because its test and
      // docs (ARCHITECTURE.md, security.md, deployment.md) send every new table's author there;
      // erasure.service.ts calls it as it would a repository.
      'apps/server/src/modules/erasure/personal-data-registry.ts',
      'apps/server/src/modules/erasure/registry-shared-tables.ts',
      'apps/server/src/modules/erasure/registry-types.ts',
    ],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['drizzle-orm', 'drizzle-orm/*'],
              message:
                'Queries belong in the module repository (*.repository.ts); call a named function there.',
            },
            {
              group: ['**/db/schema', '**/db/schema/**', '**/db/schema.ts'],
              message: 'Tables belong in the repository; import a row type or a named function from it.',
            },
            {
              group: ['**/db/client', '**/db/client.ts'],
              allowTypeImports: true,
              message: 'Only the Database type may be imported outside a repository (import type).',
            },
          ],
        },
      ],
    },
  },
  {
    // Issue 16: after a write the web reads again through lib/query-refresh.ts, which drops a read
    // sent before the write; invalidateQueries alone would keep its answer as the fresh one.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/lib/query-refresh.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        {
          property: 'invalidateQueries',
          message: 'Use refreshAfterWrite (lib/query-refresh.ts): it cancels reads sent before the write.',
        },
      ],
    },
  },
  {
    // Issue 14: components and route screens show data; requests live in a feature's api/ files
    // (STYLE 2, one endpoint one file) through lib/api-client. Tests are left out: they stub fetch
    // to stand in for the server, which is what they are for.
    files: ['apps/web/src/**/components/**/*.{ts,tsx}', 'apps/web/src/app/routes/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-globals': [
        'error',
        { name: 'fetch', message: "Call the API from the feature's api/ file, not from a component." },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "CallExpression[callee.type='MemberExpression'][callee.property.name='fetch'][callee.object.name=/^(window|globalThis|self)$/]",
          message: "Call the API from the feature's api/ file, not from a component.",
        },
      ],
    },
  },
);
