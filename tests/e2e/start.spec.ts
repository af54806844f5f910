import { spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';
import { DEFAULT_LANGUAGE, LANGUAGES, PAGE_ROUTES } from '@opstap/routes';
import { expect, test } from '../support/fixtures.ts';
import { E2E_PLATFORM_PORT, E2E_START_WEB_PORT } from '../support/ports.ts';
import { startTelemetry, type TelemetryProcess } from '../support/telemetry-process.ts';

/**
 * `pnpm start` on a machine without the career platform (decision 0322): apps/web/scripts/start.mjs runs
 * the platform stand-in, builds the site against it (its own folders here, so the other tests' build
 * stays) and serves it. No screen may show an error state or log a console error, the list screens' raw
 * HTML holds their items (decision 0323), and a form goes through end to end.
 */

const ORIGIN = `http://127.0.0.1:${E2E_START_WEB_PORT}`;
const PLATFORM = `http://127.0.0.1:${E2E_PLATFORM_PORT}`;
const WEB_DIR = resolve(import.meta.dirname, '../../apps/web');

/** Screens reached from an email need its link's parameters (README "Screens, forms and mocks"). */
const EMAIL_LINKS: Record<string, string> = {
  'email-settings': 'token=demo-token-1234',
  'branded-email-settings': 'token=branded-demo-1234',
  unsubscribe: 'token=demo-token-1234&subject=job_alert&company=Vlinder%20Bank',
  'nps-recruiters': 'score=9',
  'nps-job-seekers': 'score=9',
};

let start: ChildProcess | undefined;
let telemetry: TelemetryProcess | undefined;

test.beforeAll(async () => {
  test.setTimeout(300_000);
  // Its own service, allowing this site's origin: the page's beacons are answered, not refused.
  telemetry = await startTelemetry(ORIGIN);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    WEB_PORT: String(E2E_START_WEB_PORT),
    PLATFORM_PORT: String(E2E_PLATFORM_PORT),
    TELEMETRY_ORIGIN: `http://127.0.0.1:${telemetry.port}`,
    // The web bench's smoke run serves the same folder with the same stand-in port (apps/web package.json),
    // so after this test its build is fresh and not made again.
    WEB_DIST_DIR: 'node_modules/.opstap-e2e-start/dist',
    WEB_SSR_DIR: 'node_modules/.opstap-e2e-start/ssr',
  };
  delete env.VITE_ENABLE_MOCKS;
  delete env.VITE_PLATFORM_API;
  start = spawn(process.execPath, ['scripts/start.mjs'], { cwd: WEB_DIR, env, stdio: 'inherit' });
  const deadline = Date.now() + 280_000;
  for (;;) {
    if (start.exitCode !== null) throw new Error(`start exited with ${start.exitCode}`);
    try {
      if ((await fetch(`${ORIGIN}/robots.txt`)).ok) break;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) throw new Error(`start did not serve ${ORIGIN}`);
    await new Promise((done) => setTimeout(done, 250));
  }
});

test.afterAll(async () => {
  if (start && start.exitCode === null) {
    const exited = new Promise((done) => start?.once('exit', done));
    start.kill('SIGTERM');
    await exited;
  }
  await telemetry?.stop();
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
