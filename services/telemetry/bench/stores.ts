import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ClickHouseLogLevel, createClient } from '@clickhouse/client';
import { DuckDBInstance } from '@duckdb/node-api';
import { CORE_METRICS, METRIC_NAMES, THRESHOLDS, type MetricName } from '@opstap/contracts';
import { ClickHouseStore } from '../src/store/clickhouse/clickhouse-store.ts';
import { startTestClickHouse } from '../scripts/clickhouse-server.ts';
import { DuckDbStore } from '../src/store/duckdb/duckdb-store.ts';
import type { Filters, StatsDimension, Window } from '../src/store/analytics-queries.ts';
import type { VitalRow, VitalsStore } from '../src/store/types.ts';
import { batchOf } from '../src/store/vital-batch.ts';
import { VITAL_REPORT_COLUMNS } from '../src/store/duckdb/schema.ts';
import { valueScaleSql } from '../src/store/stored-value.ts';
import { storedVital } from './stored-vital.ts';

/**
 * The stores side by side (docs/requirements/telemetry-service.md#stores), in one run: the ingest rate through each adapter's `insertVitals` at
 * the service's batch size, then the same deterministic rows up to BENCH_ROWS loaded by each engine's own
 * bulk SQL (the adapters' write paths would take most of an hour at 10M on this machine: the DuckDB
 * adapter's duplicate check scans a day back per batch), then the analysts' queries through the adapters.
 * A benchmark, not a test: figures depend on the machine's load; compare the columns of one run.
 * ClickHouse is Debian's 18.16 on loopback (the test server), 2 threads.
 */
const TOTAL = Number(process.env.BENCH_ROWS ?? 10_000_000);
const INGEST_ROWS = Math.min(TOTAL, Number(process.env.BENCH_INGEST_ROWS ?? 200_000));
const SERVICE_BATCH = 1_000; // FLUSH_ROWS' default: what the service sends per insert
const RUNS = 5;
const DAY = 86_400_000;
const NOW = Date.UTC(2026, 10, 20);
const PATHS = ['/', '/werkgevers', '/employers', '/en', '/pers', '/press', '/contact', '/locaties'];
const DEVICES = ['mobile', 'tablet', 'desktop'];

/**
 * Deterministic rows (the contract's fixture, varied): every metric, 8 pages, 3 devices, 2 countries,
 * spread evenly over 28 days in arrival order, as the service writes them (the DuckDB adapter looks for
 * duplicates a day back from each batch). `generated` below is the same rows as SQL.
 */
function rows(start: number, count: number): VitalRow[] {
  return Array.from({ length: count }, (_, k) => {
    const i = start + k;
    const name = METRIC_NAMES[i % 5] ?? 'LCP';
    return storedVital({
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

async function ingest(store: VitalsStore): Promise<number> {
  const started = performance.now();
  for (let i = 0; i < INGEST_ROWS; i += SERVICE_BATCH) {
    await store.insertVitals(batchOf(store, rows(i, Math.min(SERVICE_BATCH, INGEST_ROWS - i))));
  }
  return performance.now() - started;
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

async function fillDuckDb(path: string): Promise<number> {
  const started = performance.now();
  const instance = await DuckDBInstance.create(path);
  const connection = await instance.connect();
  const g = generated('i', { int: (x) => `(${x})::BIGINT // 1` }); // DuckDB: `//` is integer division
  g.ms = `${NOW - 28 * DAY} + (i * ${28 * DAY}) // ${TOTAL}`;
  g.path = `[${PATHS.map((p) => `'${p}'`).join(', ')}][(i // 5) % ${PATHS.length} + 1]`;
  // Version 1's columns by name, the value in its fixed-point column (migrations 4, 5); the later ones keep
  // their defaults (src/store/duckdb/migrations.ts).
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

async function fillClickHouse(url: string): Promise<number> {
  const started = performance.now();
  const client = createClient({ url, request_timeout: 600_000, log: { level: ClickHouseLogLevel.OFF } });
  const g = generated('i', { int: (x) => `intDiv(${x.replace(' / ', ', ')})` });
  // ClickHouse 18.16 reads `numbers(0)` as no limit at all: with BENCH_ROWS at or under the ingest rows
  // there is nothing to fill, and the query would never end.
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
  // merges them at read time (several times slower here; docs/scaling.md gives both figures).
  await client.command({ query: 'OPTIMIZE TABLE bench.vitals FINAL' });
  await client.close();
  return performance.now() - started;
}

const round = (ms: number) => Math.round(ms * 10) / 10;

async function median(run: () => Promise<unknown>): Promise<number> {
  await run(); // warm caches once
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  return round(times.sort((a, b) => a - b)[Math.floor(RUNS / 2)] ?? NaN);
}

interface Figures {
  /** The LCP-by-path summary, rounded, to show both stores answer the same over the same rows. */
  answer: string;
  ingestRowsPerSecond: number;
  fillSeconds: number;
  summaryMs: number;
  summaryByDayMs: number;
  passingMs: number;
}

/** The summary route's question (p75 and the rating counts by one dimension, days in UTC), straight to `stats`. */
const summary = (
  store: VitalsStore,
  metric: MetricName,
  groupBy: StatsDimension,
  window: Window,
  filters: Filters = {},
) =>
  store.stats({
    metric,
    groupBy: [groupBy],
    filters,
    tz: 'UTC',
    fractions: [0.75],
    ratings: true,
    ...window,
  });

async function measure(open: () => VitalsStore, fill: () => Promise<number>): Promise<Figures> {
  let store = open();
  await store.init();
  const ingestMs = await ingest(store);
  await store.close(); // DuckDB: one process may hold the file; the bulk fill opens it itself
  const fillMs = await fill();
  store = open();
  await store.init();
  const window = { from: new Date(NOW - 28 * DAY), to: new Date(NOW + 1) };
  const lcp = await summary(store, 'LCP', 'path', window);
  // Passing's quantiles: p75 of each Core Web Vital per page, one query after another (as for DuckDB).
  const p75sByPath = async () => {
    for (const metric of CORE_METRICS)
      await store.stats({ metric, groupBy: ['path'], filters: {}, tz: 'UTC', fractions: [0.75], ...window });
  };
  const figures: Figures = {
    answer: JSON.stringify(
      lcp.map(({ group, count, quantiles, good = NaN }) => [
        group[0],
        count,
        (quantiles[0] ?? NaN).toPrecision(9),
        (good / count).toPrecision(9),
      ]),
    ),
    ingestRowsPerSecond: Math.round(INGEST_ROWS / (ingestMs / 1000)),
    fillSeconds: Math.round(fillMs / 100) / 10,
    summaryMs: await median(() => summary(store, 'LCP', 'path', window)),
    summaryByDayMs: await median(() => summary(store, 'INP', 'day', window, { device: 'mobile' })),
    passingMs: await median(p75sByPath),
  };
  await store.close();
  return figures;
}

const folder = await mkdtemp(join(tmpdir(), 'opstap-store-bench-'));
const clickhouse = await startTestClickHouse();
try {
  const duckPath = join(folder, 'bench.duckdb');
  // The service's DuckDB memory cap (DUCKDB_MEMORY_LIMIT's default).
  const duckFigures = await measure(
    () => new DuckDbStore({ path: duckPath, memoryLimit: '160MB' }),
    () => fillDuckDb(duckPath),
  );
  const houseFigures = await measure(
    () => new ClickHouseStore({ url: clickhouse.url, database: 'bench', requestTimeoutMs: 300_000 }),
    () => fillClickHouse(clickhouse.url),
  );

  const ratio = houseFigures.ingestRowsPerSecond / duckFigures.ingestRowsPerSecond;
  const line = (label: string, key: Exclude<keyof Figures, 'answer'>, unit: string) =>
    `${label.padEnd(44)}${`${duckFigures[key]} ${unit}`.padStart(16)}${`${houseFigures[key]} ${unit}`.padStart(18)}`;
  console.log(`\nstores over ${TOTAL.toLocaleString('en')} rows (median of ${RUNS} runs per query)`);
  console.log(`${''.padEnd(44)}${'DuckDB'.padStart(16)}${'ClickHouse 18.16'.padStart(18)}`);
  console.log(
    line(
      `ingest, ${SERVICE_BATCH.toLocaleString('en')}-row batches (first ${INGEST_ROWS.toLocaleString('en')})`,
      'ingestRowsPerSecond',
      'rows/s',
    ),
  );
  console.log(
    line(
      `bulk load of the other ${(TOTAL - INGEST_ROWS).toLocaleString('en')} (+ merge)`,
      'fillSeconds',
      's',
    ),
  );
  console.log(line('summary LCP by path, 28 days', 'summaryMs', 'ms'));
  console.log(line('summary INP by day, device=mobile', 'summaryByDayMs', 'ms'));
  console.log(line('LCP, INP, CLS p75 per page, one after another', 'passingMs', 'ms'));
  console.log(`ingest ratio ClickHouse/DuckDB: ${ratio.toFixed(2)}`);
  const same = duckFigures.answer === houseFigures.answer;
  console.log(`same summary answers from both stores: ${same ? 'yes' : 'NO'}`);
  if (!same) process.exitCode = 1;
} finally {
  await clickhouse.dispose();
  await rm(folder, { recursive: true, force: true });
}
