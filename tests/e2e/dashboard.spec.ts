import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page, TestInfo } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import {
  BASELINE,
  CANDIDATE,
  DAYS,
  HERO,
  SPIKE_PER_DAY,
  VIEWS_PER_GROUP_PER_DAY,
  dayAt,
  ndjson,
  quantile,
  seedVitals,
  seedWarnings,
  values,
} from '../support/dashboard-seed.ts';
import { startTelemetry, TEST_ANALYTICS_TOKEN, type TelemetryProcess } from '../support/telemetry-process.ts';

/**
 * The analysts' dashboard (docs/requirements/telemetry-service.md#dashboard) as the built service serves it
 * at /dashboard/, in Chromium, over a store seeded with a known story (support/dashboard-seed.ts): release
 * 1.7.0 makes LCP on the employers' pages poor, and brings a spike of chunk failures. Every view must show
 * them, with the numbers the seed implies; each view passes axe and leaves a screenshot in the test's
 * output folder (and in SCREENSHOT_DIR when set).
 */

let telemetry: TelemetryProcess;
let origin: string;
const now = Date.now();

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  // Its own service and store: the seed's numbers are exact only if nothing else writes there.
  telemetry = await startTelemetry('http://127.0.0.1:9');
  origin = `http://127.0.0.1:${telemetry.port}`;
  for (const [table, rows] of [
    ['vitals', seedVitals(now)],
    ['warnings', seedWarnings(now)],
  ] as const) {
    const response = await fetch(`${origin}/analytics/import?table=${table}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${TEST_ANALYTICS_TOKEN}`, 'content-type': 'application/x-ndjson' },
      body: ndjson(rows),
    });
    expect(await response.json()).toMatchObject({ imported: rows.length, rejected: 0 });
  }
});
test.afterAll(async () => {
  await telemetry?.stop();
});

/** The dashboard's way of showing figures (apps/dashboard/src/lib/format.ts), for the expected values. */
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const p75 = (metric: string, where: Parameters<typeof values>[1]) => quantile(values(metric, where), 0.75);
const day = (d: number) => dayAt(d, now).toISOString().slice(0, 10);

async function silenceOwnVitals(page: Page) {
  await page.addInitScript(() => {
    navigator.sendBeacon = () => true;
  });
}

/** Opens a view, entering the token at the prompt (a new page is a new browser session). */
async function open(page: Page, view: string, options: { ownVitals?: boolean } = {}) {
  // The dashboard's own vitals would join the seeded story (as page views of its own path): only the test of
  // them lets them out. A stub, not a route: beacons sent while a page closes escape its routes.
  if (!options.ownVitals) await silenceOwnVitals(page);
  await page.goto(`${origin}/dashboard${view}`);
  await page.getByLabel('Analytics token').fill(TEST_ANALYTICS_TOKEN);
  await page.getByRole('button', { name: 'Open the dashboard' }).click();
  await expect(page.getByRole('navigation', { name: 'Views' })).toBeVisible();
}

async function check(page: Page, testInfo: TestInfo, name: string) {
  await expect(page.getByRole('status')).toHaveCount(0); // nothing still loading
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, 'horizontal overflow in px').toBeLessThanOrEqual(0);
  await expectNoAxeViolations(page);
  const width = page.viewportSize()?.width ?? 0;
  const file = `dashboard-${name}-${width}.png`;
  const shot = await page.screenshot({ fullPage: true, path: testInfo.outputPath(file) });
  await testInfo.attach(file, { body: shot, contentType: 'image/png' });
  if (process.env.SCREENSHOT_DIR) {
    mkdirSync(process.env.SCREENSHOT_DIR, { recursive: true });
    await page.screenshot({ fullPage: true, path: join(process.env.SCREENSHOT_DIR, file) });
  }
}

test('asks for the token once per session, sends it only as a bearer header, and asks again after a 401', async ({
  page,
  consoleGuard,
}) => {
  consoleGuard.allow(/401/);
  await silenceOwnVitals(page);
  const requests: { url: string; authorization?: string }[] = [];
  page.on('request', (r) => requests.push({ url: r.url(), authorization: r.headers().authorization }));
  await page.goto(`${origin}/dashboard/`);
  await page.getByLabel('Analytics token').fill('a-wrong-token-that-is-long-enough-0123456789');
  await page.getByRole('button', { name: 'Open the dashboard' }).click();
  await expect(page.getByRole('alert')).toHaveText('The service refused the token. Enter it again.');
  await page.getByLabel('Analytics token').fill(TEST_ANALYTICS_TOKEN);
  await page.getByRole('button', { name: 'Open the dashboard' }).click();
  await expect(page.getByRole('heading', { name: 'Overview' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Overview' })).toBeVisible();
  await expect(page.getByLabel('Analytics token')).toHaveCount(0);

  const api = requests.filter((r) => r.url.includes('/analytics/'));
  expect(api.length).toBeGreaterThan(0);
  expect(api.every((r) => r.authorization?.startsWith('Bearer '))).toBe(true);
  expect(requests.some((r) => r.url.includes(TEST_ANALYTICS_TOKEN))).toBe(false);
  expect(await page.context().cookies()).toEqual([]);
});

test('a view’s questions go out before the app’s code has loaded: the same questions, each asked once', async ({
  browser,
}) => {
  const views = [
    '/?days=7',
    '/trends?screen=employers',
    '/distribution?metric=INP',
    '/releases',
    '/attribution',
    '/warnings',
  ];
  for (const view of views) {
    const page = await browser.newPage();
    await silenceOwnVitals(page);
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/analytics/')) asked.push(request.url());
    });
    const shown = async () => {
      await expect(page.locator('[data-view]')).toBeVisible();
      await expect(page.getByRole('status')).toHaveCount(0);
    };
    // The view's own questions: with no token at first, the entry asks nothing and the view asks them all.
    await open(page, view);
    await shown();
    const byTheView = asked.splice(0).sort();
    expect(byTheView.length, view).toBeGreaterThan(0);

    // Again with the token in the session. The app's code is held back until a question has gone out: only
    // the entry can have asked it.
    let firstQuestion!: () => void;
    const questionSeen = new Promise<void>((resolve) => (firstQuestion = resolve));
    page.on('request', (request) => {
      if (request.url().includes('/analytics/')) firstQuestion();
    });
    await page.route('**/dashboard/assets/app-*.js', async (route) => {
      await questionSeen;
      await route.continue();
    });
    await page.reload();
    await shown();
    expect([...asked].sort(), `the questions of ${view}, asked early`).toEqual(byTheView);
    await page.close();
  }
});

test('overview: passing by page family and device, the site-wide share, and the opportunity', async ({
  page,
}, testInfo) => {
  await open(page, '/');
  const table = page.getByTestId('passing-table');
  const row = (family: string, device: string) =>
    table
      .getByRole('row')
      .filter({ has: page.getByRole('cell', { name: family, exact: true }) })
      .filter({
        has: page.getByRole('cell', { name: device, exact: true }),
      });
  const n = DAYS * VIEWS_PER_GROUP_PER_DAY * 2; // both languages
  for (const device of ['mobile', 'desktop']) {
    const employers = row('employers', device);
    await expect(employers).toContainText(seconds(p75('LCP', { family: 'employers', device })));
    await expect(employers).toContainText(`needs improvement · n=${n}`);
    await expect(employers).toContainText('failing');
    await expect(row('jobseekers', device)).toContainText(
      seconds(p75('LCP', { family: 'jobseekers', device })),
    );
    await expect(row('jobseekers', device)).toContainText('passing');
  }
  // Half the page views are on the passing job seekers' pages.
  await expect(page.getByTestId('site-share').locator('.tile').first()).toContainText('50%');
  await expect(page.getByTestId('opportunities').getByRole('listitem').first()).toContainText('employers');
  await expect(page.getByTestId('opportunities').getByRole('listitem').first()).toContainText('LCP');
  await check(page, testInfo, 'overview');
});

test('trends: daily percentiles of one page family, both languages side by side, with the release marked', async ({
  page,
}, testInfo) => {
  await open(page, '/trends?screen=employers&metric=LCP');
  for (const language of ['en', 'nl'] as const) {
    const panel = page.getByTestId(`trend-${language}`);
    await expect(panel.getByRole('img')).toHaveAccessibleName(
      new RegExp(
        `LCP p75 by day: ${seconds(p75('LCP', { family: 'employers', language, days: [0, 0] }))} on ${day(0)} and ` +
          `${seconds(p75('LCP', { family: 'employers', language, days: [DAYS - 1, DAYS - 1] }))} on ${day(DAYS - 1)}.*` +
          `${CANDIDATE} from ${day(DAYS / 2)}`,
      ),
    );
    await panel.getByText('Show the data as a table').click();
    const after = panel.getByRole('row').filter({ hasText: day(DAYS / 2) });
    await expect(after).toContainText(
      seconds(p75('LCP', { family: 'employers', language, days: [DAYS / 2, DAYS / 2] })),
    );
  }
  await check(page, testInfo, 'trends');
});

test('distribution: the histogram under the filters, with the thresholds', async ({ page }, testInfo) => {
  await open(page, '/distribution?screen=employers&metric=LCP');
  const total = values('LCP', { family: 'employers' }).length;
  await expect(page.getByTestId('histogram-chart').getByRole('img')).toHaveAccessibleName(
    new RegExp(`LCP histogram of ${total} samples.*good \\(≤ 2.50 s\\).*poor \\(> 4.00 s\\)`),
  );
  await page.getByText('Show the data as a table').click();
  const counts = await page
    .getByRole('table', { name: 'LCP: samples per bucket' })
    .locator('tbody tr td:nth-child(2)')
    .allInnerTexts();
  expect(counts.length).toBeGreaterThan(10);
  expect(counts.reduce((sum, text) => sum + Number(text.replace(/,/g, '')), 0)).toBe(total);
  await check(page, testInfo, 'distribution');
});

test('releases: the regression is "worse" on the employers’ pages only, and a row opens its trend', async ({
  page,
}, testInfo) => {
  await open(page, '/releases?metric=LCP');
  await expect(page.getByLabel('Baseline')).toHaveValue(BASELINE);
  await expect(page.getByLabel('Candidate')).toHaveValue(CANDIDATE);
  const table = page.getByTestId('compare-table');
  const row = (family: string, device: string) =>
    table
      .getByRole('row')
      .filter({ hasText: family })
      .filter({ has: page.getByRole('cell', { name: device, exact: true }) });
  for (const device of ['mobile', 'desktop']) {
    const before = p75('LCP', { family: 'employers', device, version: BASELINE });
    const after = p75('LCP', { family: 'employers', device, version: CANDIDATE });
    await expect(row('employers', device)).toContainText(`${seconds(before)} (n=200)`);
    await expect(row('employers', device)).toContainText(`${seconds(after)} (n=200)`);
    await expect(row('employers', device)).toContainText(`+${seconds(after - before)}`);
    await expect(row('employers', device)).toContainText('worse');
    await expect(row('jobseekers', device)).toContainText('no change');
  }
  await check(page, testInfo, 'releases');
  await row('employers', 'mobile').getByRole('link', { name: 'employers' }).click();
  await expect(page).toHaveURL(/\/dashboard\/trends\?.*screen=employers/);
  await expect(page).toHaveURL(/device=mobile/);
  await expect(page.getByRole('heading', { name: 'Trends' })).toBeVisible();
});

test('attribution: the hero image holds every poor LCP sample of the employers’ pages', async ({
  page,
}, testInfo) => {
  await open(page, '/attribution?screen=employers&metric=LCP');
  const lcp = values('LCP', { family: 'employers' });
  const poor = lcp.filter((v) => v > 4000).length;
  expect(poor).toBeGreaterThan(0);
  await expect(page.getByTestId('attribution-headline')).toHaveText(
    `${poor} of ${lcp.length} LCP samples are poor (${((poor / lcp.length) * 100).toFixed(1)}%) on employers.`,
  );
  const hero = page.getByTestId('attribution-targets').getByRole('row').filter({ hasText: HERO });
  await expect(hero).toContainText('100.0%');
  await expect(hero).toContainText(String(poor));
  await check(page, testInfo, 'attribution');
});

test('warnings: the chunk-failure spike by day, release, page and browser, per 1,000 page views', async ({
  page,
}, testInfo) => {
  await open(page, '/warnings');
  const total = SPIKE_PER_DAY * 2 + (DAYS - 2);
  const classes = page.getByTestId('warning-classes');
  await expect(classes.getByRole('row').nth(1)).toContainText('Loading chunk * failed');
  await expect(classes.getByRole('row').nth(1)).toContainText(String(total));
  const viewsPerDay = 2 * 2 * 2 * VIEWS_PER_GROUP_PER_DAY;
  await expect(page.getByTestId('warnings-timeline').getByRole('img')).toHaveAccessibleName(
    new RegExp(
      `${total} warnings in the window; the highest day is ${day(DAYS / 2)} with ${SPIKE_PER_DAY} ` +
        `\\(${(SPIKE_PER_DAY * 1000) / viewsPerDay} per 1,000 page views\\).*${CANDIDATE} from ${day(DAYS / 2)}`,
    ),
  );
  const release = page.getByTestId('warnings-by-release').getByRole('row');
  const candidateCount = SPIKE_PER_DAY * 2 + (DAYS / 2 - 2);
  await expect(release.nth(1)).toContainText(CANDIDATE);
  await expect(release.nth(1)).toContainText(
    `${candidateCount}${((candidateCount * 1000) / (viewsPerDay * (DAYS / 2))).toFixed(0)}`,
  );
  await expect(page.getByTestId('warnings-by-path').getByRole('row').nth(1)).toContainText('/werkgevers');
  await expect(page.getByTestId('warnings-by-browser').getByRole('row').nth(1)).toContainText('Chrome');
  await check(page, testInfo, 'warnings');
});

test('every view on a phone: no sideways scrolling, axe clean', async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await open(page, '/');
  for (const [view, heading] of [
    ['/', 'Overview'],
    ['/trends?screen=employers', 'Trends'],
    ['/distribution', 'Distribution'],
    ['/releases', 'Releases'],
    ['/attribution?screen=employers', 'Attribution'],
    ['/warnings', 'Warnings'],
  ] as const) {
    await page.goto(`${origin}/dashboard${view}`);
    await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
    await check(page, testInfo, heading.toLowerCase());
  }
});

test('says when a filter leaves nothing, and shows the service’s refusal as an error', async ({
  page,
  consoleGuard,
}) => {
  await open(page, '/?path=/nothing-here');
  await expect(page.getByText('No web vitals in this window and these filters yet.')).toBeVisible();
  // A path must start with "/": the service answers 400 naming the parameter, and the view says so.
  consoleGuard.allow(/status of 400/);
  await page.goto(`${origin}/dashboard/distribution?metric=LCP&path=no-slash`);
  await expect(page.getByRole('alert')).toContainText('Could not load');
  await expect(page.getByRole('alert')).toContainText('path');
});

test('works from the keyboard: the views are links in tab order, a table opens with Enter', async ({
  page,
}) => {
  await open(page, '/');
  await expect(page.getByTestId('passing-table')).toBeVisible();
  await page.keyboard.press('Tab'); // the skip link
  await expect(page.getByRole('link', { name: 'Skip to the view' })).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Trends' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Trends', level: 1 })).toBeVisible();
  const summary = page.getByText('Show the data as a table').first();
  await summary.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('table').first()).toBeVisible();
});

test('reports its own web vitals to the service, as appType dashboard', async ({ page, consoleGuard }) => {
  // The service's JSON page the test leaves for has no favicon: the browser's request for one is a 404.
  consoleGuard.allow(/status of 404/);
  await open(page, '/', { ownVitals: true });
  await expect(page.getByTestId('passing-table')).toBeVisible();
  await page.getByRole('link', { name: 'Trends' }).click(); // an interaction, for INP
  await expect(page.getByRole('heading', { name: 'Trends', level: 1 })).toBeVisible();
  // Hidden (as a closed tab is): the dashboard sends what it measured.
  await page.goto(`${origin}/healthz`);
  const releases = async (query: string) => {
    const response = await fetch(`${origin}/analytics/releases${query}`, {
      headers: { authorization: `Bearer ${TEST_ANALYTICS_TOKEN}` },
    });
    return ((await response.json()) as { rows: { appVersion: string; pageViews: number }[] }).rows;
  };
  await expect
    .poll(
      async () =>
        (await releases('?appType=dashboard')).find((row) => row.appVersion.startsWith('dashboard-'))
          ?.pageViews ?? 0,
      { timeout: 30_000 },
    )
    .toBeGreaterThan(0);
  // Kept apart: the site's answers (no appType) never count them.
  expect((await releases('')).filter((row) => row.appVersion.startsWith('dashboard-'))).toEqual([]);
});
