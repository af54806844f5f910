import { VitalReport, type SummaryRow } from '@opstap/contracts';
import { devices, type APIRequestContext, type Page } from '@playwright/test';
import { Value } from 'typebox/value';
import { expect, test } from '../support/fixtures.ts';
import { TELEMETRY_ORIGIN } from '../support/ports.ts';
import { E2E_ANALYTICS_TOKEN } from '../support/telemetry.ts';

/**
 * A page view's web vitals leave the page when it is hidden, once each, valid, with every required field of
 * the contract filled (docs/requirements/client-telemetry.md#web-vitals), and the real telemetry service
 * (started by the harness) stores them: its analyst API is asked for this run's rows. A phone's User-Agent
 * is emulated without Client Hints, so device, OS and browser are left to the service, which reads them from
 * the User-Agent header.
 */
const phone = devices['Pixel 7'];
test.use({
  userAgent: phone.userAgent,
  viewport: phone.viewport,
  deviceScaleFactor: phone.deviceScaleFactor,
  isMobile: phone.isMobile,
  hasTouch: phone.hasTouch,
});

/** Every body POSTed to /analytics/vital (they go on to the real service), parsed, with type and status. */
function captureVitals(page: Page) {
  const bodies: { reports: VitalReport[]; contentType: string; status?: number }[] = [];
  page.on('request', async (request) => {
    if (request.method() !== 'POST' || new URL(request.url()).pathname !== '/analytics/vital') return;
    const entry: { reports: VitalReport[]; contentType: string; status?: number } = {
      reports: JSON.parse(request.postData() ?? '[]') as VitalReport[],
      contentType: '',
    };
    bodies.push(entry);
    entry.contentType = (await request.allHeaders())['content-type'] ?? '';
    entry.status = (await request.response())?.status();
  });
  return bodies;
}

/**
 * The service's summary rows for one metric, this run only (`from`), grouped as asked, of phones only: the other
 * tests browse as a desktop, and their page views of the same paths, running beside these, never count here.
 */
async function storedRows(
  request: APIRequestContext,
  query: { metric: string; groupBy: string; path: string; from: string },
): Promise<SummaryRow[]> {
  const response = await request.get(`${TELEMETRY_ORIGIN}/analytics/vitals/summary`, {
    params: { ...query, device: 'mobile' },
    headers: { authorization: `Bearer ${E2E_ANALYTICS_TOKEN}` },
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { rows: SummaryRow[] }).rows;
}

/**
 * Hides the page as a tab switch does: `visibilityState` becomes `hidden` and `visibilitychange` fires (it
 * bubbles, as the browser's does). A real unload sends the beacon too, but Playwright does not see requests
 * of a document that is going away.
 */
async function hide(page: Page) {
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
  });
}

/** The metrics printed by the logger's web-vitals switch: proof that web-vitals has loaded and measures. */
function watchConsoleVitals(page: Page) {
  const seen = new Set<string>();
  page.on('console', (message) => {
    const match = /^\[web-vitals\] (\w+) /.exec(message.text());
    if (match?.[1]) seen.add(match[1]);
  });
  return seen;
}

test('a page view sends FCP, LCP, TTFB and CLS once each, valid and complete, and the service stores them', async ({
  page,
  request,
}) => {
  const from = new Date(Date.now() - 1000).toISOString();
  await page.addInitScript(() => localStorage.setItem('opstap:log-web-vitals', 'true'));
  const bodies = captureVitals(page);
  const measured = watchConsoleVitals(page);

  await page.goto('/werkgevers?q=secret#frag');
  await expect
    .poll(() => [...measured].sort(), { timeout: 30_000 })
    .toEqual(expect.arrayContaining(['CLS', 'FCP', 'LCP', 'TTFB']));
  expect(bodies).toHaveLength(0); // nothing leaves while the page is visible

  await page.locator('h1').first().click();
  await hide(page);

  await expect
    .poll(() => bodies.flatMap((b) => b.reports.map((r) => r.name)).sort(), { timeout: 30_000 })
    .toEqual(expect.arrayContaining(['CLS', 'FCP', 'LCP', 'TTFB']));
  // Accepted by the service (204), and sent by sendBeacon with a string body: text/plain, no CORS preflight.
  // Every body's answer, also of a body that arrives while this waits (the click's INP may come later).
  await expect.poll(() => bodies.map((b) => b.status ?? 'pending').filter((s) => s !== 204)).toEqual([]);
  for (const body of bodies) expect(body.contentType).toMatch(/^text\/plain/);
  const reports = bodies.flatMap((b) => b.reports);
  const ids = reports.map((r) => r.id);
  expect(new Set(ids).size).toBe(ids.length); // no metric id sent twice

  for (const report of reports) {
    expect(Value.Check(VitalReport, report), JSON.stringify([...Value.Errors(VitalReport, report)])).toBe(
      true,
    );
    for (const field of [...VitalReport.required, 'screen', 'navigationType'] as (keyof VitalReport)[]) {
      expect(report, `${report.name} has ${field}`).toHaveProperty(field);
      expect(String(report[field]), `${report.name}.${field} is filled`).not.toBe('');
    }
    expect(report).toMatchObject({
      path: '/werkgevers', // the landing path, without its query
      screen: 'employers',
      navigationType: 'navigate',
      language: 'nl',
      country: 'nl',
      appType: 'home-page',
      userType: 'anonymous',
      windowOrientation: 'portrait',
      width: phone.viewport.width,
      height: phone.viewport.height,
      devicePixelRatio: phone.deviceScaleFactor,
    });
  }

  // web-vitals' attribution, scrubbed: the page's query and fragment appear nowhere in what was sent.
  expect(JSON.stringify(reports)).not.toMatch(/secret|frag/);
  const byName = new Map(reports.map((r) => [r.name, r]));
  expect(byName.get('LCP')?.attribution).toMatchObject({
    target: expect.any(String),
    timeToFirstByte: expect.any(Number),
    resourceLoadDelay: expect.any(Number),
    resourceLoadDuration: expect.any(Number),
    elementRenderDelay: expect.any(Number),
  });
  expect(byName.get('TTFB')?.attribution).toMatchObject({
    waitingDuration: expect.any(Number),
    dnsDuration: expect.any(Number),
    connectionDuration: expect.any(Number),
    requestDuration: expect.any(Number),
  });
  const lcpUrl = byName.get('LCP')?.attribution?.url;
  if (lcpUrl !== undefined) expect(lcpUrl).toMatch(/^(https?:\/\/[^?#]+|data:|blob:)$/); // an image LCP only

  // The service stored each metric of this page view once, with its fields.
  for (const metric of ['FCP', 'LCP', 'TTFB', 'CLS']) {
    await expect
      .poll(() => storedRows(request, { metric, groupBy: 'path', path: '/werkgevers', from }), {
        timeout: 30_000,
      })
      .toEqual([expect.objectContaining({ group: { path: '/werkgevers' }, count: 1 })]);
  }
  for (const [groupBy, value] of [
    ['device', 'mobile'],
    ['browser', 'Chrome'],
    ['country', 'nl'],
    ['language', 'nl'],
  ] as const) {
    expect(await storedRows(request, { metric: 'LCP', groupBy, path: '/werkgevers', from })).toEqual([
      expect.objectContaining({ group: { [groupBy]: value }, count: 1 }),
    ]);
  }
});

test('vitals also leave with a real unload (navigating away), and the service stores them', async ({
  page,
  request,
  consoleGuard,
}) => {
  consoleGuard.allow(/status of 404/); // the page navigated to, the service's /healthz, has no favicon
  const from = new Date(Date.now() - 1000).toISOString();
  const measured = watchConsoleVitals(page);
  await page.addInitScript(() => localStorage.setItem('opstap:log-web-vitals', 'true'));
  await page.goto('/employers');
  await expect
    .poll(() => [...measured].sort(), { timeout: 30_000 })
    .toEqual(expect.arrayContaining(['CLS', 'FCP', 'LCP', 'TTFB']));
  await page.locator('h1').first().click();
  // Chromium fires pagehide, then visibilitychange; Playwright cannot see a leaving document's beacon, the
  // service can.
  await page.goto(`${TELEMETRY_ORIGIN}/healthz`);
  for (const metric of ['FCP', 'LCP', 'TTFB', 'CLS']) {
    await expect
      .poll(() => storedRows(request, { metric, groupBy: 'path', path: '/employers', from }), {
        timeout: 30_000,
      })
      .toEqual([expect.objectContaining({ group: { path: '/employers' }, count: 1 })]);
  }
});

test('the tracking debug page shows the vitals with ratings, what was sent and the answer, and the logger keys', async ({
  page,
}) => {
  const bodies = captureVitals(page);
  await page.goto('/_debug/tracking');
  const row = (metric: string) => page.locator(`[data-telemetry="vitals"] [data-metric="${metric}"]`);
  for (const metric of ['FCP', 'TTFB', 'LCP', 'CLS']) {
    await expect(row(metric), metric).toHaveAttribute('data-rating', /^(good|needs-improvement|poor)$/, {
      timeout: 30_000,
    });
  }
  await expect(row('FCP')).toContainText(/\d+ ms/);
  const logger = page.locator('[data-telemetry="logger"]');
  await expect(logger).toContainText('opstap:log-level');
  await expect(logger).toContainText('opstap:log-web-vitals');
  await expect(logger).toContainText('Console level in effect: warn'); // the e2e fixture sets it

  await hide(page);
  await expect.poll(() => bodies.length).toBeGreaterThan(0);
  const sent = page.locator('[data-batch="1"]');
  await expect(sent).toContainText('by beacon');
  // The beacon's answer: accepted by the browser, then its status once Resource Timing reports it.
  await expect(sent).toHaveAttribute('data-answer', /^(queued|204)$/);
  await expect(sent).toContainText(/FCP|TTFB|LCP|CLS/);
  await expect(page.locator('[data-telemetry="queue"]')).toContainText(
    'Waiting for the page to be hidden: 0',
  );
});
