import type { Page } from '@playwright/test';
import { vitalReport } from '@opstap/contracts/fixtures';
import { importRows, openView, useSeededDashboard } from '../support/dashboard-page.ts';
import { DAYS, VIEWS_PER_GROUP_PER_DAY, dayAt, quantile, values } from '../support/dashboard-seed.ts';
import { expect, test } from '../support/fixtures.ts';

/**
 * The analyst's questions 1, 5, 6 and 11 (README, "The analyst's twelve questions"), walked through the
 * dashboard's paths the README gives, in a browser in Amsterdam, over the seeded store of
 * support/dashboard-seed.ts and one more beacon: a tablet's LCP at 23:30 UTC, which is the next day in
 * Amsterdam (docs/decisions/0806-dashboard-days-in-a-zone.md).
 */

test.use({ timezoneId: 'Europe/Amsterdam' });
test.describe.configure({ mode: 'serial' });

const now = Date.now();
const dashboard = useSeededDashboard(now);

/** The late beacon: day 5 of the seed, 23:30 UTC, 00:30 the next day in Amsterdam (UTC+1 in winter). */
const LATE = new Date(dayAt(5, now).getTime() + 11.5 * 3_600_000);
const LATE_VALUE = 4321;
const utcDay = (date: Date) => date.toISOString().slice(0, 10);
const nextDay = (day: string) => utcDay(new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000));

test.beforeAll(async () => {
  const row = {
    ...vitalReport({
      name: 'LCP',
      value: LATE_VALUE,
      device: 'tablet',
      os: 'iPadOS',
      path: '/employers',
      screen: 'employers',
      language: 'en',
      appVersion: '1.6.0',
      id: 'late-evening-tablet-lcp',
    }),
    receivedAt: LATE.toISOString(),
  };
  await importRows(dashboard.origin, 'vitals', [row]);
});

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
/** The query API questions the page asks, below `/analytics`. */
function questionsOf(page: Page): string[] {
  const asked: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/analytics/')) asked.push(url.pathname.slice(10) + url.search);
  });
  return asked;
}

test('1. which pages fail on mobile now: Overview, device mobile', async ({ page }) => {
  const asked = questionsOf(page);
  await openView(page, dashboard.origin, '/');
  await page.locator('select[name="device"]').selectOption('mobile');
  await expect(page).toHaveURL(/device=mobile/);
  const table = page.getByTestId('passing-table');
  const row = (family: string) =>
    table.getByRole('row').filter({ has: page.getByRole('cell', { name: family, exact: true }) });
  await expect(row('employers')).toContainText('failing');
  await expect(row('employers')).toContainText(
    seconds(quantile(values('LCP', { family: 'employers', device: 'mobile' }), 0.75)),
  );
  await expect(row('jobseekers')).toContainText('passing');
  await expect(table.getByRole('cell', { name: 'desktop', exact: true })).toHaveCount(0);
  expect(asked).toContainEqual(
    expect.stringMatching(/^\/vitals\/passing\?.*device=mobile.*groupBy=screen.*tz=Europe%2FAmsterdam/),
  );
});

test('5. p90, p95, p99 and the histogram: Distribution', async ({ page }) => {
  const asked = questionsOf(page);
  await openView(page, dashboard.origin, '/distribution?metric=LCP&device=mobile');
  const mobile = values('LCP', { device: 'mobile' });
  const table = page.getByTestId('percentiles-table');
  for (const p of [50, 75, 90, 95, 99]) {
    await expect(table.getByRole('row').filter({ hasText: `p${p}` })).toContainText(
      seconds(quantile(mobile, p / 100)),
    );
  }
  await expect(table.getByRole('columnheader', { name: 'mobile' })).toBeVisible();
  await expect(table.getByRole('row').filter({ hasText: 'samples' })).toContainText(
    mobile.length.toLocaleString('en-GB'),
  );
  await expect(page.getByTestId('histogram-chart').getByRole('img')).toHaveAccessibleName(
    new RegExp(`^LCP histogram of ${mobile.length.toLocaleString('en-GB')} samples`),
  );
  expect(asked).toContainEqual(expect.stringMatching(/^\/vitals\/histogram\?.*device=mobile.*metric=LCP/));
  expect(asked).toContainEqual(
    expect.stringMatching(/^\/vitals\/summary\?.*groupBy=device.*percentiles=50%2C75%2C90%2C95%2C99/),
  );
});

test('6. 30 days of daily p75 by device in Amsterdam days: Trends, p75 by device, 30 days', async ({
  page,
}) => {
  const asked = questionsOf(page);
  await openView(page, dashboard.origin, '/trends?metric=LCP');
  // The browser's zone is the default, and says so.
  await expect(page.locator('select[name="tz"]')).toHaveValue('Europe/Amsterdam');
  await page.locator('select[name="by"]').selectOption('device');
  await page.locator('select[name="days"]').selectOption('30');
  await expect(page).toHaveURL(/by=device/);
  await expect(page).toHaveURL(/days=30/);
  const panel = page.getByTestId('trend-by-device');
  await expect(panel.getByText('Days in Europe/Amsterdam', { exact: true })).toBeVisible();
  await panel.getByText('Show the data as a table').click();
  const table = panel.getByRole('table', { name: /^LCP p75 by day and device/ });
  await expect(table.locator('caption')).toHaveText('LCP p75 by day and device, days in Europe/Amsterdam');
  const rows = table.locator('tbody tr');
  await expect(rows).toHaveCount(30);

  // The beacon at 23:30 UTC is on the next day in Amsterdam, in the tablet's column.
  const late = utcDay(LATE);
  const dayRow = (day: string) =>
    table.getByRole('row').filter({ has: page.getByRole('cell', { name: day, exact: true }) });
  const tablet = await table.getByRole('columnheader').allInnerTexts();
  const tabletColumn = tablet.indexOf('tablet');
  expect(tabletColumn).toBeGreaterThan(0);
  await expect(dayRow(nextDay(late)).getByRole('cell').nth(tabletColumn)).toHaveText(
    `${seconds(LATE_VALUE)} n=1`,
  );
  await expect(dayRow(late).getByRole('cell').nth(tabletColumn)).toHaveText('–');
  // The mobile p75 of a seeded day, as the seed implies.
  const mobileColumn = tablet.indexOf('mobile');
  const day10 = utcDay(dayAt(10, now));
  await expect(dayRow(day10).getByRole('cell').nth(mobileColumn)).toHaveText(
    `${seconds(quantile(values('LCP', { device: 'mobile', days: [10, 10] }), 0.75))} n=${2 * 2 * VIEWS_PER_GROUP_PER_DAY}`,
  );
  expect(asked).toContainEqual(
    expect.stringMatching(
      /^\/vitals\/summary\?.*groupBy=day%2Cdevice.*metric=LCP.*percentiles=75.*tz=Europe%2FAmsterdam/,
    ),
  );

  // In UTC days the same beacon is on its UTC day: the zone is the analyst's choice, kept in the URL.
  await page.locator('select[name="tz"]').selectOption('UTC');
  await expect(page).toHaveURL(/tz=UTC/);
  await expect(page.getByTestId('trend-by-device').getByText('Days in UTC', { exact: true })).toBeVisible();
  await panel.getByText('Show the data as a table').click();
  await expect(dayRow(late).getByRole('cell').nth(tabletColumn)).toHaveText(`${seconds(LATE_VALUE)} n=1`);
  await expect(dayRow(nextDay(late)).getByRole('cell').nth(tabletColumn)).toHaveText('–');
});

test('11. the site-wide passing share: Overview', async ({ page }) => {
  await openView(page, dashboard.origin, '/');
  const tiles = page.getByTestId('site-share');
  const pageViews = DAYS * 2 * 2 * 2 * VIEWS_PER_GROUP_PER_DAY;
  // Half the page views are on the job seekers' pages, which pass; the employers' fail on LCP.
  await expect(tiles.locator('.tile').first()).toContainText('50%');
  await expect(tiles.locator('.tile').first()).toContainText(
    `${pageViews.toLocaleString('en-GB')} page views`,
  );
  for (const device of ['mobile', 'desktop']) {
    await expect(tiles.locator('.tile').filter({ hasText: `On ${device}` })).toContainText('50%');
  }
  // The site's trend comes first, with its zone.
  await expect(page.getByTestId('site-trend')).toBeVisible();
  await expect(
    page.getByTestId('site-trend-LCP').getByText('Days in Europe/Amsterdam', { exact: true }),
  ).toBeVisible();
});
