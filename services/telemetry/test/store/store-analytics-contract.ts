import { THRESHOLDS } from '@opstap/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { addMs, caseDay, expectedStats, random, rounded, vital, warn } from './store-contract-data.ts';
import { EMPTY_ATTRIBUTION } from '../../src/store/stored-attribution.ts';
import type { VitalRow, VitalsStore } from '../../src/store/types.ts';
import type { WarningGroupsQuery } from '../../src/store/analytics-queries.ts';
import { batchOf } from '../../src/store/vital-batch.ts';

const DAY_MS = 86_400_000;
const TZ = 'Europe/Amsterdam';
const localDay = (date: Date, timeZone: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    date,
  );

/**
 * The analysts' store queries (analytics-queries.ts), held to figures computed here for both engines:
 * quantiles, shares, two groupings with a time zone, every filter, attribution groups, histogram buckets,
 * releases and warning groups.
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

    it('groups warnings by class, screen, browser, release and local day, filtered by prefix and screen', async () => {
      const wday = caseDay(21);
      const wto = addMs(wday, 2 * DAY_MS);
      const warnings = [
        warn({ receivedAt: addMs(wday, 1000), message: 'Loading chunk 12 failed', screen: 'employers' }),
        warn({
          receivedAt: addMs(wday, 2000),
          message: 'Loading chunk 3fa9c1d2 failed',
          screen: 'employers',
        }),
        warn({
          receivedAt: addMs(wday, 23.5 * 3_600_000),
          message: 'Loading chunk 7 failed',
          browser: 'Edge',
        }),
        warn({
          receivedAt: addMs(wday, 3000),
          message: 'Page load took 5321 ms',
          appVersion: '1.7.0',
          screen: 'press',
        }),
      ];
      await getStore().insertWarnings(warnings);
      const groups = async (
        groupBy: 'messageClass' | 'screen' | 'browser' | 'appVersion' | 'day',
        extra: Partial<WarningGroupsQuery> = {},
      ) =>
        (
          await getStore().warningGroups({
            from: wday,
            to: wto,
            groupBy: [groupBy],
            filters: {},
            tz: TZ,
            ...extra,
          })
        ).map(({ group, count }) => ({ key: group[0], count }));
      expect(await groups('messageClass')).toEqual([
        { key: 'Loading chunk * failed', count: 3 },
        { key: 'Page load took * ms', count: 1 },
      ]);
      expect(await groups('browser', { messagePrefix: 'Loading chunk' })).toEqual([
        { key: 'Chrome', count: 2 },
        { key: 'Edge', count: 1 },
      ]);
      expect(await groups('appVersion', { filters: { screen: 'employers' } })).toEqual([
        { key: '0.1.0', count: 3 },
      ]);
      const dayKey = (ms: number) => localDay(addMs(wday, ms), TZ);
      expect(await groups('day')).toEqual([
        { key: dayKey(0), count: 3 },
        { key: dayKey(23.5 * 3_600_000), count: 1 },
      ]);
    });

    it('filters warnings by exact class, browser, release, screen and path, and groups them by two dimensions', async () => {
      const wday = caseDay(24);
      const wto = addMs(wday, DAY_MS);
      const at = (s: number) => addMs(wday, s * 1000);
      // Two classes that share their text up to the first star: a filter by one must not count the other.
      await getStore().insertWarnings([
        warn({
          receivedAt: at(1),
          message: 'Loading chunk 12 failed',
          path: '/werkgevers',
          browser: 'Chrome',
        }),
        warn({
          receivedAt: at(2),
          message: 'Loading chunk 13 failed',
          path: '/werkgevers',
          browser: 'Safari',
        }),
        warn({
          receivedAt: at(3),
          message: 'Loading chunk 14 failed',
          path: '/employers',
          browser: 'Chrome',
        }),
        warn({
          receivedAt: at(4),
          message: 'Loading chunk 15 failed (timeout: 2000 ms)',
          path: '/werkgevers',
          browser: 'Chrome',
        }),
        warn({
          receivedAt: at(5),
          message: 'Loading chunk 16 failed',
          path: '/werkgevers',
          browser: 'Chrome',
          appVersion: '1.7.0',
          screen: 'press',
        }),
      ]);
      const ask = (query: Partial<WarningGroupsQuery>) =>
        getStore().warningGroups({
          from: wday,
          to: wto,
          groupBy: ['messageClass'],
          filters: {},
          tz: TZ,
          ...query,
        });
      const chunk = 'Loading chunk * failed';
      expect(await ask({})).toEqual([
        { group: [chunk], count: 4 },
        { group: ['Loading chunk * failed (timeout: * ms)'], count: 1 },
      ]);
      expect(await ask({ groupBy: ['path', 'browser'], filters: { messageClass: chunk } })).toEqual([
        { group: ['/employers', 'Chrome'], count: 1 },
        { group: ['/werkgevers', 'Chrome'], count: 2 },
        { group: ['/werkgevers', 'Safari'], count: 1 },
      ]);
      const count = async (filters: WarningGroupsQuery['filters']) =>
        (await ask({ groupBy: ['messageClass'], filters: { messageClass: chunk, ...filters } }))[0]?.count ??
        0;
      expect(await count({ browser: 'Chrome' })).toBe(3);
      expect(await count({ appVersion: '1.7.0' })).toBe(1);
      expect(await count({ screen: 'press' })).toBe(1);
      expect(await count({ path: '/employers' })).toBe(1);
      expect(await count({ path: '/werkgevers', browser: 'Safari' })).toBe(1);
      expect(await count({ browser: 'Firefox' })).toBe(0);
    });
  });
}
