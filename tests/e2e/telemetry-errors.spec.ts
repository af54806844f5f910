import type { Page } from '@playwright/test';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import e2eBuild from '../support/e2e-build.json' with { type: 'json' };
import { expect, test } from '../support/fixtures.ts';
import { WEB_ORIGIN } from '../support/ports.ts';

/**
 * docs/requirements/client-telemetry.md#error-reporting: a thrown error reaches error reporting (Sentry) with
 * the fields listed there. The DSN is a build setting, and the site the harness serves is built without one (so
 * no other test ever talks to Sentry): `build-site.mjs` also builds the app with a test DSN, before the run, and
 * this file serves that build to its page through `page.route`; `/analytics` and `/log` still go to the
 * harness's servers. The Sentry host never resolves: the envelope is intercepted.
 */
const WEB_DIR = join(import.meta.dirname, '../../apps/web');
const SENTRY_DSN = new URL(e2eBuild.sentrySite.env.VITE_SENTRY_DSN);
const APP_VERSION = (JSON.parse(readFileSync(join(WEB_DIR, 'package.json'), 'utf8')) as { version: string })
  .version;
const buildDir = join(import.meta.dirname, '../..', e2eBuild.sentrySite.outDir);

test.beforeAll(() => {
  expect(
    existsSync(join(buildDir, 'index.html')),
    `${buildDir}: run \`pnpm e2e:build\` in tests/ first`,
  ).toBe(true);
});

/** Serves the DSN build for the site's origin, as the preview server would (files, else the SPA shell). */
async function serveDsnBuild(page: Page) {
  await page.route(`${WEB_ORIGIN}/**`, async (route) => {
    const { pathname } = new URL(route.request().url());
    if (pathname.startsWith('/analytics/') || pathname.startsWith('/log/')) return route.fallback();
    const file = join(buildDir, decodeURIComponent(pathname));
    const found = file.startsWith(buildDir) && existsSync(file) && statSync(file).isFile();
    return route.fulfill({ path: found ? file : join(buildDir, 'index.html') });
  });
}

/** The Sentry envelopes the page sends, parsed: newline-delimited JSON, header then item header and payload. */
async function captureEnvelopes(page: Page) {
  const envelopes: { url: string; lines: Record<string, unknown>[] }[] = [];
  await page.route(`https://${SENTRY_DSN.host}/**`, async (route) => {
    const body = route.request().postData() ?? '';
    envelopes.push({
      url: route.request().url(),
      lines: body
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line)),
    });
    await route.fulfill({ status: 200, contentType: 'application/json', body: '{}' });
  });
  return envelopes;
}

// An event as Sentry's envelope carries it: a loose JSON object.
type SentryEvent = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** The error events among the envelopes' lines. */
const eventsIn = (lines: Record<string, unknown>[]) =>
  lines.filter((line): line is SentryEvent => 'exception' in line);

/**
 * A slow page load's warning: on a busy machine any page may take over 500 ms to load a chunk, and the app then
 * reports it, as it should (docs/requirements/site.md#page-loading). Not what these tests provoke.
 */
const isSlowLoadWarning = (event: SentryEvent) =>
  /is taking longer than \d+ ms to load/.test(
    [event.message, ...(event.exception?.values ?? []).map((v: SentryEvent) => v.value)].join(' '),
  );

test('a thrown error reaches error reporting with message, client, UA, version, scope, stack, URL, level', async ({
  page,
}) => {
  const envelopes = await captureEnvelopes(page);
  await serveDsnBuild(page);
  // The reporter loads when the page is idle: once its chunk has arrived, anything sent without an error would
  // have had its chance to go.
  const reporter = page.waitForResponse(/\/static\/js\/start-error-reporting\.[0-9a-f]{8}\.chunk\.js$/);
  await page.goto('/werkgevers?country=gb');
  await expect(page.locator('h1').first()).toBeVisible();
  await reporter;
  const unprovoked = () =>
    eventsIn(envelopes.flatMap((e) => e.lines)).filter((event) => !isSlowLoadWarning(event));
  expect(unprovoked()).toEqual([]); // nothing goes to Sentry without an error

  await page.addScriptTag({ content: 'setTimeout(() => { throw new Error("e2e: the page broke") }, 0);' });

  const ours = (lines: Record<string, unknown>[]) =>
    eventsIn(lines).find((event) => event.exception.values[0]?.value === 'e2e: the page broke');
  await expect.poll(() => envelopes.filter((e) => ours(e.lines)).length, { timeout: 30_000 }).toBe(1);
  expect(unprovoked(), 'the thrown error is the only report').toHaveLength(1);
  const envelope = envelopes.find((e) => ours(e.lines));
  expect(envelope?.url).toContain(`https://${SENTRY_DSN.host}/api${SENTRY_DSN.pathname}/envelope/`);
  expect(envelope?.url).toContain(`sentry_key=${SENTRY_DSN.username}`);
  const event = ours(envelope?.lines ?? []) as SentryEvent;

  const exception = event.exception.values[0];
  expect(exception).toMatchObject({ type: 'Error', value: 'e2e: the page broke' }); // message
  expect(exception.stacktrace.frames.length).toBeGreaterThan(0); // stack trace
  expect(event.tags.client).toBe('home-page'); // client
  expect(event.request.headers['User-Agent']).toBe(await page.evaluate(() => navigator.userAgent)); // user agent
  expect(event.release).toBe(APP_VERSION); // app version
  expect(event.logger).toBe('global'); // logger scope: the app's global error handlers
  expect(event.tags.scope).toBe('global');
  expect(event.request.url).toBe(`${WEB_ORIGIN}/werkgevers?country=gb`); // affected URL
  expect(event.level).toBe('warning'); // uncaught errors are logged as warnings (docs/requirements/client-telemetry.md#error-reporting)
  expect(event.tags['log.level']).toBe('warn');
});

test('a failed page chunk reaches error reporting as a ChunkLoadError, with its failure type', async ({
  page,
  consoleGuard,
}) => {
  consoleGuard.allow(/Failed to load resource: net::ERR_FAILED/); // the chunk the test fails on purpose
  const envelopes = await captureEnvelopes(page);
  await serveDsnBuild(page);
  await page.route(/\/static\/js\/employers\.[0-9a-f]{8}\.chunk\.js$/, (route) => route.abort());
  await page.goto('/jobseekers');
  await page.locator('header').getByRole('link', { name: 'Employers', exact: true }).click();
  await expect(page.getByRole('alert')).toBeVisible();

  const events = () =>
    eventsIn(envelopes.flatMap((e) => e.lines)).filter((event) => !isSlowLoadWarning(event));
  await expect.poll(() => events().length, { timeout: 30_000 }).toBeGreaterThan(0);
  const event = events()[0] as SentryEvent;
  expect(event.exception.values.at(-1)).toMatchObject({
    type: 'ChunkLoadError',
    value: expect.stringMatching(/^Loading chunk employers failed\./),
  });
  expect(event.tags).toMatchObject({
    'error.name': 'ChunkLoadError',
    'error.type': 'error',
    scope: 'lazy-page',
  });
  expect(event.level).toBe('warning');
});

test('a rendering error empties the page and reaches error reporting (the root error boundary)', async ({
  page,
  consoleGuard,
}) => {
  // The error on purpose, and React's and the logger's words about it.
  consoleGuard.allow(/Missing translation for message/);
  consoleGuard.allow(/The above error occurred/);
  consoleGuard.allow(/Hydration failed/);
  const envelopes = await captureEnvelopes(page);
  await serveDsnBuild(page);
  // A stale catalog, as a CDN mixing two deploys could serve: the layout's "Skip to content" is not in it,
  // so rendering throws (a missing message id throws, docs/requirements/site.md#languages-and-countries).
  await page.route(/\/static\/js\/i18n-en\.[0-9a-f]{8}\.chunk\.js$/, async (route) => {
    const file = join(buildDir, new URL(route.request().url()).pathname);
    const catalog = readFileSync(file, 'utf8');
    const stale = catalog.replace(/"[^"]+":\["Skip to content"\],|,"[^"]+":\["Skip to content"\]/, '');
    expect(stale).not.toBe(catalog);
    await route.fulfill({ body: stale, contentType: 'text/javascript' });
  });
  await page.goto('/employers');

  const events = () =>
    eventsIn(envelopes.flatMap((e) => e.lines)).filter((event) => !isSlowLoadWarning(event));
  await expect
    .poll(() => events().find((event) => event.tags?.scope === 'render'), { timeout: 30_000 })
    .toBeDefined();
  const event = events().find((e) => e.tags?.scope === 'render') as SentryEvent;
  expect(event.exception.values.at(-1)).toMatchObject({
    type: 'MissingTranslationError',
    value: expect.stringContaining('in locale "en"'),
  });
  expect(event.level).toBe('error');
  expect(event.request.url).toBe(`${WEB_ORIGIN}/employers`);
  // The page renders nothing: not a half-translated page, not the prerendered markup.
  await expect(page.locator('#root')).toBeEmpty();
});
