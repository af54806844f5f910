import { THRESHOLDS } from '@opstap/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  addMs,
  caseDay,
  expectedSummary,
  GROUP_BYS,
  keyOf,
  randomRows,
  roundRows,
  summaryOf,
  vital,
  warn,
  warningsOf,
} from './store-contract-data.ts';
import type { VitalRow, VitalsStore } from '../../src/store/types.ts';
import { batchOf } from '../../src/store/vital-batch.ts';

/**
 * What the summary and passing views read from a store (p75, the shares of each rating, counts), held to
 * figures computed here: every grouping, the rating bounds, the filters and the window's ends.
 */
export function describeSummaryContract(getStore: () => VitalsStore): void {
  describe('summary figures', () => {
    let store: VitalsStore;
    beforeAll(() => {
      store = getStore();
    });

    it('returns no rows for an empty window', async () => {
      const from = caseDay(0);
      const to = addMs(from, 86_400_000);
      expect(await summaryOf(store, { metric: 'LCP', groupBy: 'path', from, to })).toEqual([]);
      expect(await warningsOf(store, { from, to, groupBy: 'message' })).toEqual([]);
    });

    describe('summary by every groupBy, against independently computed p75 and shares', () => {
      const day = caseDay(1);
      const rows = randomRows(day, 600, 42);
      beforeAll(async () => {
        // Two batches: a store must not depend on one insert per query.
        await store.insertVitals(batchOf(store, rows.slice(0, 250)));
        await store.insertVitals(batchOf(store, rows.slice(250)));
      });
      for (const groupBy of GROUP_BYS) {
        for (const metric of ['LCP', 'INP', 'CLS'] as const) {
          it(`${metric} by ${groupBy}`, async () => {
            const actual = await summaryOf(store, {
              metric,
              groupBy,
              from: day,
              to: addMs(day, 7 * 86_400_000),
            });
            expect(roundRows(actual)).toEqual(roundRows(expectedSummary(metric, rows, keyOf[groupBy])));
          });
        }
      }
    });

    it('answers several metrics by day at once (statsEach) exactly as each alone (the site trend)', async () => {
      const day = caseDay(60);
      const rows = randomRows(day, 300, 7).map((row, i) => ({ ...row, receivedAt: addMs(day, i * 600_000) }));
      await store.insertVitals(batchOf(store, rows));
      const queries = (['LCP', 'INP', 'CLS'] as const).map((metric) => ({
        metric,
        from: day,
        to: addMs(day, 3 * 86_400_000),
        filters: {},
        groupBy: ['day'] as const,
        tz: 'Europe/Amsterdam',
        fractions: [0.5, 0.75, 0.95, 0.75],
        ratings: true,
      }));
      const together = await store.statsEach(queries);
      const alone = await Promise.all(queries.map((query) => store.stats(query)));
      expect(together.every((answer) => answer.length >= 2)).toBe(true);
      expect(together).toEqual(alone);
    });

    it('counts a value on a bound with the web-vitals convention (good ≤ first, poor > second)', async () => {
      const day = caseDay(2);
      const [good, poor] = THRESHOLDS.LCP;
      const values = [good, poor, poor + 0.001, good + 0.001];
      await store.insertVitals(
        batchOf(
          store,
          values.map((value, i) => vital({ receivedAt: addMs(day, i), value })),
        ),
      );
      const [row] = await summaryOf(store, {
        metric: 'LCP',
        groupBy: 'path',
        from: day,
        to: addMs(day, 1000),
      });
      expect(row).toEqual({
        key: '/',
        count: 4,
        p75: expect.any(Number),
        good: 0.25,
        needsImprovement: 0.5,
        poor: 0.25,
      });
      expect(row?.p75).toBeCloseTo(poor + 0.00025, 9);
    });

    it('applies the path, device and country filters, alone and together', async () => {
      const day = caseDay(3);
      const rows = randomRows(day, 300, 7);
      await store.insertVitals(batchOf(store, rows));
      const to = addMs(day, 7 * 86_400_000);
      const filters = [
        { path: '/werkgevers' },
        { device: 'mobile' },
        { country: 'gb' },
        { path: '/en', device: 'tablet', country: 'gb' },
      ];
      for (const filter of filters) {
        const kept = rows.filter((row) =>
          Object.entries(filter).every(([k, v]) => row[k as keyof VitalRow] === v),
        );
        expect(kept.length).toBeGreaterThan(0);
        const actual = await summaryOf(store, {
          metric: 'LCP',
          groupBy: 'language',
          from: day,
          to,
          ...filter,
        });
        expect(roundRows(actual)).toEqual(roundRows(expectedSummary('LCP', kept, keyOf.language)));
      }
      expect(
        await summaryOf(store, { metric: 'LCP', groupBy: 'path', from: day, to, path: '/nowhere' }),
      ).toEqual([]);
    });

    it('includes `from` and excludes `to`', async () => {
      const from = caseDay(4);
      const to = addMs(from, 60_000);
      const inside = [
        vital({ receivedAt: from, value: 100 }),
        vital({ receivedAt: addMs(to, -1), value: 200 }),
      ];
      const outside = [
        vital({ receivedAt: addMs(from, -1), value: 300 }),
        vital({ receivedAt: to, value: 400 }),
      ];
      await store.insertVitals(batchOf(store, [...inside, ...outside]));
      const [row] = await summaryOf(store, { metric: 'LCP', groupBy: 'path', from, to });
      expect(row).toMatchObject({ count: 2, p75: 175 });
      await store.insertWarnings([
        warn({ receivedAt: from, message: 'inside' }),
        warn({ receivedAt: to, message: 'at to' }),
        warn({ receivedAt: addMs(from, -1), message: 'before from' }),
      ]);
      expect(await warningsOf(store, { from, to, groupBy: 'message' })).toEqual([
        { key: 'inside', count: 1 },
      ]);
    });

    it('gives each page its p75 of LCP, INP and CLS, which the passing rule reads', async () => {
      const day = caseDay(5);
      const at = (i: number) => addMs(day, i * 1000);
      const page = (path: string, lcp: number[], inp: number[], cls: number[]) => [
        ...lcp.map((value, i) => vital({ receivedAt: at(i), path, name: 'LCP', value })),
        ...inp.map((value, i) => vital({ receivedAt: at(i), path, name: 'INP', value })),
        ...cls.map((value, i) => vital({ receivedAt: at(i), path, name: 'CLS', value })),
      ];
      await store.insertVitals(
        batchOf(store, [
          ...page('/a-passes', [1000, 2000, 2500, 2500], [100, 200], [0.05, 0.1]), // p75 exactly on the bounds
          ...page('/b-slow-inp', [1000], [100, 600, 700, 800], [0]),
          ...page('/c-no-cls', [1000], [100], []),
        ]),
      );
      const to = addMs(day, 86_400_000);
      const p75s = async (metric: 'LCP' | 'INP' | 'CLS', path?: string) =>
        (await summaryOf(store, { metric, groupBy: 'path', from: day, to, ...(path ? { path } : {}) })).map(
          (row) => [row.key, row.p75],
        );
      expect(await p75s('LCP')).toEqual([
        ['/a-passes', 2500],
        ['/b-slow-inp', 1000],
        ['/c-no-cls', 1000],
      ]);
      expect(await p75s('INP')).toEqual([
        ['/a-passes', 175],
        ['/b-slow-inp', 725],
        ['/c-no-cls', 100],
      ]);
      // No row for a page without the metric: the passing rule counts it as missing, not as zero.
      expect(await p75s('CLS')).toEqual([
        ['/a-passes', expect.closeTo(0.0875, 9)],
        ['/b-slow-inp', 0],
      ]);
      expect(await p75s('INP', '/b-slow-inp')).toEqual([['/b-slow-inp', 725]]);
    });
  });
}
