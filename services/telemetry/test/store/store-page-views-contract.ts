import { THRESHOLDS } from '@opstap/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { PAGE_VIEWS } from '../../src/store/analytics-queries.ts';
import { addMs, caseDay, expectedStats, random, rounded, vital } from './store-contract-data.ts';
import type { SoftNavigations, VitalRow, VitalsStore } from '../../src/store/types.ts';
import { batchOf } from '../../src/store/vital-batch.ts';

const DAY_MS = 86_400_000;

/** A page view's counting report (decision 0502): a document's TTFB, or a soft navigation's FCP. */
const countsView = (row: VitalRow) =>
  row.name === 'TTFB' || (row.name === 'FCP' && row.navigationType === 'soft-navigation');
const navigation = (row: VitalRow) => (row.navigationType === 'soft-navigation' ? 'soft' : 'hard');

/** The page views of `rows` per group, as `stats` answers a count: groups in byte order. */
function expectedViews(rows: readonly VitalRow[], keys: (row: VitalRow) => string[]) {
  // Counted as TTFB reports: one row of that name per view stands in for its counting report.
  const views = rows.filter(countsView).map((row) => ({ ...row, name: 'TTFB' as const }));
  return expectedStats(views, 'TTFB', keys, []);
}

/**
 * Page views hard and soft (docs/requirements/client-telemetry.md#page-views): both engines count a soft
 * navigation as a page view wherever page views count, separate hard from soft, and tell browsers that
 * report soft navigations from those that cannot.
 */
export function describePageViewsContract(getStore: () => VitalsStore): void {
  describe('page views, hard and soft', () => {
    const day = caseDay(50);
    const to = addMs(day, 2 * DAY_MS);
    const next = random(11);
    const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
    const rows: VitalRow[] = [];
    // Visits: a landing view, then up to three soft navigations where the browser reports them.
    for (let visit = 0; visit < 60; visit += 1) {
      const support = pick<SoftNavigations>(['yes', 'yes', 'no', '']);
      const device = pick(['mobile', 'desktop']);
      const appVersion = pick(['2.0.0', '2.1.0']);
      const softViews = support === 'yes' ? Math.floor(next() * 4) : 0;
      for (let view = 0; view <= softViews; view += 1) {
        const soft = view > 0;
        const screen = pick(['jobseekers', 'employers', 'contact']);
        const names = soft
          ? (['FCP', 'LCP', 'INP', 'CLS'] as const)
          : (['TTFB', 'FCP', 'LCP', 'INP'] as const);
        for (const name of names) {
          if (name === 'INP' && next() < 0.3) continue; // no interaction on this view
          rows.push(
            vital({
              receivedAt: addMs(day, Math.floor(next() * DAY_MS)),
              id: `v6-page-views-${visit}-${view}-${name}`,
              name,
              value: Math.round(next() * THRESHOLDS[name][1] * 1.4 * 1000) / 1000,
              screen,
              path: `/${screen}`,
              device,
              appVersion,
              navigationType: soft ? 'soft-navigation' : support === '' ? '' : 'navigate',
              pageViewId: support === '' ? '' : `doc${visit}-${view + 1}`,
              softNavigations: support,
            }),
          );
        }
      }
    }
    const base = { from: day, to, filters: {}, tz: 'UTC' };
    beforeAll(async () => {
      await getStore().insertVitals(batchOf(getStore(), rows));
    });

    it('counts a soft navigation as a page view, beside the documents’ TTFB reports', async () => {
      const actual = await getStore().stats({
        ...base,
        metric: PAGE_VIEWS,
        groupBy: ['screen'],
        fractions: [],
      });
      expect(actual).toEqual(expectedViews(rows, (row) => [row.screen]));
      expect(rows.filter((row) => row.name === 'FCP' && navigation(row) === 'soft').length).toBeGreaterThan(
        20,
      );
    });

    it('separates hard from soft page views, by group and by the navigation-type filter', async () => {
      const byNavigation = await getStore().stats({
        ...base,
        metric: PAGE_VIEWS,
        groupBy: ['device', 'navigation'],
        fractions: [],
      });
      expect(byNavigation).toEqual(expectedViews(rows, (row) => [row.device, navigation(row)]));
      const soft = await getStore().stats({
        ...base,
        metric: PAGE_VIEWS,
        filters: { navigationType: 'soft-navigation' },
        groupBy: [],
        fractions: [],
      });
      expect(soft).toEqual(
        expectedViews(
          rows.filter((row) => navigation(row) === 'soft'),
          () => [],
        ),
      );
    });

    it('gives p75 per metric for hard and soft page views apart', async () => {
      for (const metric of ['LCP', 'FCP', 'INP', 'CLS'] as const) {
        const actual = await getStore().stats({
          ...base,
          metric,
          groupBy: ['screen', 'navigation'],
          fractions: [0.75],
        });
        expect(rounded(actual)).toEqual(
          expectedStats(rows, metric, (row) => [row.screen, navigation(row)], [0.75]),
        );
      }
    });

    it('counts page views by whether their browser reports soft navigations (coverage)', async () => {
      const actual = await getStore().stats({
        ...base,
        metric: PAGE_VIEWS,
        groupBy: ['screen', 'softNavigations'],
        fractions: [],
      });
      expect(actual).toEqual(expectedViews(rows, (row) => [row.screen, row.softNavigations]));
      expect(new Set(actual.map((row) => row.group[1]))).toEqual(new Set(['', 'no', 'yes']));
    });

    it('counts soft navigations in a release’s page views', async () => {
      const actual = await getStore().releases({ from: day, to, appType: 'home-page' });
      const views = (appVersion: string) =>
        rows.filter((row) => row.appVersion === appVersion && countsView(row)).length;
      expect(Object.fromEntries(actual.map((row) => [row.appVersion, row.pageViews]))).toEqual({
        '2.0.0': views('2.0.0'),
        '2.1.0': views('2.1.0'),
      });
    });

    it('refuses quantiles of page views, which have no values', async () => {
      await expect(
        getStore().stats({ ...base, metric: PAGE_VIEWS, groupBy: [], fractions: [0.75] }),
      ).rejects.toThrow(/no values/);
    });
  });
}
