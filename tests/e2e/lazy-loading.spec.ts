import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { screenSelector } from '../support/site.ts';

const SLOW = 'Loading is taking a bit longer than usual.';
const FAILED = 'There was a problem loading the page. Please try again.';
// What Chromium prints for a request the test failed on purpose.
const ABORTED = /Failed to load resource: net::ERR_FAILED/;

const chunk = (screen: string, kind: 'js' | 'css' = 'js') =>
  new RegExp(`/static/${kind}/${screen}\\.[0-9a-f]{8}\\.chunk\\.${kind}$`);

async function clickHeaderLink(page: Page, name: string) {
  await page.locator('header').getByRole('link', { name, exact: true }).click();
}

test('a slow page shows nothing for 500 ms, then the slow notice, and sends a warning', async ({
  page,
  warnBeacons,
}) => {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(chunk('employers'), async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/jobseekers');
  // Timed by the page's own clock, from the click event to the notice entering the DOM: the test's clock would
  // add the busy machine's delays in driving the browser (a slow click made 500 ms look like 443).
  await page.evaluate((text) => {
    const times = { clickedAt: -1, shownAt: -1 };
    Object.assign(window, { __slowNotice: times });
    document.addEventListener('click', (event) => (times.clickedAt = event.timeStamp), { capture: true });
    new MutationObserver(() => {
      if (times.shownAt < 0 && document.body.textContent?.includes(text)) times.shownAt = performance.now();
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
  }, SLOW);
  await clickHeaderLink(page, 'Employers');

  const notice = page.getByText(SLOW);
  await expect(notice).toBeVisible();
  const { clickedAt, shownAt } = await page.evaluate(
    () => (window as unknown as { __slowNotice: { clickedAt: number; shownAt: number } }).__slowNotice,
  );
  expect(clickedAt, 'the click was seen').toBeGreaterThan(0);
  expect(shownAt - clickedAt, 'ms from the click to the notice').toBeGreaterThanOrEqual(500);
  const beacon = await warnBeacons.waitFor(/longer than 500 ms/);
  expect(beacon).toMatchObject({ type: 'warn', path: '/employers' });
  expect(beacon.userAgent).toEqual(expect.stringContaining('Chrome'));
  expect(typeof beacon.stacktrace).toBe('string');

  release();
  await expect(page.locator(screenSelector('employers'))).toBeVisible();
  await expect(notice).toBeHidden();
});

test('a failed script chunk shows the error notice, sends a ChunkLoadError, and retry loads the page', async ({
  page,
  warnBeacons,
  consoleGuard,
}) => {
  consoleGuard.allow(ABORTED);
  await page.route(chunk('employers'), (route) => route.abort());
  await page.goto('/jobseekers');
  await clickHeaderLink(page, 'Employers');

  await expect(page.getByRole('alert')).toContainText(FAILED);
  const beacon = await warnBeacons.waitFor(/^Loading chunk employers failed\./);
  expect(String(beacon.message)).toMatch(
    /\(error: http:\/\/[^)]+\/static\/js\/employers\.[0-9a-f]{8}\.chunk\.js\)/,
  );
  expect(String(beacon.stacktrace)).toMatch(/^ChunkLoadError: Loading chunk employers failed/);

  await page.unroute(chunk('employers'));
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.locator(screenSelector('employers'))).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('a failed stylesheet chunk is a CSS_CHUNK_LOAD_FAILED error with the error notice', async ({
  page,
  warnBeacons,
  consoleGuard,
}) => {
  consoleGuard.allow(ABORTED);
  await page.route(chunk('employers', 'css'), (route) => route.abort());
  await page.goto('/jobseekers');
  await clickHeaderLink(page, 'Employers');

  await expect(page.getByRole('alert')).toContainText(FAILED);
  const beacon = await warnBeacons.waitFor(/^Loading CSS chunk employers failed\./);
  expect(String(beacon.message)).toContain('[CSS_CHUNK_LOAD_FAILED]');
  expect(String(beacon.stacktrace)).toMatch(/^CssChunkLoadError: Loading CSS chunk employers failed/);
});

test('a page that has not loaded after 10 s shows the error notice and sends a time-out warning', async ({
  page,
  warnBeacons,
}) => {
  test.setTimeout(90_000);
  // Held, never answered: only the 10 s page time-out can end the wait.
  await page.route(chunk('press'), () => undefined);
  await page.goto('/jobseekers');
  const clicked = Date.now(); // before the click, as above
  await page.locator('footer').getByRole('link', { name: 'Press and about us' }).click();

  await expect(page.getByText(SLOW)).toBeVisible();
  await expect(page.getByRole('alert')).toContainText(FAILED, { timeout: 45_000 });
  expect(Date.now() - clicked).toBeGreaterThanOrEqual(9_500);
  await warnBeacons.waitFor(/longer than 500 ms/);
  const beacon = await warnBeacons.waitFor(/did not load within 10000 ms/);
  expect(beacon).toMatchObject({ type: 'warn', path: '/press' });
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
});

test('a page whose chunk fails on a direct load shows the error notice in Dutch', async ({
  page,
  warnBeacons,
  consoleGuard,
}) => {
  consoleGuard.allow(ABORTED);
  await page.route(chunk('locations'), (route) => route.abort());
  await page.goto('/locaties');
  await expect(page.getByRole('alert')).toContainText(
    'Er ging iets mis bij het laden van de pagina. Probeer het opnieuw.',
  );
  await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
  await warnBeacons.waitFor(/^Loading chunk locations failed\./);
});
