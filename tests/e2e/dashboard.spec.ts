import { checkView as check, useSeededDashboard } from '../support/dashboard-page.ts';
import {
  BASELINE,
  CANDIDATE,
  DAYS,
  HERO,
  SPIKE_PER_DAY,
  VIEWS_PER_GROUP_PER_DAY,
  dayAt,
  quantile,
  values,
} from '../support/dashboard-seed.ts';
import { expect, test } from '../support/fixtures.ts';

/**
 * The analysts' dashboard (docs/requirements/telemetry-service.md#dashboard) as the built service serves it
 * at /dashboard/, in Chromium, over a store seeded with a known story (support/dashboard-seed.ts): release
 * 1.7.0 makes LCP on the employers' pages poor, and brings a spike of chunk failures. Every view must show
 * them, with the numbers the seed implies; each view passes axe and leaves a screenshot in the test's
 * output folder (and in SCREENSHOT_DIR when set). How the app behaves around the views (the token, its
 * questions, the keyboard, its own vitals): dashboard-app.spec.ts.
 */

const now = Date.now();
const dashboard = useSeededDashboard(now);
const open = dashboard.open;

test.describe.configure({ mode: 'serial' });

/** The dashboard's way of showing figures (apps/dashboard/src/lib/format.ts), for the expected values. */
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const p75 = (metric: string, where: Parameters<typeof values>[1]) => quantile(values(metric, where), 0.75);
const day = (d: number) => dayAt(d, now).toISOString().slice(0, 10);

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
  const candidateViews = viewsPerDay * (DAYS / 2);
  await expect(release.nth(1)).toContainText(
    `${candidateCount}${candidateViews}${((candidateCount * 1000) / candidateViews).toFixed(0)}`,
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
    await page.goto(`${dashboard.origin}/dashboard${view}`);
    await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
    await check(page, testInfo, heading.toLowerCase());
  }
});
