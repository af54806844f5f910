import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { DEFAULT_LANGUAGE, LANGUAGES, PAGE_ROUTES } from '@opstap/routes';
import { expect, test } from '../support/fixtures.ts';
import { E2E_PLATFORM_PORT, E2E_START_TELEMETRY_PORT, E2E_START_WEB_PORT } from '../support/ports.ts';

/**
 * The root `pnpm start` on a machine without the career platform (decision 0322), every server on a
 * moved port and nothing else said about ports or origins (docs/requirements/deployment.md#ports): the
 * platform stand-in, the site built against it (its own folders here, so the other tests' build stays)
 * and served, the telemetry service. No screen may show an error state or log a console error, the list
 * screens' raw HTML holds their items (decision 0323), a form goes through end to end, and the site's
 * beacons are stored.
 */

const ORIGIN = `http://127.0.0.1:${E2E_START_WEB_PORT}`;
const PLATFORM = `http://127.0.0.1:${E2E_PLATFORM_PORT}`;
const TELEMETRY = `http://127.0.0.1:${E2E_START_TELEMETRY_PORT}`;
const ROOT = resolve(import.meta.dirname, '../..');
/** What the root `start` would show a person: the variables that say where a server is or what it allows. */
const PLACEMENT = /^(TELEMETRY_ORIGIN|ALLOWED_ORIGINS|WEB_DEV_PORT|HOST|WEB_HOST|PLATFORM_HOST|VITE_.*)$/;

/** Screens reached from an email need its link's parameters (README "Screens, forms and mocks"). */
const EMAIL_LINKS: Record<string, string> = {
  'email-settings': 'token=demo-token-1234',
  'branded-email-settings': 'token=branded-demo-1234',
  unsubscribe: 'token=demo-token-1234&subject=job_alert&company=Vlinder%20Bank',
  'nps-recruiters': 'score=9',
  'nps-job-seekers': 'score=9',
};

let start: ChildProcess | undefined;
let dataDir: string | undefined;
let token = '';

test.beforeAll(async () => {
  test.setTimeout(300_000);
  dataDir = mkdtempSync(join(tmpdir(), 'opstap-e2e-start-'));
  const env: NodeJS.ProcessEnv = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !PLACEMENT.test(name)),
  );
  Object.assign(env, {
    WEB_PORT: String(E2E_START_WEB_PORT),
    PORT: String(E2E_START_TELEMETRY_PORT),
    PLATFORM_PORT: String(E2E_PLATFORM_PORT),
    // Where the files go, not where a server listens: the other tests' build and a developer's own
    // `pnpm start` (its DuckDB file, which one process may open) stay untouched. The web bench's smoke run
    // serves the same folder with the same stand-in port (apps/web package.json), so after this test its
    // build is fresh and not made again.
    WEB_DIST_DIR: 'node_modules/.opstap-e2e-start/dist',
    WEB_SSR_DIR: 'node_modules/.opstap-e2e-start/ssr',
    DUCKDB_PATH: join(dataDir, 'vitals.duckdb'),
    ANALYTICS_TOKEN: 'e2e-start-analytics-token-0123456789abcdef',
    FLUSH_INTERVAL_MS: '100',
  });
  token = env.ANALYTICS_TOKEN ?? '';
  // The package manager running this test (npm_execpath), else pnpm through npx; its own process group,
  // so the whole tree (pnpm, the launchers, the servers) stops together.
  const [command, args] = process.env.npm_execpath
    ? [process.execPath, [process.env.npm_execpath, 'start']]
    : ['npx', ['-y', 'pnpm@10', 'start']];
  start = spawn(command, args, { cwd: ROOT, env, stdio: 'inherit', detached: true });
  const deadline = Date.now() + 280_000;
  for (;;) {
    if (start.exitCode !== null) throw new Error(`start exited with ${start.exitCode}`);
    try {
      if ((await fetch(`${ORIGIN}/robots.txt`)).ok && (await fetch(`${TELEMETRY}/readyz`)).ok) break;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) throw new Error(`start did not serve ${ORIGIN}`);
    await new Promise((done) => setTimeout(done, 250));
  }
});

test.afterAll(async () => {
  if (start?.pid !== undefined && start.exitCode === null) {
    const exited = new Promise((done) => start?.once('exit', done));
    process.kill(-start.pid, 'SIGTERM');
    await exited;
  }
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

test('the site’s beacons reach the service and are stored, on moved ports with no origin set', async ({
  page,
}) => {
  const from = new Date(Date.now() - 60_000).toISOString();
  // The logger's web-vitals switch prints each measurement: proof that web-vitals loaded and measured.
  await page.addInitScript(() => localStorage.setItem('opstap:log-web-vitals', 'true'));
  let measured = false;
  page.on('console', (message) => (measured ||= message.text().startsWith('[web-vitals] TTFB')));
  await page.goto(`${ORIGIN}/werkgevers`);
  await expect(page.locator('[data-screen="employers"]')).toBeVisible();
  await expect.poll(() => measured, { timeout: 30_000 }).toBe(true);
  // Hiding the page sends what was measured, to the page's own origin (proxied to the service).
  const sent = page.waitForResponse((response) => response.url() === `${ORIGIN}/analytics/vital`);
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
  });
  expect((await sent).status()).toBe(204);
  await expect
    .poll(
      async () => {
        const response = await fetch(
          `${TELEMETRY}/analytics/vitals/summary?metric=TTFB&path=/werkgevers&groupBy=path&from=${from}`,
          { headers: { authorization: `Bearer ${token}` } },
        );
        const body = (await response.json()) as { rows?: { count: number }[] };
        return body.rows?.reduce((sum, row) => sum + row.count, 0) ?? 0;
      },
      { timeout: 30_000 },
    )
    .toBeGreaterThan(0);
  // Nothing was refused for its origin.
  const ready = (await (await fetch(`${TELEMETRY}/readyz`)).json()) as { drops: { foreignOrigin: number } };
  expect(ready.drops.foreignOrigin).toBe(0);
});

const LISTS = [
  { paths: { nl: '/locaties', en: '/locations' }, api: '/v1/locations', item: 'class="card location"' },
  {
    paths: { nl: '/nieuwste-banen', en: '/latest-jobs' },
    api: '/v1/opportunities/latest',
    item: 'class="card result"',
  },
  { paths: { nl: '/meest-populair', en: '/most-popular' }, api: '/v1/pages/popular', item: 'class="ranked"' },
] as const;

test('the raw HTML of the list screens holds the platform’s items', async ({ request }) => {
  for (const list of LISTS) {
    for (const language of LANGUAGES) {
      const path = list.paths[language];
      const html = await (await request.get(ORIGIN + path)).text();
      const query = list.api === '/v1/opportunities/latest' ? '&limit=12' : '';
      const data = (await (
        await request.get(`${PLATFORM}${list.api}?language=${language}&country=nl${query}`)
      ).json()) as {
        items: unknown[];
      };
      expect(data.items.length, path).toBeGreaterThan(0);
      expect(html.split(list.item).length - 1, path).toBe(data.items.length);
      expect(html, path).not.toMatch(/Loading…|Laden…/);
    }
  }
});

const visits = PAGE_ROUTES.flatMap((route) =>
  (route.lang ? [route.lang] : LANGUAGES).map((language) => {
    const params = [
      ...(route.lang || language === DEFAULT_LANGUAGE ? [] : [`lang=${language}`]),
      ...(EMAIL_LINKS[route.name] ? [EMAIL_LINKS[route.name]] : []),
    ];
    return { screen: route.name, url: route.path + (params.length ? `?${params.join('&')}` : '') };
  }),
);

test('every screen works under start: no error state, no console error', async ({ page }) => {
  test.setTimeout(300_000);
  for (const { screen, url } of visits) {
    const response = await page.goto(ORIGIN + url);
    expect(response?.status(), url).toBe(200);
    await expect(page.locator(`[data-screen="${screen}"]`), url).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(page.locator('[role="alert"], .notice--error'), url).toHaveCount(0);
  }
});

test('a list keeps its snapshot, dated, when the refresh fails', async ({ page, consoleGuard }) => {
  consoleGuard.allow(/Failed to load resource/);
  await page.route(`${PLATFORM}/v1/locations*`, (route) => route.abort());
  await page.goto(`${ORIGIN}/locaties`);
  await expect(page.getByText(/^Stand van \d+ \w+ \d{4}/)).toBeVisible();
  await expect(page.locator('.location')).not.toHaveCount(0);
  await expect(page.locator('[role="alert"]')).toHaveCount(0);
});

test('the contact form is sent to the stand-in and thanked for', async ({ page }) => {
  await page.goto(`${ORIGIN}/contact?lang=nl`);
  await page.getByLabel('Naam', { exact: true }).fill('Tom Baker');
  await page.getByLabel('E-mailadres', { exact: true }).fill('tom@kestrel.co.uk');
  await page.getByLabel('Onderwerp').fill('Bedrijfspagina');
  await page.getByLabel('Je bericht').fill('Hoe voegen we een video toe aan onze bedrijfspagina?');
  const sent = page.waitForResponse((response) =>
    response.url().startsWith(`${PLATFORM}/v1/contact-messages`),
  );
  await page.getByRole('button', { name: 'Bericht versturen' }).click();
  expect((await sent).status()).toBe(201);
  await expect(page.getByRole('status').filter({ hasText: 'Bedankt voor je bericht!' })).toBeVisible();
});

test('a busy PLATFORM_PORT stops start at once, naming the variable', async () => {
  const busy = createServer();
  await new Promise<void>((done) => busy.listen(0, '127.0.0.1', done));
  const { port } = busy.address() as AddressInfo;
  try {
    const child = spawn(process.execPath, ['scripts/start.mjs'], {
      cwd: resolve(ROOT, 'apps/web'),
      env: { ...process.env, PLATFORM_PORT: String(port), WEB_PORT: String(E2E_START_WEB_PORT) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const code = await new Promise<number | null>((done) => child.once('close', done));
    expect(code).toBe(1);
    expect(output).toContain(`PLATFORM_PORT ${port} on 127.0.0.1 is in use (EADDRINUSE)`);
    // The site was neither built nor served against whatever holds the port.
    expect(output).not.toContain('web: serving');
  } finally {
    busy.close();
  }
});
