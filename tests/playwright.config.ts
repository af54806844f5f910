import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, headlessShellPath } from './support/chromium.ts';
import { E2E_TELEMETRY_PORT, E2E_WEB_PORT, TELEMETRY_ORIGIN, WEB_ORIGIN } from './support/ports.ts';
import {
  E2E_ANALYTICS_TOKEN,
  E2E_DUCKDB_PATH,
  E2E_IMPORT_TOKEN,
  E2E_SPOOL_DIR,
} from './support/telemetry.ts';

export default defineConfig({
  testDir: './e2e',
  // Files run side by side on three workers (E2E_WORKERS to change; docs/decisions/0010-test-run-stages.md).
  // Tests of one file in order, unless the file says its tests are independent (screens, routes). No test may
  // depend on another file's running or not: a test that reads shared state (the telemetry store) picks out
  // its own.
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 3),
  forbidOnly: !!process.env.CI,
  retries: 0,
  // Generous bounds: the tests wait for events, and on a busy shared machine events come late, not never.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: WEB_ORIGIN,
    // Off unless asked for (decision 0011: they cost CPU in every test, and a fresh-clone CI run keeps no
    // artefacts): `E2E_TRACE=retain-on-failure pnpm test:e2e` to look into a failure.
    trace: (process.env.E2E_TRACE as 'on' | 'off' | 'retain-on-failure' | undefined) ?? 'off',
    screenshot: 'only-on-failure',
  },
  // Chromium's headless shell (decision 0011): the engine visitors' Chrome runs, without the browser around it,
  // for less CPU; its text laid out as the full browser lays it out (support/chromium.ts).
  projects: [
    {
      name: 'headless-shell',
      use: {
        browserName: 'chromium',
        launchOptions: { executablePath: headlessShellPath(), args: CHROMIUM_ARGS },
      },
    },
  ],
  // The builds are made by the `e2e` script before Playwright starts; these only serve them.
  webServer: [
    {
      // A new store and spool each run: a file left by an earlier run (or an older schema) is not this run's.
      command: `node -e "for (const p of process.argv.slice(1)) require('node:fs').rmSync(p, { recursive: true, force: true })" ${E2E_DUCKDB_PATH} ${E2E_DUCKDB_PATH}.wal ${E2E_SPOOL_DIR} && node dist/server.js`,
      cwd: '../services/telemetry',
      url: `${TELEMETRY_ORIGIN}/healthz`,
      // The service refuses to start without a query API token (docs/requirements/telemetry-service.md#query-api): the e2e run uses a throwaway one,
      // which the telemetry tests also use to read the store through the analyst API.
      env: {
        PORT: String(E2E_TELEMETRY_PORT),
        ANALYTICS_TOKEN: E2E_ANALYTICS_TOKEN,
        IMPORT_TOKEN: E2E_IMPORT_TOKEN,
        DUCKDB_PATH: E2E_DUCKDB_PATH,
        SPOOL_DIR: E2E_SPOOL_DIR,
        // The site's origin on this run's port (the service's defaults know only 4273).
        ALLOWED_ORIGINS: WEB_ORIGIN,
        // The three workers read the store back through exports at once, as several analysts would; the
        // default (1) answers the second 503, which the bound's own tests cover.
        EXPORT_CONCURRENCY: '3',
      },
      reuseExistingServer: false,
      timeout: 120_000,
    },
    {
      // The web app's `start` server (apps/web/scripts/serve.mjs): the built site as the CDN serves it.
      command: 'node scripts/serve.mjs',
      cwd: '../apps/web',
      url: `${WEB_ORIGIN}/robots.txt`,
      env: { WEB_PORT: String(E2E_WEB_PORT), TELEMETRY_ORIGIN },
      reuseExistingServer: false,
      timeout: 120_000,
    },
  ],
});
