import type { Page } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '../support/fixtures.ts';
import { WEB_ORIGIN } from '../support/ports.ts';

/**
 * Issue 5: a thrown error reaches error reporting (Sentry) with the spec's fields (section 7). The DSN is a
 * build setting, and the site the harness serves is built without one (so no other test ever talks to
 * Sentry): this file builds the site once more with a test DSN and serves that build to its page through
 * `page.route`; `/analytics` and `/log` still go to the harness's servers. The Sentry host never resolves:
 * the envelope is intercepted.
 */
const WEB_DIR = join(import.meta.dirname, '../../apps/web');
const SENTRY_DSN = 'https://e2epublickey@sentry.invalid/4242';
const APP_VERSION = (JSON.parse(readFileSync(join(WEB_DIR, 'package.json'), 'utf8')) as { version: string })
  .version;

let buildDir = '';

test.beforeAll(() => {
  test.setTimeout(180_000);
  buildDir = mkdtempSync(join(tmpdir(), 'opstap-e2e-sentry-'));
  execFileSync(
    'pnpm',
    ['exec', 'vite', 'build', '--outDir', buildDir, '--emptyOutDir', '--logLevel', 'error'],
    {
      cwd: WEB_DIR,
      env: { ...process.env, VITE_SENTRY_DSN: SENTRY_DSN },
      stdio: 'inherit',
    },
  );
});

test.afterAll(() => {
  if (buildDir) rmSync(buildDir, { recursive: true, force: true });
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
  await page.route('https://sentry.invalid/**', async (route) => {
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

test('a thrown error reaches error reporting with message, client, UA, version, scope, stack, URL, level', async ({
  page,
}) => {
  const envelopes = await captureEnvelopes(page);
  await serveDsnBuild(page);
  await page.goto('/werkgevers?country=gb');
  await expect(page.locator('h1').first()).toBeVisible();
  expect(envelopes).toHaveLength(0); // nothing goes to Sentry without an error

  await page.addScriptTag({ content: 'setTimeout(() => { throw new Error("e2e: the page broke") }, 0);' });

  const eventOf = (lines: Record<string, unknown>[]) =>
    lines.find((line) => 'exception' in line) as SentryEvent;
  await expect.poll(() => envelopes.filter((e) => eventOf(e.lines)).length, { timeout: 15_000 }).toBe(1);
  const envelope = envelopes.find((e) => eventOf(e.lines));
  expect(envelope?.url).toContain('https://sentry.invalid/api/4242/envelope/');
  expect(envelope?.url).toContain('sentry_key=e2epublickey');
  const event = eventOf(envelope?.lines ?? []);

  const exception = event.exception.values[0];
  expect(exception).toMatchObject({ type: 'Error', value: 'e2e: the page broke' }); // message
  expect(exception.stacktrace.frames.length).toBeGreaterThan(0); // stack trace
  expect(event.tags.client).toBe('home-page'); // client
  expect(event.request.headers['User-Agent']).toBe(await page.evaluate(() => navigator.userAgent)); // user agent
  expect(event.release).toBe(APP_VERSION); // app version
  expect(event.logger).toBe('global'); // logger scope: the app's global error handlers
  expect(event.tags.scope).toBe('global');
  expect(event.request.url).toBe(`${WEB_ORIGIN}/werkgevers?country=gb`); // affected URL
  expect(event.level).toBe('warning'); // uncaught errors are logged as warnings (spec section 8)
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
    envelopes.flatMap((e) => e.lines).filter((line): line is SentryEvent => 'exception' in line);
  await expect.poll(() => events().length, { timeout: 15_000 }).toBeGreaterThan(0);
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
  // so rendering throws (a missing message id throws, spec section 5).
  await page.route(/\/static\/js\/i18n-en\.[0-9a-f]{8}\.chunk\.js$/, async (route) => {
    const file = join(buildDir, new URL(route.request().url()).pathname);
    const catalog = readFileSync(file, 'utf8');
    const stale = catalog.replace(/"[^"]+":\["Skip to content"\],|,"[^"]+":\["Skip to content"\]/, '');
    expect(stale).not.toBe(catalog);
    await route.fulfill({ body: stale, contentType: 'text/javascript' });
  });
  await page.goto('/employers');

  const events = () =>
    envelopes.flatMap((e) => e.lines).filter((line): line is SentryEvent => 'exception' in line);
  await expect
    .poll(() => events().find((event) => event.tags?.scope === 'render'), { timeout: 15_000 })
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
