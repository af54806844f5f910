import { THRESHOLDS } from '@opstap/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { addMs, caseDay, expectedStats, localDay, random, rounded, vital } from './store-contract-data.ts';
import { EMPTY_ATTRIBUTION } from '../../src/store/stored-attribution.ts';
import type { VitalRow, VitalsStore } from '../../src/store/types.ts';
import { batchOf } from '../../src/store/vital-batch.ts';

const DAY_MS = 86_400_000;
const TZ = 'Europe/Amsterdam';

/**
 * The analysts' store queries (analytics-queries.ts), held to figures computed here for both engines:
 * quantiles, shares, two groupings with a time zone, every filter, attribution groups, histogram buckets
 * and releases (the warnings' groups: store-warnings-contract.ts).
 */
export function describeAnalyticsContract(getStore: () => VitalsStore): void {
  describe('analytics queries', () => {
    const day = caseDay(20);
    const to = addMs(day, 3 * DAY_MS);
    const next = random(7);
    const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
    const rows = Array.from({ length: 800 }, (_, i) => {
      const name = pick(['LCP', 'INP', 'TTFB'] as const);
      const scriptUrl = pick(['', 'https://www.opstap.nl/static/js/a.js', 'https://cdn.example/t.js']);
      return vital({
        receivedAt: addMs(day, Math.floor(next() * 3 * DAY_MS)),
        id: `v5-analytics-${i}`,
        name,
        value: Math.round(next() * THRESHOLDS[name][1] * 1.6),
        screen: pick(['employers', 'jobseekers']),
        path: pick(['/werkgevers', '/employers', '/']),
        appVersion: pick(['1.6.0', '1.7.0']),
        navigationType: pick(['navigate', 'reload', '']),
        connectionType: pick(['4g', '3g']),
        device: pick(['mobile', 'desktop']),
        attribution: {
          ...EMPTY_ATTRIBUTION,
          target: pick(['', 'img.hero', 'h1']),
          scriptUrl,
          scriptInvoker: scriptUrl ? pick(['', 'BUTTON#apply.onclick']) : '',
        },
      });
    });
    beforeAll(async () => {
      await getStore().insertVitals(batchOf(getStore(), rows));
    });

    it('stats by screen and local day (Europe/Amsterdam), with three quantiles and good/poor counts', async () => {
      const fractions = [0.5, 0.75, 0.95];
      for (const metric of ['LCP', 'INP'] as const) {
        const actual = await getStore().stats({
          metric,
          from: day,
          to,
          filters: {},
          groupBy: ['screen', 'day'],
          tz: TZ,
          fractions,
          ratings: true,
        });
        const expected = expectedStats(
          rows,
          metric,
          (row) => [row.screen, localDay(row.receivedAt, TZ)],
          fractions,
          true,
        );
        expect(expected.length).toBeGreaterThan(4);
        expect(rounded(actual)).toEqual(expected);
      }
    });

    it('counts local days right across a DST change (Europe/Amsterdam, 26 October 2025)', async () => {
      const dst = caseDay(42); // 22 October 2025: the window holds the change back to winter time
      const dstTo = addMs(dst, 7 * DAY_MS);
      const around = Array.from({ length: 270 }, (_, i) =>
        vital({ receivedAt: addMs(dst, i * 37 * 60_000 + 17), id: `v5-dst-${i}`, name: 'FCP', value: i }),
      );
      await getStore().insertVitals(batchOf(getStore(), around));
      for (const tz of [TZ, 'America/New_York', 'Asia/Kolkata', 'UTC']) {
        const actual = await getStore().stats({
          metric: 'FCP',
          from: dst,
          to: dstTo,
          filters: {},
          groupBy: ['day'],
          tz,
          fractions: [0.5],
        });
        expect(rounded(actual)).toEqual(
          expectedStats(around, 'FCP', (row) => [localDay(row.receivedAt, tz)], [0.5]),
        );
      }
    });

    it.each([
      ['appVersion', '1.7.0'],
      ['navigationType', 'reload'],
      ['connectionType', '3g'],
      ['screen', 'employers'],
    ] as const)('filters on %s, ungrouped', async (dimension, value) => {
      const actual = await getStore().stats({
        metric: 'LCP',
        from: day,
        to,
        filters: { [dimension]: value, device: 'mobile' },
        groupBy: [],
        tz: 'UTC',
        fractions: [0.75],
        ratings: true,
      });
      const kept = rows.filter((row) => row[dimension] === value && row.device === 'mobile');
      expect(rounded(actual)).toEqual(expectedStats(kept, 'LCP', () => [], [0.75], true));
    });

    it('gives an ungrouped minimum, median, p99 and maximum, one value and none', async () => {
      const fractions = [0, 0.5, 0.99, 1];
      for (const filters of [{}, { screen: 'employers', device: 'mobile' }] as const) {
        const actual = await getStore().stats({
          metric: 'INP',
          from: day,
          to,
          filters,
          groupBy: [],
          tz: 'UTC',
          fractions,
        });
        const kept = rows.filter((row) =>
          Object.entries(filters).every(([k, v]) => row[k as 'screen'] === v),
        );
        expect(rounded(actual)).toEqual(expectedStats(kept, 'INP', () => [], fractions));
      }
      // One value: every fraction is that value. None: no row at all (not a row counting 0).
      const single = rows.find((row) => row.name === 'LCP') as VitalRow;
      const at = { to: addMs(single.receivedAt, 1), filters: {}, groupBy: [], tz: 'UTC', fractions } as const;
      const alone = rows.filter(
        (row) => row.name === 'LCP' && row.receivedAt.getTime() === single.receivedAt.getTime(),
      );
      expect(await getStore().stats({ ...at, metric: 'LCP', from: single.receivedAt })).toEqual(
        expectedStats(alone, 'LCP', () => [], fractions),
      );
      expect(
        await getStore().stats({ ...at, metric: 'LCP', from: single.receivedAt, to: single.receivedAt }),
      ).toEqual([]);
    });

    it('counts without quantiles or ratings when none are asked (page views, totals)', async () => {
      const actual = await getStore().stats({
        metric: 'TTFB',
        from: day,
        to,
        filters: {},
        groupBy: ['screen', 'device'],
        tz: 'UTC',
        fractions: [],
      });
      expect(actual).toEqual(expectedStats(rows, 'TTFB', (row) => [row.screen, row.device], []));
    });

    it('groups by attribution (the longest script with its invoker), leaving out rows without one', async () => {
      const actual = await getStore().stats({
        metric: 'INP',
        from: day,
        to,
        filters: {},
        groupBy: ['script'],
        tz: 'UTC',
        fractions: [0.75],
        nonEmpty: 'script',
      });
      const script = (row: VitalRow) =>
        row.attribution.scriptInvoker
          ? `${row.attribution.scriptUrl} (${row.attribution.scriptInvoker})`
          : row.attribution.scriptUrl;
      const kept = rows.filter((row) => row.attribution.scriptUrl !== '');
      expect(rounded(actual)).toEqual(expectedStats(kept, 'INP', (row) => [script(row)], [0.75]));
      expect(actual).toHaveLength(4);
    });

    it('counts histogram buckets, clamping below to the first and from the last bound into the overflow', async () => {
      const [lower, width, buckets] = [500, 400, 8];
      const actual = await getStore().histogram({
        metric: 'LCP',
        from: day,
        to,
        filters: {},
        lower,
        width,
        buckets,
      });
      const counts = new Map<number, number>();
      for (const row of rows.filter((r) => r.name === 'LCP')) {
        const bucket = Math.min(Math.max(Math.floor((row.value - lower) / width), 0), buckets);
        counts.set(bucket, (counts.get(bucket) ?? 0) + 1);
      }
      const expected = [...counts.entries()]
        .sort(([a], [b]) => a - b)
        .map(([bucket, count]) => ({ bucket, count }));
      expect(actual).toEqual(expected);
    });

    it('lists releases with their first and last page view and page views (TTFB reports)', async () => {
      const actual = await getStore().releases({ from: day, to, appType: 'home-page' });
      const expected = ['1.6.0', '1.7.0'].map((appVersion) => {
        const views = rows.filter((row) => row.appVersion === appVersion && row.name === 'TTFB');
        const times = views.map((row) => row.receivedAt.getTime());
        return {
          appVersion,
          firstSeenMs: Math.min(...times),
          lastSeenMs: Math.max(...times),
          pageViews: views.length,
        };
      });
      expect(actual).toEqual(expected.sort((a, b) => a.firstSeenMs - b.firstSeenMs));
    });
  });
}
