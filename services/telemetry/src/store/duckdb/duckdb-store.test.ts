import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DuckDBInstance } from '@duckdb/node-api';
import { describe, expect, it } from 'vitest';
import { describeStoreContract } from '../../../test/store/store-contract.ts';
import { addMs, caseDay, summaryOf, vital } from '../../../test/store/store-contract-data.ts';
import { DuckDbStore } from './duckdb-store.ts';
import { BASELINE_NAME } from './migrations.ts';
import { RecentIds } from './recent-ids.ts';
import { SCHEMA_SQL } from './schema.ts';
import { batchOf } from '../vital-batch.ts';
import { columnsOf, latestIndexPerId, numberAt } from './vital-columns.ts';

const folder = await mkdtemp(join(tmpdir(), 'opstap-duckdb-'));

// A real file, as in production: the contract must hold with the WAL and checkpoints in play.
describeStoreContract(
  'duckdb',
  async () => new DuckDbStore({ path: join(folder, 'contract.duckdb') }),
  () => rm(folder, { recursive: true, force: true }),
);

describe('duckdb store file', () => {
  it('keeps what it wrote across a close and a reopen, and a second open of a closed file works', async () => {
    const path = join(folder, 'reopen.duckdb');
    const first = new DuckDbStore({ path });
    await first.init();
    const day = caseDay(0);
    await first.insertVitals(batchOf(first, [vital({ receivedAt: day, value: 1234 })]));
    await first.close();
    const second = new DuckDbStore({ path });
    await second.init();
    const rows = await summaryOf(second, {
      metric: 'LCP',
      groupBy: 'path',
      from: day,
      to: new Date(day.getTime() + 1),
    });
    expect(rows).toMatchObject([{ key: '/', count: 1, p75: 1234 }]);
    await second.close();
  });
});

describe('duckdb schema', () => {
  it('makes a new file at the baseline, version 1, with the columns in the order the appender writes', async () => {
    const path = join(folder, 'baseline.duckdb');
    const store = new DuckDbStore({ path });
    await store.init();
    const day = caseDay(2);
    const pageView = { pageViewId: 'mitk3z-4fzyo1-2', softNavigations: 'yes' } as const;
    await store.insertVitals(
      batchOf(store, [vital({ receivedAt: day, id: 'baseline-1', value: 1800, ...pageView })]),
    );
    await store.close();

    const reopened = await DuckDBInstance.create(path);
    const check = await reopened.connect();
    const read = async (sql: string) => (await check.runAndReadAll(sql)).getRowsJS();
    expect(await read('SELECT version, name FROM schema_migrations')).toEqual([[1, BASELINE_NAME]]);
    expect(BASELINE_NAME).toMatch(/^baseline [0-9a-f]{12}$/);
    // The value in fixed point, LCP in microseconds (decision 0605); an absent attribution timing is null;
    // the page view's id and soft-navigation support after the attribution (decision 0502).
    expect(
      await read(
        "SELECT value_fixed, screen, attr_target, attr_input_delay, page_view_id, soft_navigations FROM vitals WHERE id = 'baseline-1'",
      ),
    ).toEqual([[1_800_000, 'jobseekers', '', null, 'mitk3z-4fzyo1-2', 'yes']]);
    check.closeSync();
    reopened.closeSync();
  });

  it('refuses a file that records a schema version it does not know, and leaves it as it was', async () => {
    const path = join(folder, 'unknown-version.duckdb');
    const instance = await DuckDBInstance.create(path);
    const connection = await instance.connect();
    await connection.run(SCHEMA_SQL);
    await connection.run(
      `CREATE TABLE schema_migrations (version INTEGER NOT NULL, name VARCHAR NOT NULL, applied_at TIMESTAMP NOT NULL);
       INSERT INTO schema_migrations VALUES (1, '${BASELINE_NAME}', now()::TIMESTAMP), (2, 'from a newer release', now()::TIMESTAMP)`,
    );
    connection.closeSync();
    instance.closeSync();

    const store = new DuckDbStore({ path });
    await expect(store.init()).rejects.toThrow(/schema version\(s\) 2, which this release does not know/);
    await store.close().catch(() => undefined);
  });

  it('refuses a file made by an earlier pre-release baseline, saying to move the data folder aside', async () => {
    const path = join(folder, 'earlier-baseline.duckdb');
    const instance = await DuckDBInstance.create(path);
    const connection = await instance.connect();
    // An earlier baseline: the vitals table without the columns added since, recorded as version 1.
    await connection.run(
      `CREATE TABLE vitals (id VARCHAR);
       CREATE TABLE schema_migrations (version INTEGER NOT NULL, name VARCHAR NOT NULL, applied_at TIMESTAMP NOT NULL);
       INSERT INTO schema_migrations VALUES (1, 'baseline', now()::TIMESTAMP)`,
    );
    connection.closeSync();
    instance.closeSync();

    const store = new DuckDbStore({ path });
    await expect(store.init()).rejects.toThrow(
      /baseline schema "baseline", which this release does not know .*Move the data folder aside/,
    );
    await store.close().catch(() => undefined);
  });
});

describe('duckdb duplicate handling', () => {
  it('collapses a duplicate that arrives after a restart (recent ids are reloaded)', async () => {
    const path = join(folder, 'restart-dup.duckdb');
    const day = caseDay(1);
    const first = vital({ receivedAt: day, name: 'CLS', value: 0.05, id: 'v5-restart' });
    const store = new DuckDbStore({ path });
    await store.init();
    await store.insertVitals(batchOf(store, [first]));
    await store.close();
    const reopened = new DuckDbStore({ path });
    await reopened.init();
    await reopened.insertVitals(
      batchOf(reopened, [{ ...first, receivedAt: new Date(day.getTime() + 1000), value: 0.3 }]),
    );
    const rows = await summaryOf(reopened, { metric: 'CLS', groupBy: 'path', from: day, to: caseDay(2) });
    expect(rows).toMatchObject([{ count: 1, p75: 0.3 }]);
    await reopened.close();
  });

  it('forgets the oldest ids past its bound', () => {
    const recent = new RecentIds(2);
    for (const id of ['a', 'b', 'c']) recent.remember(id);
    expect([recent.has('a'), recent.has('b'), recent.has('c')]).toEqual([false, true, true]);
    recent.remember('b'); // seen again: now the newest
    recent.remember('d');
    expect([recent.has('b'), recent.has('c'), recent.has('d')]).toEqual([true, false, true]);
  });

  it('holds exactly the last ids after the ring wraps many times, a repeated id in its newest slot', () => {
    const recent = new RecentIds(1000);
    for (let i = 0; i < 10_500; i += 1) recent.remember(`id-${i}`);
    expect(recent.has('id-9499')).toBe(false);
    expect(recent.has('id-9500')).toBe(true);
    expect(recent.has('id-10499')).toBe(true);
    recent.remember('id-9500'); // again: survives the eviction of its older slot
    for (let i = 0; i < 999; i += 1) recent.remember(`new-${i}`);
    expect(recent.has('id-9500')).toBe(true);
    expect(recent.has('id-9501')).toBe(false);
    recent.remember('last');
    expect(recent.has('id-9500')).toBe(false);
  });

  it('keeps the latest report per id within a batch, the later one on a tie', async () => {
    const at = caseDay(3);
    const a1 = vital({ receivedAt: at, id: 'x', value: 1 });
    const a2 = vital({ receivedAt: at, id: 'x', value: 2 });
    const old = vital({ receivedAt: new Date(at.getTime() - 1), id: 'x', value: 3 });
    const batch = columnsOf([a1, a2, old, vital({ receivedAt: at, id: 'y', value: 4 })]);
    // The value's column is in fixed point: LCP in microseconds (../stored-value.ts).
    expect(latestIndexPerId(batch).map((i) => numberAt(batch, i, 1))).toEqual([2000, 4000]);
  });
});

describe('duckdb batches as columns (vital-columns.ts)', () => {
  const NASTY = [
    '/"quoted", \'single\'',
    '/back\\slash\\\\n\\',
    '/comma,semi;tab\there',
    '/new\nline\r\nand return',
    '/ünïcødé/ÆØÅ/中文/😀👩‍👩‍👧',
    '/',
    '',
    ' leading and trailing ',
    '/{"json": [1, 2]}',
    '/\u2028\u2029\ufeff',
  ];

  it('round-trips nasty strings exactly, in every text column, sharing the table of texts', async () => {
    const store = new DuckDbStore({ path: join(folder, 'nasty.duckdb') });
    await store.init();
    const day = caseDay(4);
    const rows = NASTY.map((text, i) =>
      vital({ receivedAt: addMs(day, i), path: text, browser: text, device: text, country: text }),
    );
    await store.insertVitals(batchOf(store, rows));
    const to = addMs(day, 86_400_000);
    for (const groupBy of ['path', 'browser', 'device', 'country'] as const) {
      const keys = (await summaryOf(store, { metric: 'LCP', groupBy, from: day, to })).map((row) => row.key);
      expect(keys.sort()).toEqual([...NASTY].sort());
    }
    for (const path of NASTY) {
      const rows = await summaryOf(store, { metric: 'LCP', groupBy: 'browser', from: day, to, path });
      expect(rows.map((row) => [row.key, row.count])).toEqual([[path, 1]]);
    }
    await store.close();
  });

  it('writes a batch whole or not at all: one bad row fails it, and its retry lands once', async () => {
    const store = new DuckDbStore({ path: join(folder, 'whole.duckdb') });
    await store.init();
    const day = caseDay(5);
    const good = Array.from({ length: 600 }, (_, i) => vital({ receivedAt: addMs(day, i), value: i }));
    const bad = vital({ receivedAt: addMs(day, 300), height: 2 ** 40 }); // outside INTEGER
    await expect(
      store.insertVitals(batchOf(store, [...good.slice(0, 450), bad, ...good.slice(450)])),
    ).rejects.toThrow();
    const window = { metric: 'LCP' as const, groupBy: 'path' as const, from: day, to: addMs(day, 60_000) };
    expect(await summaryOf(store, window)).toEqual([]);
    await store.insertVitals(batchOf(store, good));
    expect(await summaryOf(store, window)).toMatchObject([{ count: 600 }]);
    await store.close();
  });

  it('still replaces stored duplicates when a batch mixes new ids with repeats', async () => {
    const store = new DuckDbStore({ path: join(folder, 'mixed.duckdb') });
    await store.init();
    const day = caseDay(6);
    const first = Array.from({ length: 100 }, (_, i) =>
      vital({ receivedAt: addMs(day, i), name: 'CLS', value: 0.01, id: `v5-mixed-${i}` }),
    );
    await store.insertVitals(batchOf(store, first));
    const repeats = first
      .slice(0, 40)
      .map((row) => ({ ...row, receivedAt: addMs(row.receivedAt, 5000), value: 0.5 }));
    const fresh = Array.from({ length: 60 }, (_, i) =>
      vital({ receivedAt: addMs(day, 200 + i), name: 'CLS', value: 0.01, id: `v5-mixed-new-${i}` }),
    );
    await store.insertVitals(batchOf(store, [...fresh.slice(0, 30), ...repeats, ...fresh.slice(30)]));
    const [row] = await summaryOf(store, {
      metric: 'CLS',
      groupBy: 'path',
      from: day,
      to: addMs(day, 60_000),
    });
    expect(row).toMatchObject({ count: 160, poor: 0.25 }); // 40 of 160 replaced by 0.5
    await store.close();
  });
});
