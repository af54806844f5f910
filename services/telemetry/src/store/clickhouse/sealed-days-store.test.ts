import { createClient } from '@clickhouse/client';
import { rate } from '@opstap/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quantileCont, vital } from '../../../test/store/store-contract-data.ts';
import { batchOf } from '../vital-batch.ts';
import { ClickHouseStore } from './clickhouse-store.ts';
import { sealedDays } from './sealed-days.ts';
import { sharedTestClickHouse } from '../../../test/support/clickhouse.ts';
import type { TestClickHouse } from '../../../scripts/clickhouse-server.ts';

// Reads without FINAL on sealed days (docs/decisions/0123-clickhouse-sealed-days.md) against a real
// clickhouse-server (Debian's 18.16): the answers must be FINAL's at every stage of a day's parts.
let server: TestClickHouse;
const FAST_RETRY = { attempts: 3, baseDelayMs: 20, maxDelayMs: 50 };

beforeAll(() => {
  server = sharedTestClickHouse();
});

afterAll(async () => {
  await server?.dispose();
});

describe('reads without FINAL where no day can hold a key twice (docs/decisions/0123)', () => {
  const DAY = 86_400_000;
  const D1 = Date.UTC(2026, 8, 10, 9);
  const window = { from: new Date(Date.UTC(2026, 8, 9)), to: new Date(Date.UTC(2026, 8, 13)) };
  const stats = (db: ClickHouseStore) =>
    db.stats({
      metric: 'CLS',
      ...window,
      filters: {},
      groupBy: ['day'],
      tz: 'UTC',
      fractions: [0.5, 0.75],
      ratings: true,
    });
  const expected = (byDay: number[][]) =>
    byDay.map((values, i) => ({
      group: [new Date(D1 + i * DAY).toISOString().slice(0, 10)],
      count: values.length,
      good: values.filter((v) => v <= 0.1).length,
      poor: values.filter((v) => v > 0.25).length,
      quantiles: [0.5, 0.75].map((f) => quantileCont(values, f)),
    }));
  const round = (rows: Awaited<ReturnType<typeof stats>>) =>
    rows.map((row) => ({ ...row, quantiles: row.quantiles.map((q) => Number(q.toPrecision(9))) }));

  it("gives FINAL's answer before a merge, after it, and once a late repeat reopens a day", async () => {
    const db = new ClickHouseStore({ url: server.url, database: 'sealed_test', retry: FAST_RETRY });
    await db.init();
    const client = createClient({ url: server.url });
    const sealed = async () => {
      const result = await client.query({
        query: `SELECT toString(min_date) AS minDay, toString(max_date) AS maxDay, level
          FROM system.parts WHERE database = 'sealed_test' AND table = 'vitals' AND active`,
        format: 'JSONEachRow',
      });
      const parts = await result.json<{ minDay: string; maxDay: string; level: string | number }>();
      return sealedDays(
        parts.map((p) => ({ minDay: p.minDay, maxDay: p.maxDay, merged: Number(p.level) > 0 })),
        window,
        Date.now(),
      );
    };
    const cls = (id: string, value: number, at: number) =>
      vital({ id, name: 'CLS', value, rating: rate('CLS', value), receivedAt: new Date(at) });
    const day1 = [0.02, 0.3, 0.11, 0.07, 0.5];
    const day2 = [0.01, 0.2, 0.04];
    await db.insertVitals(
      batchOf(db, [
        ...day1.map((v, i) => cls(`s1-${i}`, v, D1 + i * 1000)),
        ...day2.map((v, i) => cls(`s2-${i}`, v, D1 + DAY + i * 1000)),
        // The page view these reports came from: what the releases read.
        vital({ id: 'p1', name: 'TTFB', value: 300, rating: rate('TTFB', 300), receivedAt: new Date(D1) }),
      ]),
    );
    // A re-report of s1-0 in a second insert: two parts hold day 1 until they merge.
    await db.insertVitals(batchOf(db, [cls('s1-0', 0.26, D1 + 60_000)]));
    const afterRepeat = expected([[0.26, ...day1.slice(1)], day2]);
    expect(round(await stats(db))).toEqual(afterRepeat);
    expect(await sealed()).toEqual([]);
    // Every other read, through FINAL alone here, must answer the same once the days are sealed.
    const others = () =>
      Promise.all([
        db.stats({
          metric: 'CLS',
          ...window,
          filters: { device: 'mobile' },
          groupBy: ['device', 'day'],
          tz: 'Europe/Amsterdam',
          fractions: [0.9],
        }),
        db.histogram({ metric: 'CLS', ...window, filters: {}, lower: 0, width: 0.1, buckets: 4 }),
        db.releases({ ...window, appType: 'home-page' }),
      ]);
    const throughFinal = await others();
    expect(throughFinal[1].reduce((sum, bucket) => sum + bucket.count, 0)).toBe(8);
    expect(throughFinal[0].length).toBeGreaterThan(0);
    expect(throughFinal[2]).toHaveLength(1);

    await client.command({ query: 'OPTIMIZE TABLE sealed_test.vitals FINAL' });
    expect(round(await stats(db))).toEqual(afterRepeat);
    expect(await others()).toEqual(throughFinal);
    expect(await sealed()).toEqual(['2026-09-10', '2026-09-11']);

    // A late repeat (a replayed spool) lands in a new part: day 1 takes FINAL again, day 2 stays plain.
    await db.insertVitals(batchOf(db, [cls('s1-1', 0.09, D1 + 120_000)]));
    expect(round(await stats(db))).toEqual(expected([[0.26, 0.09, ...day1.slice(2)], day2]));
    expect(await sealed()).toEqual(['2026-09-11']);
    await client.close();
    await db.close();
  });
});
