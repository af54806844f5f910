import type { ClickHouseClient } from '@clickhouse/client';
import { DuckDBInstance } from '@duckdb/node-api';
import { METRIC_NAMES, THRESHOLDS } from '@opstap/contracts';
import type { Window } from '../src/store/analytics-queries.ts';
import type { VitalRow } from '../src/store/types.ts';
import { VITAL_REPORT_COLUMNS } from '../src/store/duckdb/schema.ts';
import { valueScaleSql } from '../src/store/stored-value.ts';
import { vital } from '../fixtures/stored-vital.ts';

/**
 * The rows `bench:stores` (stores.ts) loads into both stores: the same deterministic rows as objects, for
 * the adapters' `insertVitals`, and as each engine's bulk SQL for the rest up to BENCH_ROWS.
 */

/** Rows in all, and how many of them go through the adapters' `insertVitals` (the rest: bulk SQL). */
export const TOTAL = Number(process.env.BENCH_ROWS ?? 10_000_000);
export const INGEST_ROWS = Math.min(TOTAL, Number(process.env.BENCH_INGEST_ROWS ?? 200_000));
const DAY = 86_400_000;
const NOW = Date.UTC(2026, 10, 20);
const PATHS = ['/', '/werkgevers', '/employers', '/en', '/pers', '/press', '/contact', '/locaties'];
const DEVICES = ['mobile', 'tablet', 'desktop'];

/** The 28 days the rows span, which every question asks about. */
export const WINDOW: Window = { from: new Date(NOW - 28 * DAY), to: new Date(NOW + 1) };

/**
 * Deterministic rows (the contract's fixture, varied): every metric, 8 pages, 3 devices, 2 countries,
 * spread evenly over 28 days in arrival order, as the service writes them (the DuckDB adapter looks for
 * duplicates a day back from each batch). `generated` below is the same rows as SQL.
 */
export function rows(start: number, count: number): VitalRow[] {
  return Array.from({ length: count }, (_, k) => {
    const i = start + k;
    const name = METRIC_NAMES[i % 5] ?? 'LCP';
    return vital({
      receivedAt: new Date(NOW - 28 * DAY + Math.floor((i * 28 * DAY) / TOTAL)),
      name,
      value: name === 'CLS' ? ((i * 7919) % 400) / 1000 : (i * 7919) % 6000,
      id: `v5-bench-${i}`,
      device: DEVICES[i % 3] ?? 'mobile',
      country: i % 2 ? 'gb' : 'nl',
      language: i % 2 ? 'en' : 'nl',
      path: PATHS[Math.floor(i / 5) % PATHS.length] ?? '/',
    });
  });
}

/** `rows()` as SQL over a row number `i`, for both engines (1-based arrays in both). */
function generated(i: string, fn: { int: (x: string) => string }) {
  const names = `[${METRIC_NAMES.slice(0, 5)
    .map((n) => `'${n}'`)
    .join(', ')}]`;
  const name = `${names}[${i} % 5 + 1]`;
  const value = `if(${i} % 5 = 2, ((${i} * 7919) % 400) / 1000, (${i} * 7919) % 6000)`;
  const bound = (k: 0 | 1) =>
    `[${METRIC_NAMES.slice(0, 5)
      .map((n) => THRESHOLDS[n][k])
      .join(', ')}][${i} % 5 + 1]`;
  return {
    ms: `${NOW - 28 * DAY} + ${fn.int(`(${i} * ${28 * DAY}) / ${TOTAL}`)}`,
    name,
    value,
    rating: `if(${value} <= ${bound(0)}, 'good', if(${value} > ${bound(1)}, 'poor', 'needs-improvement'))`,
    path: `[${PATHS.map((p) => `'${p}'`).join(', ')}][${fn.int(`${i} / 5`)} % ${PATHS.length} + 1]`,
    device: `[${DEVICES.map((d) => `'${d}'`).join(', ')}][${i} % 3 + 1]`,
    country: `if(${i} % 2 = 1, 'gb', 'nl')`,
    language: `if(${i} % 2 = 1, 'en', 'nl')`,
  };
}

export async function fillDuckDb(path: string): Promise<number> {
  const started = performance.now();
  const instance = await DuckDBInstance.create(path);
  const connection = await instance.connect();
  const g = generated('i', { int: (x) => `(${x})::BIGINT // 1` }); // DuckDB: `//` is integer division
  g.ms = `${NOW - 28 * DAY} + (i * ${28 * DAY}) // ${TOTAL}`;
  g.path = `[${PATHS.map((p) => `'${p}'`).join(', ')}][(i // 5) % ${PATHS.length} + 1]`;
  // The columns every report fills, by name, the value in its fixed-point column (decision 0605); the page
  // family and attribution ones keep their defaults (src/store/duckdb/schema.ts).
  const fixed = `round((${g.value}) * ${valueScaleSql(`(${g.name})`)})::INTEGER`;
  await connection.run(`INSERT INTO vitals (${VITAL_REPORT_COLUMNS.join(', ')})
    SELECT epoch_ms(${g.ms}), ${g.name}, ${fixed}, 'v5-bench-' || i, ${g.rating}, '4g', ${g.device},
      'Android', '14', 'Chrome', '140', ${g.country}, ${g.language}, '0.1.0', 'home-page', ${g.path},
      'anonymous', 'portrait', 800, 400, 2
    FROM range(${INGEST_ROWS}, ${TOTAL}) t(i)`);
  await connection.run('CHECKPOINT');
  connection.closeSync();
  instance.closeSync();
  return performance.now() - started;
}

export async function fillClickHouse(client: ClickHouseClient): Promise<number> {
  const started = performance.now();
  const g = generated('i', { int: (x) => `intDiv(${x.replace(' / ', ', ')})` });
  if (TOTAL > INGEST_ROWS)
    await client.command({
      query: `INSERT INTO bench.vitals (received_at_ms, app_type, name, id, value, rating, path, device, country,
        language, browser, browser_version, os, os_version, connection_type, app_version, user_type,
        window_orientation, height, width, device_pixel_ratio)
      SELECT ${g.ms}, 'home-page', ${g.name}, concat('v5-bench-', toString(i)), ${g.value}, ${g.rating},
        ${g.path}, ${g.device}, ${g.country}, ${g.language}, 'Chrome', '140', 'Android', '14', '4g', '0.1.0',
        'anonymous', 'portrait', 800, 400, 2
      FROM (SELECT number + ${INGEST_ROWS} AS i FROM numbers(${TOTAL - INGEST_ROWS}))`,
    });
  // A table between bursts has its parts merged; right after a 10M-row load it has not, and FINAL then
  // merges them at read time (docs/perf/telemetry-queries.md gives both figures).
  await client.command({ query: 'OPTIMIZE TABLE bench.vitals FINAL' });
  return performance.now() - started;
}
