import { join } from 'node:path';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { afterAll, describe, expect, it } from 'vitest';
import { DuckDbStore } from '../store/duckdb/duckdb-store.ts';
import { addMs, summaryOf, vital, warn, warningsOf } from '../../test/store/store-contract-data.ts';
import { batchOf } from '../store/vital-batch.ts';
import { buildApp } from '../../test/support/app.ts';

const DAY_MS = 86_400_000;
const folder = await mkdtemp(join(tmpdir(), 'opstap-retention-'));
afterAll(() => rm(folder, { recursive: true, force: true }));

describe('retention', () => {
  it('deletes, once the service is up, each table’s rows older than its own retention, and the alert history older than the vitals’, and keeps the rest', async () => {
    const path = join(folder, 'vitals.duckdb');
    const now = Date.now();
    const ago = (days: number) => new Date(now - days * DAY_MS);
    // Written before the service starts, as a file from last year would be.
    const before = new DuckDbStore({ path });
    await before.init();
    const times = [ago(40), ago(20), ago(5)];
    await before.insertVitals(
      batchOf(
        before,
        times.map((receivedAt, i) => vital({ receivedAt, name: 'LCP', id: `v5-kept-${i}` })),
      ),
    );
    await before.insertWarnings(times.map((receivedAt, i) => warn({ receivedAt, message: `w${i}` })));
    // The alerting's history goes with the vitals' retention; a budget, however old, stays.
    await before.putAlertRecords([
      ...times.map((at, i) => ({
        kind: 'event' as const,
        key: `e${i}`,
        version: at.getTime(),
        body: '{}',
        deleted: false,
      })),
      { kind: 'budget', key: 'home/mobile/LCP', version: ago(40).getTime(), body: '{}', deleted: false },
    ]);
    await before.close();

    const t = await buildApp({
      DUCKDB_PATH: path,
      VITALS_RETENTION_DAYS: '30',
      WARNINGS_RETENTION_DAYS: '10',
    });
    try {
      const window = { from: ago(60), to: addMs(new Date(now), DAY_MS) };
      const vitals = async () =>
        (await summaryOf(t.app.store, { metric: 'LCP', groupBy: 'path', ...window }))[0]?.count ?? 0;
      const warnings = async () =>
        (await warningsOf(t.app.store, { ...window, groupBy: 'message' })).map((row) => row.key);
      const events = async () => (await t.app.store.alertRecords('event')).map((r) => r.key);
      // The sweep runs in the background from ready: wait for its outcome, bounded.
      const deadline = Date.now() + 20_000;
      while (((await warnings()).length > 1 || (await events()).length > 2) && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(await warnings()).toEqual(['w2']);
      expect(await vitals()).toBe(2);
      expect(await events()).toEqual(['e1', 'e2']);
      expect((await t.app.store.alertRecords('budget')).map((r) => r.key)).toEqual(['home/mobile/LCP']);
    } finally {
      await t.close();
    }
  });
});
