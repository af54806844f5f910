import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DuckDBInstance } from '@duckdb/node-api';
import { afterAll, describe, expect, it } from 'vitest';
import { DuckDbEngine } from './duckdb-engine.ts';
import { ExportMemoryCap } from './memory-cap.ts';

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

/** A file with `rows` vitals over one day, seeded by DuckDB itself. */
async function seededFile(name: string, rows: number): Promise<string> {
  const path = join(folder, name);
  const engine = new DuckDbEngine({ path });
  await engine.init(); // the schema and its migrations
  await engine.close();
  const instance = await DuckDBInstance.create(path);
  const connection = await instance.connect();
  await connection.run(`
    INSERT INTO vitals (received_at, name, value_fixed, id, rating, connection_type, device, os, os_version, browser,
      browser_version, country, language, app_version, app_type, path, user_type, window_orientation, height,
      width, device_pixel_ratio)
    SELECT TIMESTAMP '2026-01-10' + to_microseconds(i * 80_000), 'LCP', (i % 5000) * 1000, 'cap-' || i, 'good', '4g',
      'mobile', 'Android', '14', 'Chrome', '140', 'nl', 'nl', '1.6.0', 'home-page', '/page-' || (i % 200),
      'anonymous', 'portrait', 800, 400, 2
    FROM range(${rows}) AS r(i)`);
  connection.closeSync();
  instance.closeSync();
  return path;
}

const DAY = { from: new Date('2026-01-10T00:00:00Z'), to: new Date('2026-01-11T00:00:00Z') };

describe('DuckDB memory caps (docs/decisions/0603)', () => {
  const query = { ...DAY, table: 'vitals', format: 'parquet' } as const;
  const count = { ...DAY, metric: 'LCP', filters: {}, groupBy: [], tz: 'UTC', fractions: [] } as const;

  // An export sorts every column of its window: 200,000 rows need more than 32MB (45MB refused them).
  it('a query that needs more than the cap fails with DuckDB’s sentence, and the next query answers', async () => {
    const path = await seededFile('refused.duckdb', 200_000);
    const engine = new DuckDbEngine({ path, memoryLimit: '32MB', exportMemoryLimit: '32MB' });
    await engine.init();
    await expect(engine.exportToFile(query, join(folder, 'refused.parquet'))).rejects.toThrow(
      /Out of Memory/,
    );
    expect((await engine.stats(count))[0]?.count).toBe(200_000);
    await engine.close();
  });

  it('an export runs under the export cap, above the everyday one, and queries go on after it', async () => {
    const path = await seededFile('export.duckdb', 200_000);
    const engine = new DuckDbEngine({ path, memoryLimit: '32MB', exportMemoryLimit: '256MB' });
    await engine.init();
    await engine.exportToFile(query, join(folder, 'export.parquet'));
    expect((await stat(join(folder, 'export.parquet'))).size).toBeGreaterThan(100_000);
    expect((await engine.stats(count))[0]?.count).toBe(200_000);
    await engine.close();
  });
});
