#!/usr/bin/env node
// Builds the sites the end-to-end tests run against, with the settings of support/e2e-build.json, before any
// test starts (so the build can run beside lint and typecheck, and no test spends its time building):
// - apps/web/dist: the site with the platform mocks (docs/decisions/0400-mocks-switch.md), which the harness
//   serves to every test and nginx-site.spec.ts serves under the production config;
// - the same app with a test Sentry DSN, client build only, for telemetry-errors.spec.ts. It is a build of its
//   own because a DSN makes every warning a request to Sentry, and a busy machine's slow-page warnings would
//   then reach out of every other test. With the test captcha, so it is no release build: those refuse content
//   still to be filled in (docs/decisions/0325-content-the-company-fills.md).
// - apps/dashboard/dist: the analysts' dashboard, which the telemetry service serves at /dashboard/
//   (dashboard.spec.ts, dashboard-app.spec.ts, nginx-dashboard.spec.ts).
// One after the other: the first build rewrites the message catalogs the second reads.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const settings = JSON.parse(readFileSync(new URL('./support/e2e-build.json', import.meta.url), 'utf8'));
const repo = join(import.meta.dirname, '..');

// The pnpm that runs this script (`pnpm e2e`), else the README's `npx -y pnpm@10` (run by hand).
const [command, ...prefix] = process.env.npm_execpath?.includes('pnpm')
  ? [process.execPath, process.env.npm_execpath]
  : ['npx', '-y', 'pnpm@10'];

function pnpm(args, env, filter = '@opstap/web') {
  const result = spawnSync(command, [...prefix, '--filter', filter, ...args], {
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  if (result.error) console.error(`build-site: ${result.error.message}`);
  if (result.status !== 0) process.exit(result.status ?? 1);
}

pnpm(['build'], settings.site);
const sentry = settings.sentrySite;
pnpm(
  ['exec', 'vite', 'build', '--outDir', join(repo, sentry.outDir), '--emptyOutDir', '--logLevel', 'error'],
  sentry.env,
);
// With its stamp: start.spec.ts runs the root `pnpm start`, whose stale check must then find it fresh rather
// than rebuild the folder under the dashboard tests running beside it.
pnpm(['build:if-stale'], {}, '@opstap/dashboard');
