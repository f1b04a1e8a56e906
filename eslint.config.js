// One lint configuration for the whole monorepo. Besides code quality it enforces the architecture:
// imports run one way between workspaces (architecture §1) and between the portal's layers and
// features and between the server's modules, Jotai is reached only through the portal's wrapper, and JSX
// carries no literal text.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import formatjs from 'eslint-plugin-formatjs';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import react from 'eslint-plugin-react';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const portalFeatures = readdirSync(new URL('./apps/portal/src/features', import.meta.url));

/** Workspaces and the @acervo packages each may import (ui and contract import none of ours). */
const workspaceImports = {
  'packages/ui': [],
  'packages/contract': [],
  'apps/portal': ['@acervo/ui', '@acervo/contract'],
  'apps/server': ['@acervo/contract'],
};
const ourPackages = ['@acervo/ui', '@acervo/contract', '@acervo/portal', '@acervo/server'];

/**
 * The server's modules and the other modules each may import. Shared building blocks sit low
 * (institution, access, patron-standing, catalogue, libraries); a module that needs another's data
 * reaches it through the one listed here, never in a circle. A module missing from this map may
 * import none.
 */
const serverModuleImports = {
  access: [],
  alerts: ['access', 'auth'],
  auth: ['institution'],
  authorities: ['titles'],
  basket: ['access', 'auth', 'titles'],
  'calendar-feed': ['auth', 'holds', 'institution', 'loans'],
  catalogue: [],
  copies: [],
  clearance: ['access', 'auth', 'institution', 'patron-standing'],
  comments: ['auth', 'titles'],
  databases: ['access', 'auth', 'institution'],
  holds: ['access', 'auth', 'copies', 'patron-standing'],
  institution: [],
  'interest-profiles': ['auth', 'libraries'],
  kardex: [],
  libraries: ['auth'],
  loans: ['access', 'auth', 'holds', 'patron-standing'],
  network: [],
  parameters: ['auth', 'institution'],
  'patron-standing': [],
  people: ['access', 'auth', 'institution', 'providers'],
  providers: ['auth', 'institution'],
  requests: ['access', 'auth', 'copies', 'libraries', 'patron-standing'],
  search: ['catalogue'],
  'search-index': ['search'],
  'status-changes': ['alerts', 'requests', 'storage-requests', 'suggestions'],
  'storage-requests': ['access', 'alerts', 'auth'],
  suggestions: ['access', 'auth'],
  support: ['auth'],
  'teaching-plans': ['libraries'],
  titles: ['auth', 'catalogue'],
};
// The map itself must be free of circles: a dependency added both ways stops the lint run.
(function refuseCircles(graph) {
  const done = new Set();
  const visit = (module, path) => {
    if (path.includes(module))
      throw new Error(`serverModuleImports has a circle: ${[...path, module].join(' → ')}`);
    if (done.has(module)) return;
    for (const next of graph[module] ?? []) visit(next, [...path, module]);
    done.add(module);
  };
  Object.keys(graph).forEach((module) => visit(module, []));
})(serverModuleImports);
const serverModules = readdirSync(new URL('./apps/server/src/modules', import.meta.url));
/** The server's infrastructure, which every module uses and which knows no module. */
const serverInfrastructure = ['db', 'http', 'i18n', 'mail', 'text', 'time', 'catalogue-import'];

const tests = ['**/*.test.{ts,tsx}', '**/test/**', '**/testing/**', '**/*.stories.tsx', 'e2e/**'];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/storybook-static/**',
      '**/node_modules/**',
      '**/.turbo/**',
      '**/coverage/**',
      'test-results/**',
      'playwright-report/**',
      'data/**',
      '.storybook/public/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'import-x': importX },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'import-x/no-duplicates': 'error',
      'import-x/first': 'error',
      eqeqeq: ['error', 'smart'],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['**/*.tsx'],
    ...react.configs.flat.recommended,
    ...react.configs.flat['jsx-runtime'],
    settings: { react: { version: '19.3' } },
  },
  reactHooks.configs.flat['recommended-latest'] ?? reactHooks.configs['recommended-latest'],
  jsxA11y.flatConfigs.recommended,
  ...storybook.configs['flat/recommended'],

  // One-way imports between workspaces.
  ...Object.entries(workspaceImports).map(([workspace, allowed]) => ({
    files: [`${workspace}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ourPackages
            .filter((name) => !allowed.includes(name))
            .map((name) => ({ name, message: `${workspace} must not depend on ${name} (architecture §1).` })),
          patterns: [
            {
              group: ['**/packages/*/src/**', '**/apps/*/src/**', '../../packages/**', '../../apps/**'],
              message: 'Import another workspace by its package name, never by path.',
            },
            ...(workspace === 'apps/portal'
              ? [{ group: ['jotai', 'jotai/*'], message: 'Import Jotai from src/lib/jotai.ts.' }]
              : []),
          ],
        },
      ],
    },
  })),
  {
    files: ['apps/portal/src/lib/jotai.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },

  // Inside the portal: lib <- features <- app, and no feature imports another.
  {
    files: ['apps/portal/src/**/*.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: import.meta.dirname,
          zones: [
            {
              target: './apps/portal/src/lib',
              from: ['./apps/portal/src/features', './apps/portal/src/app'],
              message: 'lib is shared by every feature; it must not reach into features or the app.',
            },
            {
              target: './apps/portal/src/features',
              from: './apps/portal/src/app',
              message: 'Features are composed by app/, never the other way round.',
            },
            ...portalFeatures.map((feature) => ({
              target: `./apps/portal/src/features/${feature}`,
              from: './apps/portal/src/features',
              except: [`./${feature}`],
              message: 'Features never import each other: compose them in app/ or share through lib/.',
            })),
          ],
        },
      ],
    },
  },

  // Inside the server: infrastructure knows no module, and modules import only the ones listed.
  {
    files: ['apps/server/src/**/*.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: import.meta.dirname,
          zones: [
            {
              target: [...serverInfrastructure, 'config.ts'].map((dir) => `./apps/server/src/${dir}`),
              from: './apps/server/src/modules',
              message: 'Infrastructure is shared by every module; it must not reach into modules.',
            },
            ...serverModules.map((module) => ({
              target: `./apps/server/src/modules/${module}`,
              from: './apps/server/src/modules',
              except: [module, ...(serverModuleImports[module] ?? [])].map((allowed) => `./${allowed}`),
              message: `The ${module} module may import only ${(serverModuleImports[module] ?? []).join(', ') || 'no other module'} (serverModuleImports in eslint.config.js); a new dependency goes there, and never in a circle.`,
            })),
          ],
        },
      ],
    },
  },

  // Every user-facing string goes through react-intl (portal) or props and the ui dictionary (ui).
  {
    files: ['apps/portal/src/**/*.tsx', 'packages/ui/src/**/*.tsx'],
    ignores: tests,
    plugins: { formatjs },
    rules: {
      'formatjs/no-literal-string-in-jsx': [
        'error',
        { props: { include: [['*', '{aria-label,aria-description,title,alt,placeholder,label}']] } },
      ],
      'formatjs/enforce-placeholders': 'error',
      'formatjs/no-invalid-icu': 'error',
    },
  },
  {
    files: [...tests, '**/scripts/**', '**/bench/**'],
    rules: { 'no-console': 'off' },
  },
);
