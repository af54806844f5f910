// @ts-check
import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync } from 'node:fs';
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

/**
 * The web app's layers (docs/decisions/0307-web-layers.md), as bulletproof-react draws them: imports flow one
 * way, shared code → features → pages → app. The app layer (`app/`, `main.tsx`, `router.tsx`, `prerender/`)
 * may import anything; pages may import features and shared code; a feature imports only shared code and
 * itself; every other folder of `src/` is shared code, which imports only shared code. No page imports
 * another page, no feature another feature.
 */
const WEB_SRC = './apps/web/src';
const folders = (dir) =>
  readdirSync(new URL(dir, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
const APP_LAYER = ['app', 'main.tsx', 'router.tsx', 'prerender'].map((name) => `${WEB_SRC}/${name}`);
const UPPER = ['features', 'pages'];
const SHARED = folders(`${WEB_SRC}/`).filter((name) => !['app', 'prerender', ...UPPER].includes(name));
const zone = (target, from, message, except) => ({
  target: `${WEB_SRC}/${target}`,
  from,
  message,
  ...(except ? { except } : {}),
});
const webLayerZones = [
  ...SHARED.map((name) =>
    zone(
      name,
      [...APP_LAYER, ...UPPER.map((upper) => `${WEB_SRC}/${upper}`)],
      'Shared code never imports the app, a page or a feature: move what both need down into shared code.',
    ),
  ),
  zone('features', [...APP_LAYER, `${WEB_SRC}/pages`], 'A feature never imports the app or a page.'),
  ...folders(`${WEB_SRC}/features/`).map((feature) =>
    zone(
      `features/${feature}`,
      `${WEB_SRC}/features`,
      'A feature never imports another feature: the page composes them, or the shared part moves down.',
      [`./${feature}`],
    ),
  ),
  zone('pages', APP_LAYER, 'A page never imports the app: what pages share belongs in shared code.'),
  ...folders(`${WEB_SRC}/pages/`).map((page) =>
    zone(
      `pages/${page}`,
      `${WEB_SRC}/pages`,
      'A page never imports another page (src/pages/pages.ts binds them all).',
      [`./${page}`],
    ),
  ),
];

export default defineConfig(
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
    // The mocks' service worker (src/mocks/browser.ts registers it).
    files: ['apps/web/public/mock-worker.js'],
    languageOptions: { globals: { ...globals.serviceworker } },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}', 'apps/dashboard/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createNodeResolver()] },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: webLayerZones }],
      // One reader of the build settings (docs/decisions/0305-one-build-config.md).
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.type='MetaProperty'][property.name='env']",
          message: 'Read build settings from src/config/build-config.ts, not import.meta.env.',
        },
      ],
    },
  },
  { files: ['apps/web/src/config/build-config.ts'], rules: { 'no-restricted-syntax': 'off' } },
  { files: ['packages/**'], rules: boundary('Packages never import apps or services.', 'web', 'telemetry') },
  { files: ['apps/**'], rules: boundary('Apps never import services.', 'telemetry') },
  { files: ['services/**'], rules: boundary('Services never import apps.', 'web') },
);
