import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addMs,
  caseDay,
  HOSTILE_STRINGS,
  summaryOf,
  vital,
  warn,
  warningsOf,
} from './store-contract-data.ts';
import {
  RAW_VALUE_MAX_LENGTH,
  RAW_VALUES_PER_DIMENSION,
  type VitalsStore,
  type WarnRow,
} from '../../src/store/types.ts';
import { describeAlertRecordsContract } from './store-alert-records-contract.ts';
import { describeAnalyticsContract } from './store-analytics-contract.ts';
import { describeExportContract } from './store-export-contract.ts';
import { describePageViewsContract } from './store-page-views-contract.ts';
import { describePhasesContract } from './store-phases-contract.ts';
import { describeSummaryContract } from './store-summary-contract.ts';
import { describeWarningsContract } from './store-warnings-contract.ts';
import { batchOf } from '../../src/store/vital-batch.ts';

/**
 * The store contract: every adapter (DuckDB, ClickHouse) must give the same answers for the same events.
 * Call it from the adapter's test file. Cases share one store and stay apart by using their own days
 * (caseDay), so a slow engine is set up once. Expected figures are computed in TypeScript, never by SQL.
 */
export function describeStoreContract(
  name: string,
  createStore: () => Promise<VitalsStore>,
  cleanup: () => Promise<void> = async () => {},
): void {
  describe(`store contract: ${name}`, () => {
    let store: VitalsStore;
    beforeAll(async () => {
      store = await createStore();
      await store.init();
      await store.init(); // migrations are idempotent: a restart runs them again
    });
    afterAll(async () => {
      await store?.close();
      await cleanup();
    });

    describeAnalyticsContract(() => store);
    describeWarningsContract(() => store);
    describeExportContract(() => store);
    describeSummaryContract(() => store);
    describePageViewsContract(() => store);
    describeAlertRecordsContract(() => store);
    describePhasesContract(() => store);

    it('keeps raw values apart: counts added up, a value capped in length, a dimension in its number of values', async () => {
      await store.addRawValues([
        { dimension: 'connectionType', value: '<i>4g</i>', count: 2 },
        { dimension: 'connectionType', value: 'wifi', count: 1 },
      ]);
      await store.addRawValues([{ dimension: 'connectionType', value: '<i>4g</i>', count: 3 }]);
      await store.addRawValues([{ dimension: 'appType', value: 'y'.repeat(200), count: 1 }]);
      const full = Array.from({ length: RAW_VALUES_PER_DIMENSION }, (_, i) => ({
        dimension: 'os',
        value: `os ${i}`,
        count: 1,
      }));
      await store.addRawValues(full);
      // Past the bound: a new value is not kept, a kept one still counts.
      await store.addRawValues([
        { dimension: 'os', value: 'one too many', count: 1 },
        { dimension: 'os', value: 'os 7', count: 4 },
      ]);
      const kept = await store.rawValues();
      expect(kept.slice(0, 3)).toEqual([
        { dimension: 'connectionType', value: '<i>4g</i>', count: 5 },
        { dimension: 'os', value: 'os 7', count: 5 },
        { dimension: 'appType', value: 'y'.repeat(RAW_VALUE_MAX_LENGTH), count: 1 },
      ]);
      expect(kept.filter((row) => row.dimension === 'os')).toHaveLength(RAW_VALUES_PER_DIMENSION);
      expect(kept.some((row) => row.value === 'one too many')).toBe(false);
      expect(kept.find((row) => row.value === 'wifi')?.count).toBe(1);
      // One batch past the bound, a value twice in it: added up, the first values in the order sent kept.
      await store.addRawValues([
        { dimension: 'browser', value: 'b 0', count: 1 },
        ...Array.from({ length: RAW_VALUES_PER_DIMENSION + 1 }, (_, i) => ({
          dimension: 'browser',
          value: `b ${i}`,
          count: 1,
        })),
      ]);
      const browsers = (await store.rawValues()).filter((row) => row.dimension === 'browser');
      expect(browsers).toHaveLength(RAW_VALUES_PER_DIMENSION);
      expect(browsers.find((row) => row.value === 'b 0')?.count).toBe(2);
      expect(browsers.some((row) => row.value === `b ${RAW_VALUES_PER_DIMENSION}`)).toBe(false);
    });

    it('answers ping', async () => {
      expect(await store.ping()).toBe(true);
    });

    it('writes the batches it makes, and refuses one it did not make', async () => {
      const batch = store.createVitalBatch(2);
      expect(batch.length).toBe(0);
      batch.push(vital({ receivedAt: caseDay(9), value: 1 }));
      expect(batch.length).toBe(1);
      await store.insertVitals(batch);
      const foreign = { length: 1, push: () => {} };
      await expect(store.insertVitals(foreign)).rejects.toThrow(TypeError);
    });

    it('counts warnings by message and by path', async () => {
      const day = caseDay(6);
      const messages = ['Loading chunk 3 failed', 'Loading chunk 3 failed', 'Loading CSS chunk 4 failed'];
      await store.insertWarnings(
        messages.map((message, i) => warn({ receivedAt: addMs(day, i), message, path: i ? '/en' : '/' })),
      );
      const to = addMs(day, 86_400_000);
      expect(await warningsOf(store, { from: day, to, groupBy: 'message' })).toEqual([
        { key: 'Loading CSS chunk 4 failed', count: 1 },
        { key: 'Loading chunk 3 failed', count: 2 },
      ]);
      expect(await warningsOf(store, { from: day, to, groupBy: 'path' })).toEqual([
        { key: '/', count: 1 },
        { key: '/en', count: 2 },
      ]);
    });

    it('keeps each warning id once: in a batch, across batches, and when a batch is written again', async () => {
      const day = caseDay(9);
      const batch = [0, 1, 2].map((i) => warn({ receivedAt: addMs(day, i), message: `retried ${i}` }));
      // A replay of the spool, or the retry of a write that failed but landed, sends the same rows again.
      await store.insertWarnings([...batch, batch[0] as WarnRow]);
      await store.insertWarnings(batch);
      await store.insertWarnings([
        batch[2] as WarnRow,
        warn({ receivedAt: addMs(day, 3), message: 'retried 3' }),
      ]);
      const counts = await warningsOf(store, { from: day, to: addMs(day, 60_000), groupBy: 'message' });
      expect(counts).toEqual([0, 1, 2, 3].map((i) => ({ key: `retried ${i}`, count: 1 })));
    });

    it('collapses reports with the same metric id to the latest one, in a batch and across batches', async () => {
      const day = caseDay(7);
      const first = vital({ receivedAt: day, name: 'CLS', value: 0.05, id: 'v5-dup-1' });
      const later = { ...first, receivedAt: addMs(day, 5000), value: 0.3 };
      const sameBatch = vital({ receivedAt: addMs(day, 1), name: 'CLS', value: 0.01, id: 'v5-dup-2' });
      await store.insertVitals(
        batchOf(store, [first, sameBatch, { ...sameBatch, receivedAt: addMs(day, 2), value: 0.02 }]),
      );
      await store.insertVitals(batchOf(store, [later]));
      await store.insertVitals(batchOf(store, [{ ...first, receivedAt: addMs(day, 10), value: 0.9 }])); // stale: arrives late, older
      const summary = await summaryOf(store, {
        metric: 'CLS',
        groupBy: 'path',
        from: day,
        to: addMs(day, 60_000),
      });
      expect(summary).toHaveLength(1);
      expect(summary[0]).toMatchObject({ count: 2, poor: 0.5, good: 0.5 });
      expect(summary[0]?.p75).toBeCloseTo(0.02 + (0.3 - 0.02) * 0.75, 9);
    });

    it('expires each table on its own: rows received before the cutoff go, later ones stay', async () => {
      // Before every other case (caseDay is in 2025): a whole older month (a dropped partition on
      // ClickHouse) and rows either side of a cutoff inside its month (a deletion by time).
      const older = new Date(Date.UTC(2023, 2, 10));
      const cutoff = new Date(Date.UTC(2023, 5, 15, 12));
      const times = [older, addMs(cutoff, -1), cutoff, addMs(cutoff, 86_400_000)];
      await store.insertVitals(
        batchOf(
          store,
          times.map((receivedAt, i) => vital({ receivedAt, name: 'LCP', id: `v5-expire-${i}` })),
        ),
      );
      await store.insertWarnings(times.map((receivedAt, i) => warn({ receivedAt, message: `expire ${i}` })));
      const from = addMs(older, -86_400_000);
      const to = addMs(cutoff, 7 * 86_400_000);
      const vitals = async () =>
        (await summaryOf(store, { metric: 'LCP', groupBy: 'day', from, to })).map((row) => [
          row.key,
          row.count,
        ]);
      const warnings = async () =>
        (await warningsOf(store, { from, to, groupBy: 'message' })).map((row) => row.key);
      const later = caseDay(31);
      await store.insertWarnings([warn({ receivedAt: later, message: 'expire later' })]);
      const laterCase = async () =>
        (await warningsOf(store, { from: later, to: addMs(later, 60_000), groupBy: 'message' })).length;

      await store.expire('vitals', cutoff);
      expect(await vitals()).toEqual([
        ['2023-06-15', 1],
        ['2023-06-16', 1],
      ]);
      expect(await warnings()).toEqual(['expire 0', 'expire 1', 'expire 2', 'expire 3']);

      await store.expire('warnings', cutoff);
      await store.expire('warnings', cutoff); // nothing left to expire: a no-op, not an error
      expect(await warnings()).toEqual(['expire 2', 'expire 3']);
      expect(await laterCase()).toBe(1);
    });

    it('stores and matches hostile strings verbatim, never as SQL or patterns', async () => {
      const day = caseDay(8);
      const to = addMs(day, 86_400_000);
      await store.insertVitals(
        batchOf(store, [
          ...HOSTILE_STRINGS.map((path, i) =>
            vital({ receivedAt: addMs(day, i), path, browser: path.slice(1, 30) }),
          ),
          vital({ receivedAt: day, path: '/abc' }), // what '/a%' or '/a_c' would match as a LIKE pattern
        ]),
      );
      await store.insertWarnings(
        HOSTILE_STRINGS.map((s, i) => warn({ receivedAt: addMs(day, i), message: s, path: s })),
      );
      for (const path of HOSTILE_STRINGS) {
        const rows = await summaryOf(store, { metric: 'LCP', groupBy: 'path', from: day, to, path });
        expect(rows.map((row) => [row.key, row.count])).toEqual([[path, 1]]);
        const byBrowser = await summaryOf(store, { metric: 'LCP', groupBy: 'browser', from: day, to, path });
        expect(byBrowser.map((row) => row.key)).toEqual([path.slice(1, 30)]);
      }
      const all = await summaryOf(store, { metric: 'LCP', groupBy: 'path', from: day, to });
      expect(all).toHaveLength(HOSTILE_STRINGS.length + 1);
      const warnings = await warningsOf(store, { from: day, to, groupBy: 'message' });
      expect(warnings.map((w) => w.key).sort()).toEqual([...HOSTILE_STRINGS].sort());
      expect(await store.ping()).toBe(true); // and the tables are still there
    });
  });
}
