import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import type { TestProjectInlineConfiguration } from 'vitest/config';
import { assetFileName, chunkFileName } from './scripts/asset-names.ts';
import { contentCheckPlugin } from './scripts/content/content-check-plugin.ts';
import { chunkGroupsPlugin, groupTest, type ChunkGroup } from './scripts/chunk-groups-plugin.ts';
import { catalogPartsPlugin } from './scripts/i18n/catalog-parts-plugin.ts';
import { mocksPlugin } from './scripts/mocks-plugin.ts';
import { routeApiPlugin } from './scripts/route-api-plugin.ts';
import { scrollRestorationPlugin } from './scripts/scroll-restoration-plugin.ts';
import { standInPlugin } from './scripts/stand-in-plugin.ts';
import { testGroups } from './scripts/test-projects.ts';

// The telemetry service the dev server proxies `/log/*` and `/analytics/*` to, as the CDN does: where
// `pnpm dev` runs it (its PORT) unless TELEMETRY_ORIGIN names another. The keys end in a slash: Vite
// matches a key as a prefix, and `/log` took `/logos/*` too (docs/requirements/deployment.md#ports).
const telemetry = process.env.TELEMETRY_ORIGIN ?? `http://127.0.0.1:${process.env.PORT ?? 4100}`;
const proxy = { '/log/': telemetry, '/analytics/': telemetry };
/**
 * The dev server's one port variable; strict, so a busy port stops it rather than moving it to one the
 * service does not allow (the service allows WEB_DEV_PORT's origin by default).
 */
const DEV_PORT = Number(process.env.WEB_DEV_PORT ?? 5173);

/** Where the SSR bundle used by the prerender and the start server goes (never served). */
export const SSR_OUT_DIR = process.env.WEB_SSR_DIR ?? 'node_modules/.opstap-ssr';
/**
 * The built site; `WEB_DIST_DIR` (and `WEB_SSR_DIR`) build elsewhere, relative to apps/web (the e2e test of
 * `start`); scripts/prerender.mjs and scripts/serve.mjs read the same variables.
 */
const OUT_DIR = process.env.WEB_DIST_DIR ?? 'dist';

/** What the forms share: the form components, the platform client, field messages, the contract constants. */
const FORMS_SHARED: ChunkGroup = {
  name: 'forms',
  patterns: [
    String.raw`[\\/]src[\\/]components[\\/]form[\\/]`,
    String.raw`[\\/]src[\\/]api[\\/](client|mock-gate|result)\.ts$`,
    String.raw`[\\/]src[\\/]lib[\\/](field-issue|use-before-paint)\.ts$`,
    String.raw`[\\/]contracts[\\/]src[\\/]platform[\\/](constants|endpoints)\.ts$`,
  ],
};

/** The idle-loaded web-vitals code: the library, the app's vitals modules, the contract's thresholds. */
const VITALS: ChunkGroup = {
  name: 'start-vitals',
  patterns: [
    String.raw`[\\/]node_modules[\\/]web-vitals[\\/]`,
    String.raw`[\\/]src[\\/]telemetry[\\/]vitals[\\/]`,
    String.raw`[\\/]contracts[\\/]src[\\/]thresholds\.ts$`,
  ],
};

/**
 * The content blocks (logo wall, testimonials, stats) and the icons. Not the list screens' loading and error
 * states (`query-states.tsx`): only those two screens use them, and every page with content blocks, `/` and
 * the employer pages among them, would load them on a first visit (docs/perf/history/first-visit-js.md).
 */
const CONTENT: ChunkGroup = {
  name: 'content',
  patterns: [String.raw`[\\/]src[\\/]components[\\/](content[\\/](?!query-states\.tsx$)|icon\.tsx$)`],
};

/** The unit tests' three groups, read from their sources (scripts/test-projects.ts). */
function testProjects(): TestProjectInlineConfiguration[] {
  const { shared, sharedDom, isolated } = testGroups(import.meta.dirname);
  return [
    { extends: true, test: { name: 'shared', include: shared, isolate: false } },
    {
      extends: true,
      test: {
        name: 'shared-dom',
        include: sharedDom,
        isolate: false,
        environment: 'jsdom',
        setupFiles: ['./scripts/shared-dom-setup.ts'],
      },
    },
    { extends: true, test: { name: 'isolated', include: isolated } },
  ];
}

export default defineConfig(({ command, mode, isSsrBuild }) => ({
  plugins: [
    // The MSW worker only with VITE_ENABLE_MOCKS=true; the test captcha then and in dev
    // (docs/decisions/0400-mocks-switch.md).
    mocksPlugin(),
    // The content Opstap fills in (content/): a release build refuses what is missing or illustrative
    // (docs/decisions/0325-content-the-company-fills.md).
    contentCheckPlugin(import.meta.dirname),
    // `pnpm dev` talks to the platform stand-in, a real HTTP server (decision 0322).
    standInPlugin(mode !== 'test'),
    react(),
    // The Lingui macros, by Lingui's own native transform (no Babel pass); a missing or broken translation
    // fails the build (docs/requirements/site.md#languages-and-countries).
    lingui({ macroTransform: true, failOnMissing: true, failOnCompileError: true }),
    // One catalog chunk for the shell and one per screen, cut from the same PO files, with the same checks
    // (docs/decisions/0311-catalog-per-screen.md).
    catalogPartsPlugin(),
    // The router's route-bound Link and hooks, unused here, out of the browser build (decision 0313).
    routeApiPlugin(),
    // The router's scroll handling out of the browser build: the app keeps positions itself (decision 0315).
    scrollRestorationPlugin(),
    // Each chunk group's patterns must still find their modules (a move would change the chunks unseen).
    chunkGroupsPlugin([VITALS, FORMS_SHARED, CONTENT]),
  ],
  resolve: {
    // React 18 has `useSyncExternalStore`: TanStack's store and Lingui get the hook built on it rather than
    // the pre-18 shim (docs/decisions/0314-no-pre-18-store-shim.md).
    alias: [
      {
        find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/,
        replacement: 'use-sync-external-store/with-selector',
      },
      // Lingui's React hook imports the plain shim: React 18's own hook, from the same package. Builds
      // only: that entry's development copy logs an error on every load, which the dev server would show.
      ...(command === 'build'
        ? [{ find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: 'use-sync-external-store' }]
        : []),
    ],
  },
  server: { host: '127.0.0.1', port: DEV_PORT, strictPort: true, proxy },
  test: {
    // Unit tests wait for events, never for time; these only bound how long a busy machine (2 shared cores)
    // may take to import a test's modules, which in a shared module graph a file's first hook may do
    // (docs/requirements/engineering.md#tests).
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Threads start faster than processes, and the shared groups load React, Lingui and jsdom once rather
    // than once a file; only the files whose source needs a fresh module graph get one
    // (scripts/test-projects.ts, docs/decisions/0010-test-run-stages.md).
    pool: 'threads',
    projects: testProjects(),
  },
  // Workspace packages are TypeScript source: bundle them into the SSR output rather than import them.
  ssr: { noExternal: ['@opstap/routes', '@opstap/contracts'] },
  build: isSsrBuild
    ? {
        outDir: SSR_OUT_DIR,
        emptyOutDir: true,
        copyPublicDir: false,
        // An asset the pages reference by URL (the icon sprite) gets the client build's name: the prerendered
        // markup must point at the file the client build wrote.
        assetsDir: 'static',
        rolldownOptions: {
          output: { hashCharacters: 'hex', assetFileNames: assetFileName },
          // The prerender imports the head code statically, so the browser's lazy import of it
          // (app/document-head.tsx, decision 0316) cannot split this Node bundle: expected, and harmless
          // here, where nothing is downloaded. The browser build still reports it.
          onLog(level, log, handler) {
            if (log.code !== 'INEFFECTIVE_DYNAMIC_IMPORT') handler(level, log);
          },
        },
      }
    : {
        outDir: OUT_DIR,
        assetsDir: 'static',
        // The prerender reads it to link each page's own CSS and chunks, then deletes it.
        manifest: true,
        // No preload lists of hashed names in the entry chunk (decision 0330): a first visit's chunks are
        // preloaded by the prerendered HTML; a lazy page's CSS still loads with its chunk.
        modulePreload: false,
        rolldownOptions: {
          input: { main: 'index.html' },
          output: {
            // Hex like the spec's example, `employers.3f9a1c2b.chunk.js`.
            hashCharacters: 'hex',
            // docs/requirements/site.md#page-loading: static/js/{pagename}.{hash}.chunk.js and
            // static/css/{pagename}.{hash}.chunk.css.
            entryFileNames: 'static/js/[name].[hash].js',
            chunkFileNames: chunkFileName,
            assetFileNames: assetFileName,
            // Fewer, larger chunks on a first visit (docs/perf/history/web-first-visit.md): each request
            // costs a round trip on a phone's network (Lighthouse's FCP and LCP count them), and one gzip
            // stream compresses better than several. Everything the entry imports statically stays in the entry
            // chunk (Rolldown otherwise splits what lazy chunks share with it into five more files); the
            // forms' shared code is one chunk, the content blocks (logo wall, testimonials, stats, icons)
            // another, rather than one per combination of screens that share them. The web-vitals code is one
            // chunk with the thresholds it shares with the tracking debug screen: every page loads it at idle
            // anyway, so the thresholds are not a request of their own.
            codeSplitting: {
              groups: [
                { name: 'main', tags: ['$initial'], priority: 3 },
                { name: VITALS.name, test: groupTest(VITALS), priority: 2 },
                { name: FORMS_SHARED.name, test: groupTest(FORMS_SHARED), priority: 2 },
                { name: CONTENT.name, test: groupTest(CONTENT), priority: 1 },
              ],
            },
          },
        },
      },
}));
