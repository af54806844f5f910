import { checkView as check, useSeededDashboard } from '../support/dashboard-page.ts';
import {
  BASELINE,
  CANDIDATE,
  DAYS,
  HERO,
  VIEWS_PER_GROUP_PER_DAY,
  dayAt,
  quantile,
  values,
} from '../support/dashboard-seed.ts';
import {
  INP_SHARES,
  SCRIPT_INVOKER,
  SCRIPT_URL,
  lcpPartValues,
  micro,
  seedVitalsWithPhases,
} from '../support/dashboard-seed-phases.ts';
import { expect, test } from '../support/fixtures.ts';

/**
 * The analyst's questions 2, 3, 4, 10 and 12 (README, "The analyst's twelve questions") walked in the
 * dashboard as the README's paths say, against the real service over the dashboard seed told down to the
 * parts (support/dashboard-seed-phases.ts): 1.7.0 makes LCP on the employers' pages slower, all of it element
 * render delay; an older release, 1.5.0, was last seen before the 28-day window. Each assertion is what the
 * analyst reads, computed from the seed.
 */

const now = Date.now();
/** An older release, seen 40 to 38 days ago: outside the default 28-day window. */
const OLD = '1.5.0';
const oldViews = (at: number) =>
  Array.from({ length: 3 }, (_, i) => ({
    ...seedVitalsWithPhases(at).find((row) => row.name === 'TTFB'),
    id: `old-${i}`,
    appVersion: OLD,
    receivedAt: new Date(at - (40 - i) * 86_400_000).toISOString(),
  }));
const dashboard = useSeededDashboard(now, () => [...oldViews(now), ...seedVitalsWithPhases(now)]);
const open = dashboard.open;

test.describe.configure({ mode: 'serial' });

/** The dashboard's way of showing figures (apps/dashboard/src/lib/format.ts). */
const shown = (ms: number) => (Math.abs(ms) >= 1000 ? `${(ms / 1000).toFixed(2)} s` : `${Math.round(ms)} ms`);
const p75 = (sample: number[]) => quantile(sample, 0.75);
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test('2. did /werkgevers get worse after 1.7.0, and how sure: Releases, path /werkgevers', async ({
  page,
}, testInfo) => {
  await open(page, '/releases?metric=LCP&path=/werkgevers');
  await expect(page.getByLabel('Baseline')).toHaveValue(BASELINE);
  await expect(page.getByLabel('Candidate')).toHaveValue(CANDIDATE);
  // Two groups tested (employers on two devices): the hint names the correction and the count.
  await expect(page.getByText(/widened for the 2 groups tested \(Holm/)).toBeVisible();
  const table = page.getByTestId('compare-table');
  for (const device of ['mobile', 'desktop']) {
    const where = { family: 'employers', language: 'nl', device } as const;
    const before = p75(values('LCP', { ...where, version: BASELINE }));
    const after = p75(values('LCP', { ...where, version: CANDIDATE }));
    const row = table.getByRole('row').filter({ has: page.getByRole('cell', { name: device, exact: true }) });
    const n = (DAYS / 2) * VIEWS_PER_GROUP_PER_DAY;
    await expect(row).toContainText(`${shown(before)} (n=${n})`);
    await expect(row).toContainText(`${shown(after)} (n=${n})`);
    await expect(row).toContainText(`+${shown(after - before)}`);
    // How sure: the corrected interval's level, and the verdict it gives.
    await expect(row).toContainText(/\((97\.50|95\.00)%\)/);
    await expect(row).toContainText('worse');
  }
  await check(page, testInfo, 'q2-releases-werkgevers');
});

test('3. which element, resource and LCP phase make LCP slow: Attribution, then Why slow', async ({
  page,
}, testInfo) => {
  await open(page, '/attribution?screen=employers&metric=LCP');
  await expect(page.getByTestId('attribution-targets').getByRole('row').nth(1)).toContainText(HERO);
  await page.getByRole('navigation', { name: 'Views' }).getByRole('link', { name: 'Why slow' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Why it is slow: LCP sub-parts');
  await expect(page.getByLabel('Baseline')).toHaveValue(BASELINE);
  await expect(page.getByLabel('Candidate')).toHaveValue(CANDIDATE);
  // The page family filter the analyst set stays on: the employers' pages only.
  const grew = (device: string) => {
    const before = p75(lcpPartValues('employers', 'elementRenderDelay', { device, version: BASELINE }));
    const after = p75(lcpPartValues('employers', 'elementRenderDelay', { device, version: CANDIDATE }));
    return {
      before,
      after,
      text: `element render delay grew +${shown(after - before)} on employers · ${device}`,
    };
  };
  const headline = page.getByTestId('phases-headline');
  await expect(headline).toContainText(`From ${BASELINE} to ${CANDIDATE}: `);
  for (const device of ['desktop', 'mobile']) await expect(headline).toContainText(grew(device).text);
  await expect(page.getByTestId('phases-chart').getByRole('img')).toHaveAccessibleName(
    new RegExp(escaped(grew('mobile').text)),
  );
  await check(page, testInfo, 'q3-phases-lcp');

  await page.getByText('Show the data as a table').click();
  const table = page.getByTestId('phases-table');
  const line = (device: string, part: string) =>
    table
      .getByRole('row')
      .filter({ has: page.getByRole('cell', { name: device, exact: true }) })
      .filter({ has: page.getByRole('cell', { name: part, exact: true }) });
  for (const device of ['mobile', 'desktop']) {
    const { before, after } = grew(device);
    const render = line(device, 'Element render delay');
    await expect(render).toContainText(`${shown(before)} (n=200)`);
    await expect(render).toContainText(`${shown(after)} (n=200)`);
    await expect(render).toContainText('grew');
    for (const part of ['Time to first byte', 'Resource load delay', 'Resource load duration']) {
      await expect(line(device, part)).toContainText(/[±+−]0 ms/);
      await expect(line(device, part)).toContainText('no change');
    }
  }
  // Without the page family filter, the job seekers' pages are there too, and nothing of theirs grew.
  await page.goto(`${dashboard.origin}/dashboard/phases?metric=LCP`);
  await page.getByText('Show the data as a table').click();
  const jobseekers = page.getByTestId('phases-table').getByRole('row').filter({ hasText: 'jobseekers' });
  await expect(jobseekers).toHaveCount(8);
  for (const row of await jobseekers.all()) await expect(row).toContainText('no change');
});

test('4. which script and INP phase make INP slow: Attribution INP, then Why slow INP', async ({
  page,
}, testInfo) => {
  await open(page, '/attribution?metric=INP');
  const scripts = page.getByRole('table', { name: /scripts/i });
  await expect(scripts.getByRole('row').nth(1)).toContainText(`${SCRIPT_URL} (${SCRIPT_INVOKER})`);
  await page.getByRole('navigation', { name: 'Views' }).getByRole('link', { name: 'Why slow' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Why it is slow: INP phases');
  const inp = values('INP', { family: 'employers', device: 'mobile', version: CANDIDATE });
  const processing = p75(inp.map((v) => micro(v * INP_SHARES.processingDuration)));
  await expect(page.getByTestId('phases-headline')).toHaveText(
    new RegExp(
      `^No INP phase grew significantly from ${BASELINE} to ${CANDIDATE}\\. The largest phase p75: processing duration on .+, ${shown(processing)}\\.$`,
    ),
  );
  await page.getByText('Show the data as a table').click();
  const row = page
    .getByTestId('phases-table')
    .getByRole('row')
    .filter({ hasText: 'employers' })
    .filter({ has: page.getByRole('cell', { name: 'mobile', exact: true }) })
    .filter({ has: page.getByRole('cell', { name: 'Processing duration', exact: true }) });
  await expect(row).toContainText(`${shown(processing)} (n=200)`);
  await check(page, testInfo, 'q4-phases-inp');
});

test('10. Dutch against English of one page: Trends, page family employers', async ({ page }, testInfo) => {
  await open(page, '/trends?screen=employers&metric=LCP');
  for (const language of ['nl', 'en'] as const) {
    const last = p75(values('LCP', { family: 'employers', language, days: [DAYS - 1, DAYS - 1] }));
    await expect(page.getByTestId(`trend-${language}`).getByRole('img')).toHaveAccessibleName(
      new RegExp(
        `LCP p75 by day: .* and ${shown(last)} on ${dayAt(DAYS - 1, now)
          .toISOString()
          .slice(0, 10)}`,
      ),
    );
  }
  await check(page, testInfo, 'q10-trends-languages');
});

test('12. releases with first and last seen, and which helped or hurt: Releases', async ({
  page,
}, testInfo) => {
  await open(page, '/releases?metric=LCP');
  const list = page.getByTestId('release-list');
  // Every release the store holds, the one last seen before the window too, newest first.
  await expect(list.getByRole('row')).toHaveCount(4);
  const perRelease = (DAYS / 2) * 2 * 2 * 2 * VIEWS_PER_GROUP_PER_DAY;
  const at = (d: number) => dayAt(d, now);
  const day = (date: Date) =>
    new Intl.DateTimeFormat('en-GB', { year: 'numeric', month: 'short', day: 'numeric' }).format(date);
  const row = (version: string) =>
    list.getByRole('row').filter({ has: page.getByRole('cell', { name: version, exact: true }) });
  await expect(row(CANDIDATE)).toContainText(day(at(DAYS / 2)));
  await expect(row(CANDIDATE)).toContainText(day(at(DAYS - 1)));
  await expect(row(CANDIDATE)).toContainText(perRelease.toLocaleString('en-GB'));
  await expect(row(BASELINE)).toContainText(day(at(0)));
  await expect(row(BASELINE)).toContainText(day(at(DAYS / 2 - 1)));
  await expect(row(OLD).getByRole('cell', { name: '3', exact: true })).toBeVisible();
  await expect(page.getByLabel('Baseline').getByRole('option')).toHaveText([OLD, BASELINE, CANDIDATE]);
  await check(page, testInfo, 'q12-releases');
  // Which hurt: 1.7.0 against the one before it, one click from its row.
  await row(CANDIDATE)
    .getByRole('link', { name: `Compare ${CANDIDATE} with ${BASELINE}` })
    .click();
  await expect(page).toHaveURL(new RegExp(`baseline=${BASELINE.replace(/\./g, '\\.')}`));
  const compared = page.getByTestId('compare-table');
  await expect(compared.getByRole('row').filter({ hasText: 'employers' }).first()).toContainText('worse');
  await expect(compared.getByRole('row').filter({ hasText: 'jobseekers' }).first()).toContainText(
    'no change',
  );
  // 1.5.0 against 1.6.0: too few of 1.5.0's values, and the answer says so.
  await row(BASELINE)
    .getByRole('link', { name: `Compare ${BASELINE} with ${OLD}` })
    .click();
  await expect(compared.getByRole('row').nth(1)).toContainText(
    `insufficient data: baseline ${OLD}: 0 of 50 values`,
  );
});

test('the why-slow view on a phone: no sideways scrolling, axe clean', async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await open(page, '/phases?metric=LCP');
  await expect(page.getByTestId('phases-headline')).toBeVisible();
  await check(page, testInfo, 'phases-lcp');
  await page.getByText('Show the data as a table').click();
  await check(page, testInfo, 'phases-lcp-table');
  // The table fits its box (its rows stack when too wide): nothing to scroll sideways inside it either.
  const tooWide = await page
    .getByTestId('phases-table')
    .evaluate((table) => table.scrollWidth - (table.closest('.table-scroll') ?? table).clientWidth);
  expect(tooWide).toBeLessThanOrEqual(0);
  await page.goto(`${dashboard.origin}/dashboard/releases`);
  await expect(page.getByTestId('release-list')).toBeVisible();
  await check(page, testInfo, 'releases-list');
});
