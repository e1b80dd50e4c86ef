// @ts-check
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Imports flow one way: app → machines / design-system → openapi clients (docs/architecture.md).
 * Each layer lists what it must never import.
 * @param {string[]} files
 * @param {unknown[]} patterns
 * @param {import('eslint').Linter.RulesRecord} [extra]
 * @returns {import('eslint').Linter.Config}
 */
const layer = (files, patterns, extra = {}) => ({
  files,
  rules: {
    'no-restricted-imports': ['error', { patterns }],
    ...extra,
  },
});

/**
 * What a service's code never imports: the front end, or another service.
 * @param {string} service
 */
const serviceBounds = (service) => [
  fromApp('app'),
  fromApp('machines'),
  fromApp('design-system'),
  ...['auth', 'product', 'search']
    .filter((other) => other !== service)
    .map((other) => ({
      group: [`**/services/${other}/**`, `../${other}/**`, `../../${other}/**`],
      message: `A service never imports another (here ${other}); what they share lives in server/services/catalogue.`,
    })),
];

/** @param {string} dir */
const fromApp = (dir) => ({ group: [`**/${dir}`, `**/${dir}/**`], message: `Only app/ may import ${dir}/.` });
const noReact = { group: ['react', 'react-dom', 'react/*', 'react-dom/*', '@xstate/react'], message: 'Machines never import React.' };
const noServer = { group: ['**/server', '**/server/**', '!react-dom/server'], message: 'The front end reaches the server only through the openapi clients.' };
const neverFetch = 'Design-system components never fetch; they receive data as props.';
const noFetchClient = [
  { group: ['openapi-fetch'], message: neverFetch },
  { regex: '(^|/)openapi(/(?!generated/).*)?$', message: neverFetch },
];
// The spec's types are the product's shape: the design system may name them, and import nothing else from openapi/generated.
const onlySpecTypes = {
  group: ['**/openapi/generated/**'],
  allowTypeImports: true,
  message: 'The design system takes only types from openapi/generated (`import type`).',
};
/** @type {import('eslint').Linter.RuleEntry} */
const noFetchGlobal = [
  'error',
  { name: 'fetch', message: 'Design-system components never fetch.' },
  { name: 'XMLHttpRequest', message: 'Design-system components never fetch.' },
];

export default tseslint.config(
  { ignores: ['node_modules', 'dist', 'data', 'storybook-static', 'openapi/generated', 'coverage', 'test-results'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  layer(['openapi/**'], [fromApp('app'), fromApp('machines'), fromApp('design-system'), noServer]),
  layer(['machines/**'], [noReact, fromApp('app'), fromApp('design-system'), noServer]),
  layer(['design-system/**'], [...noFetchClient, onlySpecTypes, fromApp('app'), fromApp('machines'), noServer], {
    'no-restricted-globals': noFetchGlobal,
  }),
  layer(['app/**'], [noServer]),
  // A route folder is one feature: it may use app/runtime, the shell, the shared messages and the layers below, never another route folder.
  {
    files: ['app/routes/*/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            noServer,
            { regex: '^\\.\\./(?!\\.\\./)', message: 'A route folder never imports another route folder; move what both need to app/runtime.' },
            { regex: '(^|/)routes/', message: 'A route folder never imports another route folder; move what both need to app/runtime.' },
          ],
        },
      ],
    },
  },
  layer(['server/**'], [fromApp('app'), fromApp('machines'), fromApp('design-system')]),
  // The front end's server side writes each public page's head with the app's own DOM-free modules (decision 032).
  layer(
    ['server/frontend/**'],
    [
      { regex: '(^|/)app/(?!head/[\\w-]+$|app-paths$)', message: 'server/frontend/ takes from app/ only its heads (app/head/) and its addresses.' },
      { regex: '(^|/)machines/(?!search/search-criteria$)', message: 'server/frontend/ takes from machines/ only how a search address reads.' },
      {
        regex: '(^|/)design-system/(?!tokens/light-theme-values$)',
        message: 'server/frontend/ takes from design-system/ only the colours its preview images are drawn in.',
      },
      {
        regex: '(^|/)services/',
        message: 'server/frontend/ reads the catalogue through CatalogueReads (server/frontend/catalogue-reads.ts), never from a service.',
      },
    ],
  ),
  // What the server takes from the app runs in Node: no React, no components.
  layer(
    ['app/head/**', 'app/app-paths.ts'],
    [
      noServer,
      noReact,
      fromApp('design-system'),
      { group: ['**/runtime/**', '**/routes/**', '**/shell/**'], message: 'app/head/ stays DOM-free and React-free: the server writes heads with it.' },
    ],
  ),
  // The services share what they know of products through services/catalogue, and never import each other.
  ...['auth', 'product', 'search', 'catalogue'].map((service) => layer([`server/services/${service}/**`], serviceBounds(service))),
  // The search engine is data structures and queries: its lifecycle (loading, the feed, snapshots) lives in search/lifecycle/.
  layer(
    ['server/services/search/engine/**'],
    [
      ...serviceBounds('search'),
      {
        group: ['kysely', 'pg', 'node:fs', 'node:fs/*', 'node:timers', 'node:timers/*', '**/db/**', '**/lifecycle/**', '**/feed/**'],
        message: 'The search engine holds no database, file or timer; its lifecycle lives in server/services/search/lifecycle/.',
      },
    ],
    {
      'no-restricted-globals': [
        'error',
        { name: 'setTimeout', message: 'The search engine holds no timer.' },
        { name: 'setInterval', message: 'The search engine holds no timer.' },
        { name: 'setImmediate', message: 'The search engine holds no timer.' },
      ],
    },
  ),
  {
    files: ['server/**', 'openapi/scripts/**', 'scripts/**', 'bench/**', 'e2e/**', 'contracts/**', '**/*.test.ts', '**/*.test.tsx'],
    rules: { 'no-console': 'off' },
  },
);
