import type { NavigationsResponse, StoredVital, VitalReport } from '@opstap/contracts';
import { devices, type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { TELEMETRY_ORIGIN } from '../support/ports.ts';
import { E2E_ANALYTICS_TOKEN } from '../support/telemetry.ts';

/**
 * Every page view measured (docs/requirements/client-telemetry.md#page-views, decision 0502): a visit lands on
 * one page and makes two client-side route changes, with a slow interaction and a layout shift on the second
 * page; Chromium reports the route changes as soft navigations, and the real service stores each metric under
 * its own page view. Read back through the analyst API: the export for each stored row, the navigations view
 * for the page views. A tablet's User-Agent, which no other test uses, keeps other tests' page views (they run
 * beside these) out of the counts.
 */
const tablet = devices['Galaxy Tab S4'];
test.use({ userAgent: tablet.userAgent, viewport: { width: 1024, height: 900 } });

const auth = { authorization: `Bearer ${E2E_ANALYTICS_TOKEN}` };
/** How long the slow interaction's handler keeps the main thread: its INP is at least this. */
const SLOW_HANDLER_MS = 400;

/** The page-view ids of every report the page POSTed to /analytics/vital. */
function captureViewIds(page: Page): Set<string> {
  const ids = new Set<string>();
  page.on('request', (request) => {
    if (request.method() !== 'POST' || new URL(request.url()).pathname !== '/analytics/vital') return;
    for (const report of JSON.parse(request.postData() ?? '[]') as VitalReport[])
      if (report.pageViewId) ids.add(report.pageViewId);
  });
  return ids;
}

/** This visit's stored rows, read back through the analyst API's export (NDJSON: the contract's StoredVital). */
async function storedRows(
  request: APIRequestContext,
  from: string,
  ids: Set<string>,
): Promise<StoredVital[]> {
  const response = await request.get(`${TELEMETRY_ORIGIN}/analytics/export`, {
    params: { table: 'vitals', format: 'ndjson', from },
    headers: auth,
  });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.text())
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as StoredVital)
    .filter((row) => row.pageViewId !== undefined && ids.has(row.pageViewId));
}

/** Page views of tablets since `from`, hard and soft, summed over the navigations view's rows. */
async function tabletPageViews(request: APIRequestContext, from: string) {
  const response = await request.get(`${TELEMETRY_ORIGIN}/analytics/vitals/navigations`, {
    params: { device: 'tablet', from },
    headers: auth,
  });
  expect(response.status(), await response.text()).toBe(200);
  const { rows } = (await response.json()) as NavigationsResponse;
  return {
    hard: rows.reduce((sum, row) => sum + row.hard.pageViews, 0),
    soft: rows.reduce((sum, row) => sum + row.soft.pageViews, 0),
    coverage: rows.map((row) => row.coverage),
  };
}

/** Hides the page as a tab switch does (as telemetry-vitals.spec.ts): the queued reports leave. */
async function hide(page: Page) {
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
  });
}

/** The entries Chromium has reported of a type so far (buffered), e.g. its soft navigations. */
const entriesOf = (page: Page, type: string) =>
  page.evaluate(
    (entryType) =>
      new Promise<number>((resolve) => {
        if (!PerformanceObserver.supportedEntryTypes.includes(entryType)) return resolve(0);
        const observer = new PerformanceObserver((list) => {
          observer.disconnect();
          resolve(list.getEntries().length);
        });
        observer.observe({ type: entryType, buffered: true });
        // No entry at all: the buffered callback never comes; a frame later the answer is none.
        requestAnimationFrame(() => setTimeout(() => resolve(0), 100));
      }),
    type,
  );

/**
 * Moves the page's content down by 200 px without an input in the last 500 ms (a shift right after an input
 * does not count), and resolves once Chromium reported it as a layout shift that counts.
 */
const shiftLayout = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const observer = new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
          })[])
            if (!entry.hadRecentInput) {
              observer.disconnect();
              resolve(entry.value);
            }
        });
        observer.observe({ type: 'layout-shift' });
        const push = () => {
          const block = document.createElement('div');
          block.style.height = '200px';
          block.dataset.shift = '';
          document.querySelector('main')?.prepend(block);
        };
        // The input window is 500 ms; the slow click before this ended its handler just now.
        setTimeout(push, 700);
      }),
  );

/** The visit: land on /jobseekers, go to /employers by the header, use it slowly, shift it, go on to /contact. */
async function visit(page: Page): Promise<void> {
  await page.addInitScript(() => localStorage.setItem('opstap:log-web-vitals', 'true'));
  const vitalsLoaded = page.waitForEvent('console', (message) =>
    message.text().startsWith('[web-vitals] TTFB'),
  );
  await page.goto('/jobseekers?utm_source=mail');
  await vitalsLoaded; // web-vitals is subscribed (it loads at idle): the route changes are observed from here
  const nav = page.getByRole('navigation', { name: 'Main' });
  const heading = page.locator('h1').first();
  const landingHeading = await heading.textContent();

  await nav.getByRole('link', { name: 'Employers' }).click();
  await expect(page).toHaveURL(/\/employers$/);
  // The URL changes before the new screen renders: wait for its own heading, not the landing page's.
  await expect(heading).not.toHaveText(landingHeading ?? '');
  // A slow handler for any click on a heading, on the document: a heading React renders anew still has it.
  await page.evaluate((ms) => {
    document.addEventListener('click', (event) => {
      if (!(event.target instanceof Element) || !event.target.closest('h1')) return;
      const end = performance.now() + ms;
      while (performance.now() < end); // the interaction's INP
    });
  }, SLOW_HANDLER_MS);
  await heading.click();
  expect(await shiftLayout(page)).toBeGreaterThan(0.05);

  await nav.getByRole('link', { name: 'Contact' }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page.locator('h1').first()).toBeVisible();
}

test('a visit with two route changes stores each metric under its own page view, and three page views', async ({
  page,
  request,
}) => {
  const from = new Date().toISOString();
  const ids = captureViewIds(page);
  await visit(page);
  // Chromium saw both route changes as soft navigations (each after its contentful paint).
  await expect.poll(() => entriesOf(page, 'soft-navigation'), { timeout: 30_000 }).toBe(2);
  await hide(page);

  const byPath = (rows: StoredVital[], path: string) => rows.filter((row) => row.path === path);
  const names = (rows: StoredVital[]) => rows.map((row) => row.name).sort();
  let rows: StoredVital[] = [];
  await expect
    .poll(
      async () => {
        rows = await storedRows(request, from, ids);
        return ['/jobseekers', '/employers', '/contact'].map((path) => names(byPath(rows, path)));
      },
      { timeout: 30_000 },
    )
    .toEqual([
      expect.arrayContaining(['FCP', 'LCP', 'TTFB']),
      expect.arrayContaining(['CLS', 'FCP', 'INP', 'LCP']),
      expect.arrayContaining(['FCP', 'LCP']),
    ]);

  // Each view's rows carry its own path, screen and navigation type; one id per view, three views.
  for (const [path, screen, navigationType] of [
    ['/jobseekers', 'jobseekers', 'navigate'],
    ['/employers', 'employers', 'soft-navigation'],
    ['/contact', 'contact', 'soft-navigation'],
  ] as const) {
    const view = byPath(rows, path);
    expect(
      view.filter((row) => row.name === 'FCP'),
      `one FCP on ${path}`,
    ).toHaveLength(1);
    expect(
      view.filter((row) => row.name === 'LCP'),
      `one LCP on ${path}`,
    ).toHaveLength(1);
    for (const row of view) expect(row).toMatchObject({ screen, navigationType, softNavigations: true });
    expect(new Set(view.map((row) => row.pageViewId)).size, `one page view on ${path}`).toBe(1);
  }
  expect(new Set(rows.map((row) => row.pageViewId)).size).toBe(3);
  expect(rows.every((row) => ['/jobseekers', '/employers', '/contact'].includes(row.path))).toBe(true);
  // TTFB for the landing view only: a soft navigation's placeholder 0 is never sent.
  expect(rows.filter((row) => row.name === 'TTFB').map((row) => row.path)).toEqual(['/jobseekers']);

  // The slow interaction and the shift are the second page's, not the first's.
  const metricOn = (path: string, name: string) => byPath(rows, path).find((row) => row.name === name);
  const inp = metricOn('/employers', 'INP');
  expect(inp?.value).toBeGreaterThanOrEqual(SLOW_HANDLER_MS);
  expect(inp?.attribution?.interactionTarget).toMatch(/h1/);
  // /jobseekers' own INP is its header-link click, which renders the next screen: its time follows the
  // machine's load (416 ms once), so the slow click is told apart by its target, not by a time bound.
  expect(metricOn('/jobseekers', 'INP')?.attribution?.interactionTarget ?? '').not.toMatch(/h1/);
  const cls = metricOn('/employers', 'CLS')?.value ?? 0;
  expect(cls).toBeGreaterThan(0.05);
  expect(metricOn('/jobseekers', 'CLS')?.value ?? 0).toBeLessThan(cls);

  // Three page views, two of them soft, as the analysts' navigations view counts them.
  await expect
    .poll(() => tabletPageViews(request, from), { timeout: 30_000 })
    .toEqual({ hard: 1, soft: 2, coverage: expect.arrayContaining([1]) });
});

test('the same visit in a browser without soft-navigation support stores today’s reports, marked', async ({
  page,
  request,
}) => {
  // As a browser before Chromium 151 (or Firefox, Safari): web-vitals looks for this entry type.
  await page.addInitScript(() => {
    const types = PerformanceObserver.supportedEntryTypes.filter((type) => type !== 'soft-navigation');
    Object.defineProperty(PerformanceObserver, 'supportedEntryTypes', { get: () => types });
  });
  const from = new Date().toISOString();
  const ids = captureViewIds(page);
  await visit(page);
  await hide(page);

  let rows: StoredVital[] = [];
  await expect
    .poll(
      async () => {
        rows = await storedRows(request, from, ids);
        return rows.map((row) => row.name).sort();
      },
      { timeout: 30_000 },
    )
    .toEqual(expect.arrayContaining(['CLS', 'FCP', 'INP', 'LCP', 'TTFB']));
  // One page view, the landing one, as before: every metric under its path, and each report says why.
  for (const row of rows)
    expect(row).toMatchObject({
      path: '/jobseekers',
      screen: 'jobseekers',
      navigationType: 'navigate',
      softNavigations: false,
    });
  expect(new Set(rows.map((row) => row.pageViewId)).size).toBe(1);
  for (const name of ['TTFB', 'FCP', 'LCP']) expect(rows.filter((row) => row.name === name)).toHaveLength(1);
  expect(rows.find((row) => row.name === 'INP')?.value).toBeGreaterThanOrEqual(SLOW_HANDLER_MS);

  await expect
    .poll(() => tabletPageViews(request, from), { timeout: 30_000 })
    .toEqual({ hard: 1, soft: 0, coverage: [0] });
});
