import { VitalReport } from '@opstap/contracts';
import { devices, type Page } from '@playwright/test';
import { Value } from '@sinclair/typebox/value';
import { expect, test } from '../support/fixtures.ts';

/**
 * Issue 5: a page view's web vitals leave the page when it is hidden, once each, valid, with every field of
 * the contract filled. A phone is emulated: desktop Linux has no OS version to report (its User-Agent has
 * none and Client Hints say ""), so only a device with one can show every field filled.
 */
const phone = devices['Pixel 7'];
test.use({
  userAgent: phone.userAgent,
  viewport: phone.viewport,
  deviceScaleFactor: phone.deviceScaleFactor,
  isMobile: phone.isMobile,
  hasTouch: phone.hasTouch,
});

/**
 * Every body POSTed to /analytics/vital, parsed, and its content type; answered 204 here, as the service does
 * (its ingest route is issue 6's: the bodies are checked against the contract the service validates with).
 */
async function captureVitals(page: Page) {
  const bodies: { reports: VitalReport[]; contentType: string }[] = [];
  await page.route('**/analytics/vital', async (route) => {
    const request = route.request();
    bodies.push({
      reports: JSON.parse(request.postData() ?? '[]') as VitalReport[],
      contentType: (await request.allHeaders())['content-type'] ?? '',
    });
    await route.fulfill({ status: 204 });
  });
  return bodies;
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

test('a page view sends FCP, LCP, TTFB and CLS once each, valid and complete, when it is hidden', async ({
  page,
}) => {
  await page.addInitScript(() => localStorage.setItem('opstap:log-web-vitals', 'true'));
  const bodies = await captureVitals(page);
  const measured = watchConsoleVitals(page);

  await page.goto('/werkgevers?utm_source=e2e');
  await expect
    .poll(() => [...measured].sort(), { timeout: 15_000 })
    .toEqual(expect.arrayContaining(['CLS', 'FCP', 'LCP', 'TTFB']));
  expect(bodies).toHaveLength(0); // nothing leaves while the page is visible

  await page.locator('h1').first().click();
  await hide(page);

  await expect
    .poll(() => bodies.flatMap((b) => b.reports.map((r) => r.name)).sort(), { timeout: 10_000 })
    .toEqual(expect.arrayContaining(['CLS', 'FCP', 'LCP', 'TTFB']));
  // sendBeacon with a string body: text/plain, which needs no CORS preflight.
  for (const body of bodies) expect(body.contentType).toMatch(/^text\/plain/);
  const reports = bodies.flatMap((b) => b.reports);
  const ids = reports.map((r) => r.id);
  expect(new Set(ids).size).toBe(ids.length); // no metric id sent twice

  for (const report of reports) {
    expect(Value.Check(VitalReport, report), JSON.stringify([...Value.Errors(VitalReport, report)])).toBe(
      true,
    );
    for (const field of Object.keys(VitalReport.properties)) {
      expect(report, `${report.name} has ${field}`).toHaveProperty(field);
      expect(String(report[field as keyof VitalReport]), `${report.name}.${field} is filled`).not.toBe('');
    }
    expect(report).toMatchObject({
      path: '/werkgevers', // the landing path, without its query
      language: 'nl',
      country: 'nl',
      appType: 'home-page',
      userType: 'anonymous',
      device: 'mobile',
      os: 'Android',
      browser: 'Chrome',
      windowOrientation: 'portrait',
      width: phone.viewport.width,
      height: phone.viewport.height,
      devicePixelRatio: phone.deviceScaleFactor,
    });
  }
});

test('the tracking debug page shows the vitals with ratings, what was sent and the answer, and the logger keys', async ({
  page,
}) => {
  const bodies = await captureVitals(page);
  await page.goto('/_debug/tracking');
  const row = (metric: string) => page.locator(`[data-telemetry="vitals"] [data-metric="${metric}"]`);
  for (const metric of ['FCP', 'TTFB', 'LCP', 'CLS']) {
    await expect(row(metric), metric).toHaveAttribute('data-rating', /^(good|needs-improvement|poor)$/, {
      timeout: 15_000,
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
