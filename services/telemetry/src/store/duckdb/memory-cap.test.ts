import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DuckDbEngine } from './duckdb-engine.ts';
import { ExportMemoryCap } from './memory-cap.ts';
import { QueryTooCostly } from '../query-cost.ts';
import { seedFile } from '../../../test/support/seeded-file.ts';

const folder = await mkdtemp(join(tmpdir(), 'opstap-memory-cap-'));
afterAll(() => rm(folder, { recursive: true, force: true }));

describe('ExportMemoryCap', () => {
  const limits = { everyday: '64MB', export: '160MB' };

  it('raises the cap once for exports that overlap and lowers it when the last one ends', async () => {
    const statements: string[] = [];
    const cap = new ExportMemoryCap(limits, async (sql) => void statements.push(sql));
    let releaseFirst = () => {};
    const first = cap.during(() => new Promise<void>((resolve) => (releaseFirst = resolve)));
    const second = cap.during(async () => {
      await Promise.resolve();
    });
    await second;
    expect(statements).toEqual([`SET GLOBAL memory_limit = '160MB'`]);
    releaseFirst();
    await first;
    expect(statements).toEqual([`SET GLOBAL memory_limit = '160MB'`, `SET GLOBAL memory_limit = '64MB'`]);
  });

  it('lowers the cap after a failed export too, and retries when DuckDB refused to lower it', async () => {
    const statements: string[] = [];
    let refuse = true;
    const cap = new ExportMemoryCap(limits, async (sql) => {
      if (sql.includes('64MB') && refuse) throw new Error('could not free up enough memory');
      statements.push(sql);
    });
    await expect(cap.during(() => Promise.reject(new Error('disk full')))).rejects.toThrow('disk full');
    expect(statements).toEqual([`SET GLOBAL memory_limit = '160MB'`]);
    refuse = false;
    await cap.restore();
    await cap.restore(); // lowered once only
    expect(statements).toEqual([`SET GLOBAL memory_limit = '160MB'`, `SET GLOBAL memory_limit = '64MB'`]);
  });
});

/** A file with `rows` vitals over one day (2026-01-10), 200 pages. */
async function seededFile(name: string, rows: number): Promise<string> {
  const path = join(folder, name);
  await seedFile(path, { rows });
  return path;
}

const DAY = { from: new Date('2026-01-10T00:00:00Z'), to: new Date('2026-01-11T00:00:00Z') };

describe('DuckDB memory caps (docs/decisions/0603)', () => {
  const query = { ...DAY, table: 'vitals', format: 'parquet' } as const;
  const count = { ...DAY, metric: 'LCP', filters: {}, groupBy: [], tz: 'UTC', fractions: [] } as const;
  // One seeded file for both tests, which only read it (each opens its own engine, with its own caps):
  // seeding 200,000 rows was a tenth of this file's CPU, paid twice (docs/perf/test-run.md).
  let seeded: Promise<string> | undefined;
  const twoHundredThousandRows = () => (seeded ??= seededFile('200k.duckdb', 200_000));

  // An export sorts every column of its window: 200,000 rows need more than 32MB (45MB refused them).
  it('a query that needs more than the cap fails as too costly in memory, and the next query answers', async () => {
    const path = await twoHundredThousandRows();
    const engine = new DuckDbEngine({ path, memoryLimit: '32MB', exportMemoryLimit: '32MB' });
    await engine.init();
    const refused = await engine
      .exportToFile(query, join(folder, 'refused.parquet'))
      .catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(QueryTooCostly);
    expect(refused).toMatchObject({ bound: 'memory', message: /more memory than the store allows/ });
    expect((await engine.stats(count))[0]?.count).toBe(200_000);
    await engine.close();
  });

  it('an export runs under the export cap, above the everyday one, and queries go on after it', async () => {
    const path = await twoHundredThousandRows();
    const engine = new DuckDbEngine({ path, memoryLimit: '32MB', exportMemoryLimit: '256MB' });
    await engine.init();
    await engine.exportToFile(query, join(folder, 'export.parquet'));
    expect((await stat(join(folder, 'export.parquet'))).size).toBeGreaterThan(100_000);
    expect((await engine.stats(count))[0]?.count).toBe(200_000);
    await engine.close();
  });
});

describe('the bounds of an analyst’s query (docs/requirements/telemetry-service.md#query-cost)', () => {
  const byPath = {
    ...DAY,
    metric: 'LCP',
    filters: {},
    groupBy: ['path'],
    tz: 'UTC',
    fractions: [0.75],
  } as const;

  it('an answer of more rows than the bound is refused, and one within it answers', async () => {
    const path = await seededFile('rows.duckdb', 2_000);
    const bounds = { maxRows: 199, timeoutMs: 60_000, memoryBytes: 0 };
    const engine = new DuckDbEngine({ path, queryBounds: bounds });
    await engine.init();
    await expect(engine.stats(byPath)).rejects.toMatchObject({
      bound: 'rows',
      message: /more than 199 rows/,
    });
    const one = await engine.stats({ ...byPath, filters: { path: '/page-7' } });
    expect(one).toMatchObject([{ group: ['/page-7'], count: 10 }]);
    await engine.close();
  });

  // 1 ms: far less than seven grouped quantiles over 1M rows take (~50 ms here), on any machine.
  it('a query still running at its time bound is interrupted, and the next query answers', async () => {
    const path = await seededFile('time.duckdb', 1_000_000);
    const slow = new DuckDbEngine({ path, queryBounds: { maxRows: 1_000, timeoutMs: 1, memoryBytes: 0 } });
    await slow.init();
    const fractions = [0.1, 0.25, 0.5, 0.75, 0.9, 0.95, 0.99];
    await expect(slow.stats({ ...byPath, fractions })).rejects.toMatchObject({
      bound: 'time',
      message: /ran longer than 0.001 s/,
    });
    await slow.close();
    const engine = new DuckDbEngine({ path });
    await engine.init();
    expect(await engine.stats({ ...byPath, fractions })).toHaveLength(200);
    await engine.close();
  }, 90_000); // seeding 1M rows takes a few seconds alone, several times that beside a busy suite
});
