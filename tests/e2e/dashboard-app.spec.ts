import { silenceOwnVitals, useSeededDashboard } from '../support/dashboard-page.ts';
import { expect, test } from '../support/fixtures.ts';
import { TEST_ANALYTICS_TOKEN } from '../support/telemetry-process.ts';

/**
 * The analysts' dashboard around its views (docs/requirements/telemetry-service.md#dashboard), over the
 * seeded store of dashboard.spec.ts: the token once per session and only as a bearer header, the questions
 * the entry asks before the app's code, empty and error states, the keyboard, and its own web vitals.
 */

const now = Date.now();
const dashboard = useSeededDashboard(now);
const open = dashboard.open;

test.describe.configure({ mode: 'serial' });

test('asks for the token once per session, sends it only as a bearer header, and asks again after a 401', async ({
  page,
  consoleGuard,
}) => {
  consoleGuard.allow(/401/);
  await silenceOwnVitals(page);
  const requests: { url: string; authorization?: string }[] = [];
  page.on('request', (r) => requests.push({ url: r.url(), authorization: r.headers().authorization }));
  await page.goto(`${dashboard.origin}/dashboard/`);
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

test('a token refused before the app runs (the entry’s early question): the prompt says so', async ({
  page,
  consoleGuard,
}) => {
  consoleGuard.allow(/401/);
  await silenceOwnVitals(page);
  // A token kept from an earlier session that the service no longer takes.
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('refused-once')) {
      sessionStorage.setItem('refused-once', 'yes');
      sessionStorage.setItem('opstap:analytics-token', 'a-token-the-service-does-not-know-0123456789');
    }
  });
  const refusals: string[] = [];
  page.on('response', (response) => {
    if (response.url().includes('/analytics/') && response.status() === 401) refusals.push(response.url());
  });
  await page.goto(`${dashboard.origin}/dashboard/`);
  await expect(page.getByRole('alert')).toHaveText('The service refused the token. Enter it again.');
  // The entry's first questions go out together (the overview's: passing, releases, the site's trend), each
  // refused once; none is asked again once the prompt is back.
  expect(refusals.length).toBeGreaterThan(0);
  expect(new Set(refusals).size).toBe(refusals.length);
  await page.getByLabel('Analytics token').fill(TEST_ANALYTICS_TOKEN);
  await page.getByRole('button', { name: 'Open the dashboard' }).click();
  await expect(page.getByRole('heading', { name: 'Overview' })).toBeVisible();
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
    '/phases',
    '/navigations',
    '/warnings',
  ];
  for (const view of views) {
    const page = await browser.newPage();
    // A window starts at the zone's midnight (lib/search.ts windowParams): the page's clock stands still,
    // so both loads ask for the same day even when a day turns between them.
    await page.clock.setFixedTime(now);
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
    // The token is sent with Enter: a pointer left on the prompt's button could rest over the filter bar
    // once the view is drawn, and the filters ask for their choices when the pointer comes to them.
    await page.goto(`${dashboard.origin}/dashboard${view}`);
    await page.getByLabel('Analytics token').fill(TEST_ANALYTICS_TOKEN);
    await page.getByLabel('Analytics token').press('Enter');
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

test('says when a filter leaves nothing, and shows the service’s refusal as an error', async ({
  page,
  consoleGuard,
}) => {
  await open(page, '/?path=/nothing-here');
  await expect(page.getByText('No web vitals in this window and these filters yet.')).toBeVisible();
  // A path must start with "/": the service answers 400 naming the parameter, and the view says so.
  consoleGuard.allow(/status of 400/);
  await page.goto(`${dashboard.origin}/dashboard/distribution?metric=LCP&path=no-slash`);
  // Each part of the view that asked (its percentiles, its histogram) says so on its own.
  await expect(page.getByRole('alert')).toHaveCount(2);
  for (const alert of await page.getByRole('alert').all()) {
    await expect(alert).toContainText('Could not load');
    await expect(alert).toContainText('path');
  }
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
  // web-vitals loads once the page has loaded and painted (decision 0813): its observers must be in place
  // before the page is left.
  const measuring = page.waitForResponse((response) =>
    /\/assets\/web-vitals-[^/]*\.js$/.test(response.url()),
  );
  await open(page, '/', { ownVitals: true });
  await expect(page.getByTestId('passing-table')).toBeVisible();
  await measuring;
  await page.getByRole('link', { name: 'Trends' }).click(); // an interaction, for INP
  await expect(page.getByRole('heading', { name: 'Trends', level: 1 })).toBeVisible();
  // Hidden (as a closed tab is): the dashboard sends what it measured.
  await page.goto(`${dashboard.origin}/healthz`);
  const releases = async (query: string) => {
    const response = await fetch(`${dashboard.origin}/analytics/releases${query}`, {
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
