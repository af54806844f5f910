import { DuckDBInstance } from '@duckdb/node-api';
import { DuckDbEngine } from '../../src/store/duckdb/duckdb-engine.ts';

/** How `seedFile` spreads its rows: `paths` pages in turn, one row every `stepMs` from `start`. */
export interface Seed {
  rows: number;
  paths?: number;
  start?: Date;
  stepMs?: number;
}

/**
 * Test support: a DuckDB file at `path` with the service's schema and `rows` LCP vitals seeded by DuckDB
 * itself (INSERT … SELECT FROM range()), as fast as a file can be filled; the service is not running.
 */
export async function seedFile(path: string, seed: Seed): Promise<void> {
  const { rows, paths = 200, start = new Date('2026-01-10T00:00:00Z'), stepMs = 80 } = seed;
  const engine = new DuckDbEngine({ path });
  await engine.init(); // the schema and its migrations
  await engine.close();
  const instance = await DuckDBInstance.create(path);
  const connection = await instance.connect();
  await connection.run(`
    INSERT INTO vitals (received_at, name, value_fixed, id, rating, connection_type, device, os, os_version, browser,
      browser_version, country, language, app_version, app_type, path, user_type, window_orientation, height,
      width, device_pixel_ratio)
    SELECT TIMESTAMP '${start.toISOString().slice(0, 23).replace('T', ' ')}' + to_milliseconds(i * ${stepMs}),
      'LCP', (i % 5000) * 1000, 'seed-' || i, 'good', '4g', 'mobile', 'Android', '14', 'Chrome', '140', 'nl',
      'nl', '1.6.0', 'home-page', '/page-' || (i % ${paths}), 'anonymous', 'portrait', 800, 400, 2
    FROM range(${rows}) AS r(i)`);
  await connection.run('CHECKPOINT');
  connection.closeSync();
  instance.closeSync();
}
