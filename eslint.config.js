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

/**
 * The telemetry service's layers (docs/decisions/0131-service-layers.md), drawn as the web app's: imports flow
 * one way, routes → ingest / query → store. The app layer (the files at the top of `src/` — app.ts, server.ts,
 * config.ts … — and `plugins/`) may import anything; `routes/` anything but the top files (plugins hand it
 * what it needs); `ingest/` and `query/` the store and the shared helpers, never each other; `alerts/` (budget
 * checks and their webhooks) the store, query code and time; `store/` only
 * itself and `time/`, so it knows no HTTP, no config and no ingest step; `spool/` and `time/` only themselves.
 * Tests may cross layers; no other file of `src/` and no bench imports the test tree. `fixtures/` holds what
 * the tests and the benches share (a stored row); `src/` never imports it.
 */
const SERVICE = './services/telemetry';
const SERVICE_SRC = `${SERVICE}/src`;
const SERVICE_TOP = readdirSync(new URL(`${SERVICE_SRC}/`, import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isFile() && /\.ts$/.test(entry.name) && !entry.name.endsWith('.test.ts'))
  .map((entry) => `${SERVICE_SRC}/${entry.name}`);
const SERVICE_FOLDERS = ['plugins', 'routes', 'ingest', 'query', 'alerts', 'store', 'spool', 'time', 'auth'];
const serviceZone = (target, allowed, message) => ({
  target: `${SERVICE_SRC}/${target}`,
  from: [
    ...SERVICE_TOP,
    ...SERVICE_FOLDERS.filter((name) => name !== target && !allowed.includes(name)).map(
      (name) => `${SERVICE_SRC}/${name}`,
    ),
  ],
  message,
});
const serviceLayerZones = [
  serviceZone(
    'routes',
    ['plugins', 'ingest', 'query', 'alerts', 'store', 'spool', 'time', 'auth'],
    'Routes never import the app layer (app.ts, config.ts …): a plugin hands them what they need.',
  ),
  serviceZone(
    'ingest',
    ['store', 'spool', 'time'],
    'Ingest imports only the store, the spool and time: it knows no HTTP, no plugin, no config, no query.',
  ),
  serviceZone(
    'query',
    ['store', 'time'],
    'Query code imports only the store and time: it knows no HTTP, no plugin, no config, no ingest.',
  ),
  serviceZone(
    'alerts',
    ['store', 'query', 'time'],
    'Alerting imports only the store, query code and time: it knows no HTTP, no plugin, no config.',
  ),
  serviceZone(
    'store',
    ['time'],
    'The store imports only itself and time: no HTTP, no config, no ingest or query step (decision 0131).',
  ),
  serviceZone('spool', [], 'The spool imports nothing else of the service.'),
  serviceZone('time', [], 'time/ imports nothing else of the service.'),
  serviceZone('auth', [], 'auth/ (the bearer tokens) imports nothing else of the service.'),
  {
    target: SERVICE_SRC,
    from: [`${SERVICE}/test`, `${SERVICE}/fixtures`, `${SERVICE}/bench`, `${SERVICE}/scripts`],
    message: 'Production code never imports tests, fixtures, benches or scripts.',
  },
];

export default defineConfig(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/data/**',
      '**/test-results/**',
      '**/playwright-report/**',
      // The web app's copy the dev-loop test edits (tests/support/web-copy.ts), while it runs.
      'tests/.dev-loop-*/**',
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
  {
    files: [
      'services/telemetry/src/**/*.ts',
      'services/telemetry/fixtures/**/*.ts',
      'services/telemetry/bench/**/*.{ts,mjs}',
    ],
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createNodeResolver()] },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: import.meta.dirname,
          zones: [
            ...serviceLayerZones,
            { target: `${SERVICE}/bench`, from: `${SERVICE}/test`, message: 'A bench never runs test code.' },
            {
              target: `${SERVICE}/fixtures`,
              from: [`${SERVICE}/test`, `${SERVICE}/bench`],
              message: 'A fixture the tests and the benches share imports neither.',
            },
          ],
        },
      ],
    },
  },
  // Tests cross the layers on purpose (a route test builds the whole app); they never import a bench.
  {
    files: ['services/telemetry/src/**/*.test.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: import.meta.dirname,
          zones: [{ target: SERVICE_SRC, from: `${SERVICE}/bench`, message: 'Tests never import a bench.' }],
        },
      ],
    },
  },
  { files: ['packages/**'], rules: boundary('Packages never import apps or services.', 'web', 'telemetry') },
  { files: ['apps/**'], rules: boundary('Apps never import services.', 'telemetry') },
  { files: ['services/**'], rules: boundary('Services never import apps.', 'web') },
);
