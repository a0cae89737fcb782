import js from '@eslint/js';
import globals from 'globals';
import boundaries from 'eslint-plugin-boundaries';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/** What every web part may import: the shared web layers, contracts and domain (decision 0013). */
const WEB_SHARED = ['web-components', 'web-lib', 'web-i18n', 'contract', 'domain'];

// What no domain module may import: the rules shared by server and browser do no I/O and draw
// nothing (DESIGN §1).
const DOMAIN_PURE = {
  group: [
    'node:*',
    'react',
    'react-dom',
    'fastify',
    '@fastify/*',
    'drizzle-orm*',
    '../server/*',
    '../web/*',
  ],
};

export default tseslint.config(
  {
    ignores: ['dist/', 'data/', 'node_modules/', 'drizzle/', 'test-results/', 'playwright-report/'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error', 'log'] }],
    },
  },
  {
    // No import circles anywhere (issue 25): a module may not import one that leads back to it,
    // lazily or not (a lazy import back still ties the two chunks' modules into one knot). Type-only
    // imports are erased and do not count. src/no-cycle.test.ts proves the rule is on.
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { 'import-x': importX },
    settings: {
      // The plugin's TypeScript settings (which files it reads, with which parser), with the
      // resolver that knows the @/ alias.
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver': undefined,
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'tsconfig.json' })],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // Shared rules stay pure: no I/O, no React, no Fastify (DESIGN §1).
    files: ['src/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [DOMAIN_PURE] }],
      // Each name has one import path (decision 0039): no module passes on another's exports.
      'no-restricted-syntax': [
        'error',
        {
          selector: 'ExportAllDeclaration',
          message: 'Import the names from the module that declares them (decision 0039).',
        },
      ],
    },
  },
  {
    // What may pull zod (decision 0039): in src/domain only a *.schema.ts module imports zod or
    // another *.schema module; the rest stay zod-free, so a screen can take their values without
    // bringing zod to its first load (0029). Types may come from anywhere (they are erased). Tests
    // are not shipped and may use schemas. src/fences.test.ts proves the rule is on.
    files: ['src/domain/**/*.ts'],
    ignores: ['src/domain/**/*.schema.ts', 'src/domain/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            DOMAIN_PURE,
            {
              group: ['zod', 'zod/*', '*.schema', '**/*.schema'],
              allowTypeImports: true,
              message:
                'Only a *.schema.ts module takes zod or schemas as values (decision 0039): move the schema there, or import a type.',
            },
          ],
        },
      ],
    },
  },
  {
    // The browser talks to the server only over HTTP.
    files: ['src/web/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['**/server/**', 'node:*'] }],
    },
  },
  {
    // Fences (DESIGN §9; docs/decisions/0013): what each part of the code may import. Tests and
    // their support code are outside the fences.
    files: ['src/**/*.{ts,tsx}'],
    ignores: [
      '**/*.test.ts',
      'src/server/test-support/**',
      'src/test-support/**',
      '**/*-test-helpers.ts',
    ],
    plugins: { boundaries },
    settings: {
      'import/resolver': { typescript: { project: 'tsconfig.json' } },
      'boundaries/include': ['src/**/*'],
      'boundaries/elements': [
        { type: 'domain', pattern: 'src/domain', mode: 'folder' },
        { type: 'contract', pattern: 'src/contract', mode: 'folder' },
        { type: 'web-app', pattern: 'src/web/app', mode: 'folder' },
        {
          type: 'web-feature',
          pattern: 'src/web/features/*',
          mode: 'folder',
          capture: ['feature'],
        },
        // The admin console's shared pieces (list frame, toolbar, pager, failure hook, ...): what
        // its tabs, each a feature of its own, have in common (decision 0038).
        { type: 'web-console', pattern: 'src/web/console', mode: 'folder' },
        { type: 'web-components', pattern: 'src/web/components', mode: 'folder' },
        { type: 'web-lib', pattern: 'src/web/lib', mode: 'folder' },
        { type: 'web-i18n', pattern: 'src/web/i18n', mode: 'folder' },
        { type: 'web-entry', pattern: 'src/web/*.tsx', mode: 'file' },
        {
          type: 'server-feature-api',
          pattern: 'src/server/features/*/index.ts',
          mode: 'file',
          capture: ['feature'],
        },
        {
          // A feature's route plugins: registered by the app only, never re-exported by the
          // feature's index (another feature using it would load its routes: an import circle).
          type: 'server-feature-routes',
          pattern: 'src/server/features/*/{routes,admin-routes}.ts',
          mode: 'file',
          capture: ['feature'],
        },
        {
          type: 'server-feature',
          pattern: 'src/server/features/*',
          mode: 'folder',
          capture: ['feature'],
        },
        { type: 'server-platform', pattern: 'src/server/platform', mode: 'folder' },
        { type: 'server-db', pattern: 'src/server/db', mode: 'folder' },
        { type: 'server-app', pattern: 'src/server/*.ts', mode: 'file' },
        { type: 'server-app', pattern: 'src/server/cli', mode: 'folder' },
      ],
    },
    rules: {
      'boundaries/element-types': [
        'error',
        {
          default: 'disallow',
          rules: [
            { from: ['domain'], allow: ['domain'] },
            { from: ['contract'], allow: ['contract', 'domain'] },
            { from: ['web-i18n'], allow: ['web-i18n', 'contract', 'domain'] },
            { from: ['web-lib'], allow: ['web-lib', 'web-i18n', 'contract', 'domain'] },
            { from: ['web-components'], allow: WEB_SHARED },
            { from: ['web-console'], allow: ['web-console', ...WEB_SHARED] },
            {
              from: ['web-feature'],
              allow: [
                ['web-feature', { feature: '${from.feature}' }],
                'web-console',
                ...WEB_SHARED,
              ],
            },
            // Only app/ composes the console's tabs with its shared pieces; the entry files do not.
            { from: ['web-app'], allow: ['web-app', 'web-feature', 'web-console', ...WEB_SHARED] },
            { from: ['web-entry'], allow: ['web-app', 'web-feature', ...WEB_SHARED] },
            { from: ['server-db'], allow: ['server-db', 'domain'] },
            {
              from: ['server-platform'],
              allow: ['server-platform', 'server-db', 'contract', 'domain'],
            },
            {
              from: ['server-feature', 'server-feature-api', 'server-feature-routes'],
              allow: [
                ['server-feature', { feature: '${from.feature}' }],
                ['server-feature-api', { feature: '${from.feature}' }],
                'server-feature-api',
                'server-platform',
                'server-db',
                'contract',
                'domain',
              ],
            },
            {
              from: ['server-app'],
              allow: [
                'server-app',
                'server-feature-api',
                'server-feature-routes',
                'server-platform',
                'server-db',
                'contract',
                'domain',
              ],
            },
          ],
        },
      ],
    },
  },
);
