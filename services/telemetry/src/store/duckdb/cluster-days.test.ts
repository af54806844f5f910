import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { text } from 'node:stream/consumers';
import { DuckDBInstance } from '@duckdb/node-api';
import { afterAll, describe, expect, it } from 'vitest';
import { addMs, caseDay, randomRows, vital } from '../../../test/store/store-contract-data.ts';
import { batchOf } from '../vital-batch.ts';
import { DuckDbStore } from './duckdb-store.ts';

const DAY_MS = 86_400_000;
const folder = await mkdtemp(join(tmpdir(), 'opstap-cluster-'));
afterAll(() => rm(folder, { recursive: true, force: true }));

/** Reads a closed store's file directly. */
async function inspect<T>(path: string, sql: string): Promise<T[]> {
  const instance = await DuckDBInstance.create(path);
  const connection = await instance.connect();
  try {
    return (await connection.runAndReadAll(sql)).getRowsJS() as T[];
  } finally {
    connection.closeSync();
    instance.closeSync();
  }
}

/** How many runs of equal names each day's rows make in storage order: 1 a metric once clustered. */
const RUNS_PER_DAY = `
  SELECT strftime(day, '%Y-%m-%d'), count(*)::INTEGER FROM (
    SELECT CAST(received_at AS DATE) AS day,
      name IS DISTINCT FROM lag(name) OVER (PARTITION BY CAST(received_at AS DATE) ORDER BY rowid) AS starts
    FROM vitals
  ) WHERE starts GROUP BY day ORDER BY day`;

describe('sealed days clustered by metric (decision 0604)', () => {
  const day = caseDay(3); // three whole days from here, then a fourth that is "today"
  const today = addMs(day, 3 * DAY_MS);
  const rows = [
    ...randomRows(day, 900, 11),
    ...randomRows(today, 60, 12).map((row) => ({
      ...row,
      receivedAt: addMs(today, row.receivedAt.getTime() % DAY_MS),
    })),
  ]
    .map((row, i) => ({ ...row, id: `v5-cluster-${i}` }))
    .sort((a, b) => a.receivedAt.getTime() - b.receivedAt.getTime()); // arrival order: metrics mixed
  const window = { from: day, to: addMs(today, DAY_MS) };

  /** Every figure an analyst could ask of these rows, and the rows themselves. */
  async function answers(store: DuckDbStore) {
    const figures = [];
    for (const metric of ['LCP', 'INP', 'CLS'] as const) {
      figures.push(
        await store.stats({
          metric,
          ...window,
          filters: {},
          groupBy: ['day', 'device'],
          tz: 'UTC',
          fractions: [0.5, 0.75, 0.95],
          ratings: true,
        }),
      );
    }
    const exported = await text(await store.exportRows({ table: 'vitals', format: 'ndjson', ...window }));
    return { figures, rows: exported.split('\n').sort() };
  }

  it('rewrites each day before today metric by metric, with the same rows and the same answers', async () => {
    const path = join(folder, 'cluster.duckdb');
    const store = new DuckDbStore({ path });
    await store.init();
    await store.insertVitals(batchOf(store, rows));
    const before = await answers(store);
    expect(before.rows).toHaveLength(rows.length + 1); // and the trailing newline's empty line
    await store.compact(addMs(today, 3_600_000));
    expect(await answers(store)).toEqual(before);
    await store.close();

    const runs = await inspect<[string, number]>(path, RUNS_PER_DAY);
    const [first, second, third, fourth] = runs;
    // Sealed days: one run a metric. Today: still in arrival order, many runs.
    expect([first, second, third].map((run) => run?.[1])).toEqual([3, 3, 3]);
    expect(fourth?.[1]).toBeGreaterThan(10);
    expect(await inspect(path, 'SELECT count(*)::INTEGER FROM clustered_days')).toEqual([[3]]);
  });

  it('leaves clustered days alone, and clusters a day again once late rows arrived for it', async () => {
    const path = join(folder, 'late.duckdb');
    const store = new DuckDbStore({ path });
    await store.init();
    await store.insertVitals(batchOf(store, rows));
    await store.compact(addMs(today, 3_600_000));
    await store.close();
    const recorded = `SELECT strftime(day, '%Y-%m-%d'), rows::INTEGER FROM clustered_days ORDER BY day`;
    const first = await inspect<[string, number]>(path, recorded);

    const again = new DuckDbStore({ path });
    await again.init();
    // A replayed spool or an import brings rows for the second day after it was clustered.
    const late = ['LCP', 'CLS', 'INP'].map((name, i) =>
      vital({
        receivedAt: addMs(day, DAY_MS + 1000 + i),
        name: name as 'LCP',
        value: 100 + i,
        id: `v5-late-${i}`,
      }),
    );
    await again.insertVitals(batchOf(again, late));
    await again.compact(addMs(today, 3_600_000));
    await again.close();

    // Only the second day's count changed, so only it was clustered again (daysToCluster).
    const second = await inspect<[string, number]>(path, recorded);
    expect(second).toEqual(first.map(([d, n], i) => [d, i === 1 ? n + 3 : n]));
    expect((await inspect<[string, number]>(path, RUNS_PER_DAY)).slice(0, 3).map((run) => run[1])).toEqual([
      3, 3, 3,
    ]);
    expect(await inspect(path, `SELECT count(*)::INTEGER FROM vitals WHERE id LIKE 'v5-late-%'`)).toEqual([
      [3],
    ]);
  });

  it('stops at close(): a compaction under way neither reopens the file nor keeps it from closing', async () => {
    const path = join(folder, 'closing.duckdb');
    const store = new DuckDbStore({ path });
    await store.init();
    const many = Array.from({ length: 6 }, (_, d) =>
      randomRows(addMs(day, d * DAY_MS), 200, 40 + d).map((row, i) => ({
        ...row,
        receivedAt: addMs(day, d * DAY_MS + (row.receivedAt.getTime() % DAY_MS)),
        id: `v5-closing-${d}-${i}`,
      })),
    ).flat();
    await store.insertVitals(batchOf(store, many));
    const compacting = store.compact(addMs(day, 7 * DAY_MS)).catch((error: unknown) => error);
    await store.close();
    await compacting;
    // Closed for good: another store opens the file (DuckDB allows one writer) and finds every row.
    const after = new DuckDbStore({ path });
    await after.init();
    const [stats] = await after.stats({
      metric: 'LCP',
      from: day,
      to: addMs(day, 7 * DAY_MS),
      filters: {},
      groupBy: [],
      tz: 'UTC',
      fractions: [],
    });
    expect(stats?.count).toBe(many.filter((row) => row.name === 'LCP').length);
    await after.close();
  });
});
