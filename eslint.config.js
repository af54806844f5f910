// @ts-check
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Import boundaries (docs/requirements/engineering.md#workspace): packages never import apps or services;
 * apps and services never import each other. Enforced by package name and by relative path.
 */
const boundary = (message, ...names) => ({
  'no-restricted-imports': [
    'error',
    {
      patterns: names.flatMap((name) => [
        { group: [`@opstap/${name}`, `@opstap/${name}/*`], message },
        { group: [`**/${name === 'web' ? 'apps' : 'services'}/**`], message },
      ]),
    },
  ],
});

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/data/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'apps/web/public/mockServiceWorker.js',
      'apps/web/src/i18n/locales/**/*.js',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  { files: ['packages/**'], rules: boundary('Packages never import apps or services.', 'web', 'telemetry') },
  { files: ['apps/**'], rules: boundary('Apps never import services.', 'telemetry') },
  { files: ['services/**'], rules: boundary('Services never import apps.', 'web') },
);
