import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import react from 'eslint-plugin-react';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import testingLibrary from 'eslint-plugin-testing-library';
import globals from 'globals';
import boundaries from 'eslint-plugin-boundaries';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

/**
 * The layers (docs/architecture.md): the app composes; the shared layer holds what features share;
 * a feature may use the shared layer and itself, never another feature; the shared layer never
 * reaches up into a feature or the app; product code never imports mocks/, which may import only
 * the shared domain (types and schemas). Tests and the test harness may also use the mocks and the
 * harness.
 */
const LAYERS = [
  { type: 'domain', pattern: 'src/shared/domain/**', partialMatch: false },
  { type: 'shared', pattern: 'src/shared/**', partialMatch: false },
  { type: 'feature', pattern: 'src/features/*', capture: ['feature'] },
  { type: 'harness', pattern: 'src/test/**', partialMatch: false },
  { type: 'app', pattern: ['src/app/**', 'src/*.{ts,tsx}'], partialMatch: false },
  { type: 'mocks', pattern: 'mocks/**', partialMatch: false },
];
const element = (type, extra = {}) => ({ to: { element: { type, ...extra } } });
const sameFeature = element('feature', {
  captured: { feature: '{{ from.element.captured.feature }}' },
});
const layerPolicies = (forTests) => [
  {
    from: { element: { type: 'app' } },
    allow: [element('app'), element('shared'), element('domain'), element('feature')],
  },
  {
    from: { element: { type: 'feature' } },
    allow: [element('shared'), element('domain'), sameFeature],
  },
  { from: { element: { type: 'shared' } }, allow: [element('shared'), element('domain')] },
  { from: { element: { type: 'domain' } }, allow: [element('domain'), element('shared')] },
  { from: { element: { type: 'mocks' } }, allow: [element('mocks'), element('domain')] },
  ...(forTests
    ? [
        {
          from: { element: { type: 'harness' } },
          allow: [
            element('harness'),
            element('app'),
            element('shared'),
            element('domain'),
            element('mocks'),
          ],
        },
        { allow: [element('harness'), element('mocks')] },
      ]
    : []),
];

export default tseslint.config(
  {
    ignores: [
      'node_modules',
      'dist',
      'coverage',
      'reports',
      '.lighthouseci',
      '.prerender',
      'test-results',
      'playwright-report',
      'build-ts',
      '.data',
      'public/mockServiceWorker.js',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { react, 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
      parserOptions: { ecmaFeatures: { jsx: true } },
    },
    settings: { react: { version: 'detect' } },
    rules: {
      ...react.configs.recommended.rules,
      ...react.configs['jsx-runtime'].rules,
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.strict.rules,
      // A box that scrolls a wide table sideways is a named region and a Tab stop, so that the
      // keyboard can scroll it (src/shared/components/table/DataTable.tsx).
      'jsx-a11y/no-noninteractive-tabindex': ['error', { tags: [], roles: ['tabpanel', 'region'] }],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/ban-ts-comment': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'react/prop-types': 'off',
      // RTK Query declares argument-less endpoints as build.query<Result, void>.
      '@typescript-eslint/no-invalid-void-type': 'off',
    },
  },
  {
    // An import cycle makes what a module sees at load time depend on which module loads first.
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // TypeScript files are modules the rule follows (its defaults read only JavaScript).
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'mocks/**/*.ts'],
    plugins: { boundaries },
    settings: {
      'import/resolver': { typescript: { project: './tsconfig.json' } },
      'boundaries/elements': LAYERS,
      'boundaries/include': ['src/**/*', 'mocks/**/*'],
    },
    rules: {
      'boundaries/dependencies': [2, { default: 'disallow', policies: layerPolicies(false) }],
    },
  },
  {
    // Imports across layers use the one alias (docs/architecture.md), mocks/ included.
    files: ['mocks/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.\\./)+src/',
              message: "Import src by its alias: '@/shared/domain/...'.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/**/*.test.{ts,tsx}', 'src/test/**/*.{ts,tsx}', 'mocks/**/*.test.ts'],
    rules: {
      'boundaries/dependencies': [2, { default: 'disallow', policies: layerPolicies(true) }],
    },
  },
  {
    files: ['src/**/*.test.{ts,tsx}'],
    ...testingLibrary.configs['flat/react'],
  },
  {
    files: ['**/*.js', '**/*.cjs'],
    languageOptions: { globals: globals.node, sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
