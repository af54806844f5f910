import type { StoredVital } from '@opstap/contracts';
import { vitalReport } from '@opstap/contracts/fixtures';
import { checkView, importRows, openView } from '../support/dashboard-page.ts';
import { quantile } from '../support/dashboard-seed.ts';
import { expect, test } from '../support/fixtures.ts';
import { startTelemetry } from '../support/telemetry-process.ts';

/**
 * The dashboard's navigations view (docs/requirements/telemetry-service.md#dashboard, decision 0502) over a
 * store of its own with a known story: on each device, the employers' pages are mostly reached by route
 * changes whose LCP is far below the hard loads', the job seekers' mostly by hard loads; a quarter of the
 * hard page views come from browsers that cannot report soft navigations. The picture, its summary and its
 * table must show the numbers the story implies; the view passes axe at 390 and 1280 px and leaves its
 * screenshots (SCREENSHOT_DIR when set).
 */

const FAMILIES = {
  employers: { path: '/employers', hard: 40, soft: 80, hardLcp: 2000, softLcp: 200 },
  jobseekers: { path: '/jobseekers', hard: 60, soft: 20, hardLcp: 1500, softLcp: 400 },
} as const;
type Family = keyof typeof FAMILIES;
const DEVICES = ['mobile', 'desktop'] as const;
/** Of every four hard page views, one from a browser without soft-navigation support. */
const unable = (i: number) => i % 4 === 3;

const lcps = (family: Family, kind: 'hard' | 'soft') => {
  const story = FAMILIES[family];
  const base = kind === 'hard' ? story.hardLcp : story.softLcp;
  return Array.from({ length: story[kind] }, (_, i) => base + 10 * i);
};

function story(now: number): StoredVital[] {
  const receivedAt = new Date(now - 86_400_000).toISOString();
  const rows: StoredVital[] = [];
  for (const family of Object.keys(FAMILIES) as Family[])
    for (const device of DEVICES)
      for (const kind of ['hard', 'soft'] as const)
        lcps(family, kind).forEach((lcp, i) => {
          const view = {
            path: FAMILIES[family].path,
            screen: family,
            device,
            language: 'en' as const,
            navigationType: kind === 'hard' ? ('navigate' as const) : ('soft-navigation' as const),
            pageViewId: `${family}-${device}-${kind}-${i}`,
            softNavigations: kind === 'soft' || !unable(i),
          };
          const names = kind === 'hard' ? (['TTFB', 'FCP', 'LCP'] as const) : (['FCP', 'LCP'] as const);
          for (const name of names)
            rows.push({
              ...vitalReport({
                ...view,
                name,
                value: name === 'LCP' ? lcp : 300,
                id: `${view.pageViewId}-${name}`,
              }),
              receivedAt,
            });
        });
  return rows;
}

const now = Date.now();
let origin = '';
let stop: () => Promise<void> = async () => {};
test.describe.configure({ mode: 'serial' });
test.beforeAll(async () => {
  const telemetry = await startTelemetry('http://127.0.0.1:9');
  origin = `http://127.0.0.1:${telemetry.port}`;
  stop = () => telemetry.stop();
  const rows = story(now);
  await importRows(origin, 'vitals', rows);
});
test.afterAll(() => stop());

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const share = (part: number, whole: number) => `${((part / whole) * 100).toFixed(0)}%`;

for (const width of [1280, 390]) {
  test(`navigations at ${width} px: hard against soft per page family, the soft share and coverage`, async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width, height: 900 });
    await openView(page, origin, '/navigations');
    await expect(page.getByRole('heading', { name: 'Navigations', level: 1 })).toBeVisible();

    const hard = FAMILIES.employers.hard + FAMILIES.jobseekers.hard;
    const soft = FAMILIES.employers.soft + FAMILIES.jobseekers.soft;
    const covered = hard - hard / 4 + soft;
    const totals = page.getByTestId('navigation-totals');
    await expect(totals).toContainText(`${(2 * (hard + soft)).toLocaleString('en-GB')}`);
    await expect(totals).toContainText(share(soft, hard + soft));
    await expect(totals).toContainText(share(covered, hard + soft));

    // The picture's summary names the widest gap: the employers' pages, hard against soft.
    const chart = page.getByTestId('navigations-chart');
    await expect(chart.getByRole('img')).toHaveAttribute(
      'aria-label',
      new RegExp(
        `The widest LCP gap: employers on (mobile|desktop), p75 ${seconds(quantile(lcps('employers', 'hard'), 0.75))} hard against ${Math.round(quantile(lcps('employers', 'soft'), 0.75))} ms soft\\.`,
      ),
    );

    // The table, one disclosure away: every row's page views, coverage and both p75s.
    await page.getByText('Show the data as a table').click();
    const table = page.getByTestId('navigations-table');
    for (const family of Object.keys(FAMILIES) as Family[]) {
      const { hard: h, soft: s } = FAMILIES[family];
      const row = table
        .getByRole('row')
        .filter({ has: page.getByRole('cell', { name: family, exact: true }) })
        .filter({ has: page.getByRole('cell', { name: 'mobile', exact: true }) });
      await expect(row).toContainText(share(h - h / 4 + s, h + s));
      await expect(row).toContainText(seconds(quantile(lcps(family, 'hard'), 0.75)));
      await expect(row).toContainText(`${Math.round(quantile(lcps(family, 'soft'), 0.75))} ms`);
      await expect(row.getByRole('cell').nth(2)).toHaveText(String(h));
      await expect(row.getByRole('cell').nth(3)).toHaveText(String(s));
    }
    await checkView(page, testInfo, 'navigations');
  });
}

test('the navigation filter names soft navigations, and the other views can keep to them', async ({
  page,
}) => {
  await openView(page, origin, '/distribution');
  const filter = page.getByLabel('Navigation');
  await filter.selectOption({ label: 'soft navigation (route change)' });
  await expect(page).toHaveURL(/navigationType=soft-navigation/);
  await expect(page.getByTestId('histogram-chart')).toBeVisible();
  // Only the soft navigations' LCP: both devices' route changes, every one good.
  const softSamples = DEVICES.length * (FAMILIES.employers.soft + FAMILIES.jobseekers.soft);
  await expect(page.getByTestId('histogram-chart')).toContainText(`LCP histogram of ${softSamples} samples`);
  await expect(page.getByTestId('histogram-chart')).toContainText('All are good');
});
