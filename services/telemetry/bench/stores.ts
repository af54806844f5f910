import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadavg } from 'node:os';
import { ClickHouseLogLevel, createClient, type ClickHouseClient } from '@clickhouse/client';
import { createChdbConnection } from 'chdb/connection';
import { DuckDBInstance } from '@duckdb/node-api';
import { CORE_METRICS, METRIC_NAMES, THRESHOLDS, type MetricName } from '@opstap/contracts';
import { ClickHouseStore, type ClickHouseConnection } from '../src/store/clickhouse/clickhouse-store.ts';
import { PAGE_VIEW_ROWS_SQL, PAGE_VIEWS } from '../src/store/analytics-queries.ts';
import { DuckDbStore } from '../src/store/duckdb/duckdb-store.ts';
import type { Filters, StatsDimension, Window } from '../src/store/analytics-queries.ts';
import type { VitalRow, VitalsStore } from '../src/store/types.ts';
import { batchOf } from '../src/store/vital-batch.ts';
import { VITAL_REPORT_COLUMNS } from '../src/store/duckdb/schema.ts';
import { valueScaleSql } from '../src/store/stored-value.ts';
import { vital } from '../fixtures/stored-vital.ts';

/**
 * The stores side by side (docs/requirements/telemetry-service.md#stores), in one run: the ingest rate through each adapter's `insertVitals` at
 * the service's batch size, then the same deterministic rows up to BENCH_ROWS loaded by each engine's own
 * bulk SQL (the adapters' write paths would take most of an hour at 10M on this machine: the DuckDB
 * adapter's duplicate check scans a day back per batch), then the analysts' queries through the adapters.
 * A benchmark, not a test: figures depend on the machine's load; compare the columns of one run.
 * ClickHouse is ClickHouse 26 in this process (chDB, its default of one thread per core), the version line
 * production runs (docs/decisions/0702-clickhouse-versions.md); beside each of its figures, the floor: the
 * same question in plain SQL on the same engine, without the adapter and without `FINAL`. Targets on
 * ClickHouse 26 (docs/requirements/telemetry-service.md#performance): every query ≤ 300 ms, the summary
 * ≤ 100 ms. Exits 1 when the two stores answer any question differently.
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

async function fillClickHouse(client: ClickHouseClient): Promise<number> {
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

const round = (ms: number) => Math.round(ms * 10) / 10;

/** A question's median wall time and median CPU time, in ms. */
interface Timing {
  ms: number;
  cpuMs: number;
}

const middle = (values: number[]) => round(values.sort((a, b) => a - b)[Math.floor(RUNS / 2)] ?? NaN);

/**
 * The median wall time of `run`, and the median CPU time this process spent on it: both engines run in this
 * process (DuckDB in its worker thread, chDB in its own threads), so `process.cpuUsage()` counts their work.
 * The CPU time barely moves with the machine's load, where the wall time stretches with it; on an idle
 * machine the wall time is about the CPU time over the threads the engine used (two here).
 */
async function median(run: () => Promise<unknown>): Promise<Timing> {
  await run(); // warm caches once
  const times: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const cpuBefore = process.cpuUsage();
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
    const used = process.cpuUsage(cpuBefore);
    cpu.push((used.user + used.system) / 1000);
  }
  return { ms: middle(times), cpuMs: middle(cpu) };
}

/** The analysts' questions the bench asks, by name; each answers with numbers both stores must agree on. */
type Questions = Record<string, (store: VitalsStore) => Promise<unknown>>;

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

const WINDOW: Window = { from: new Date(NOW - 28 * DAY), to: new Date(NOW + 1) };

/**
 * The questions, as the routes ask them: `passing` counts page views and asks each Core Web Vital's p75 per
 * page and device, in one `statsEach` (the store decides whether at once or one after another).
 */
const QUESTIONS: Questions = {
  'summary LCP by path': (store) => summary(store, 'LCP', 'path', WINDOW),
  'summary INP by day, mobile': (store) => summary(store, 'INP', 'day', WINDOW, { device: 'mobile' }),
  'passing (page views + 3 p75s by path, device)': async (store) => {
    const base = { ...WINDOW, filters: {}, groupBy: ['path', 'device'] as const, tz: 'UTC' };
    return store.statsEach([
      { ...base, metric: PAGE_VIEWS, fractions: [] },
      ...CORE_METRICS.map((metric) => ({ ...base, metric, fractions: [0.75] })),
    ]);
  },
  'histogram LCP, 20 buckets': (store) =>
    store.histogram({ metric: 'LCP', filters: {}, lower: 0, width: 300, buckets: 20, ...WINDOW }),
  releases: (store) => store.releases({ ...WINDOW, appType: 'home-page' }),
};

/**
 * The same questions in plain SQL on ClickHouse, written by hand: no adapter, no bound parameters, no
 * `FINAL` (the bench's ids are unique, so the answers are the same). What the engine needs at least.
 */
const WHERE = `received_at_ms >= ${WINDOW.from.getTime()} AND received_at_ms < ${WINDOW.to.getTime()}`;
const FLOORS: Record<string, string[]> = {
  'summary LCP by path': [
    `SELECT path, count(), countIf(value <= 2500), countIf(value > 4000), quantileExactInclusive(0.75)(value)
     FROM bench.vitals WHERE name = 'LCP' AND ${WHERE} GROUP BY path ORDER BY path`,
  ],
  'summary INP by day, mobile': [
    `SELECT toDate(intDiv(received_at_ms, 1000), 'UTC') AS d, count(), countIf(value <= 200), countIf(value > 500),
       quantileExactInclusive(0.75)(value)
     FROM bench.vitals WHERE name = 'INP' AND device = 'mobile' AND ${WHERE} GROUP BY d ORDER BY d`,
  ],
  'passing (page views + 3 p75s by path, device)': [
    `SELECT path, device, count() FROM bench.vitals WHERE ${PAGE_VIEW_ROWS_SQL} AND ${WHERE} GROUP BY path, device`,
    ...CORE_METRICS.map(
      (metric) => `SELECT path, device, count(), quantileExactInclusive(0.75)(value) FROM bench.vitals
        WHERE name = '${metric}' AND ${WHERE} GROUP BY path, device`,
    ),
  ],
  'histogram LCP, 20 buckets': [
    `SELECT toInt32(least(greatest(floor(value / 300), 0), 20)) AS b, count() FROM bench.vitals
     WHERE name = 'LCP' AND ${WHERE} GROUP BY b ORDER BY b`,
  ],
  releases: [
    `SELECT app_version, min(received_at_ms) AS first, max(received_at_ms), count() FROM bench.vitals
     WHERE ${PAGE_VIEW_ROWS_SQL} AND app_type = 'home-page' AND ${WHERE} GROUP BY app_version ORDER BY first`,
  ],
};

/** Targets on ClickHouse 26, in ms (docs/requirements/telemetry-service.md#performance). */
const TARGET_MS = (question: string) => (question.startsWith('summary LCP') ? 100 : 300);

/** Numbers to 9 significant digits: the engines interpolate in a different order of operations. */
const rounded = (value: unknown): unknown =>
  typeof value === 'number'
    ? Number(value.toPrecision(9))
    : Array.isArray(value)
      ? value.map(rounded)
      : value && typeof value === 'object'
        ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, rounded(v)]))
        : value;

interface Figures {
  ingestRowsPerSecond: number;
  fillSeconds: number;
  /** Median wall and CPU ms per question. */
  ms: Record<string, Timing>;
  /** Each question's answer, rounded, as JSON. */
  answers: Record<string, string>;
}

async function measure(open: () => VitalsStore, fill: () => Promise<number>): Promise<Figures> {
  let store = open();
  await store.init();
  const ingestMs = await ingest(store);
  await store.close(); // DuckDB: one process may hold the file; the bulk fill opens it itself
  const fillMs = await fill();
  store = open();
  await store.init();
  const figures: Figures = {
    ingestRowsPerSecond: Math.round(INGEST_ROWS / (ingestMs / 1000)),
    fillSeconds: Math.round(fillMs / 100) / 10,
    ms: {},
    answers: {},
  };
  for (const [name, ask] of Object.entries(QUESTIONS)) {
    figures.answers[name] = JSON.stringify(rounded(await ask(store)));
    figures.ms[name] = await median(() => ask(store));
  }
  await store.close();
  return figures;
}

const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');
const folder = await mkdtemp(join(tmpdir(), 'opstap-store-bench-'));
// chDB's types name their own copy of the client's interfaces: the same shape (test/support/chdb.ts).
const connection = () =>
  createChdbConnection({ path: join(folder, 'chdb') }) as unknown as ClickHouseConnection;
const client = createClient({
  connection: connection(),
  request_timeout: 600_000,
  log: { level: ClickHouseLogLevel.OFF },
});
try {
  console.log(`load average at start: ${load()} (2 cores, shared)`);
  const duckPath = join(folder, 'bench.duckdb');
  // The service's DuckDB memory cap (DUCKDB_MEMORY_LIMIT's default).
  const duckFigures = await measure(
    () => new DuckDbStore({ path: duckPath, memoryLimit: '160MB' }),
    () => fillDuckDb(duckPath),
  );
  const houseFigures = await measure(
    () => new ClickHouseStore({ connection: connection(), database: 'bench', requestTimeoutMs: 300_000 }),
    () => fillClickHouse(client),
  );
  const floors: Record<string, Timing> = {};
  for (const [name, statements] of Object.entries(FLOORS)) {
    floors[name] = await median(() =>
      Promise.all(
        statements.map(async (query) => (await client.query({ query, format: 'JSONEachRow' })).json()),
      ),
    );
  }

  const head = (label: string, ...columns: string[]) =>
    `${label.padEnd(48)}${columns.map((column) => column.padStart(20)).join('')}`;
  const timing = (t: Timing | undefined) => (t ? `${t.ms} (${Math.round(t.cpuMs)}) ms` : '');
  console.log(`\nstores over ${TOTAL.toLocaleString('en')} rows (median of ${RUNS} runs per query)`);
  console.log('queries: median wall time (median CPU time of this process, all its threads)');
  console.log(head('', 'DuckDB', 'ClickHouse 26', 'plain SQL', 'target'));
  console.log(
    head(
      `ingest, ${SERVICE_BATCH.toLocaleString('en')}-row batches (first ${INGEST_ROWS.toLocaleString('en')})`,
      `${duckFigures.ingestRowsPerSecond} rows/s`,
      `${houseFigures.ingestRowsPerSecond} rows/s`,
    ),
  );
  console.log(
    head(
      `bulk load of the other ${(TOTAL - INGEST_ROWS).toLocaleString('en')} (+ merge)`,
      `${duckFigures.fillSeconds} s`,
      `${houseFigures.fillSeconds} s`,
    ),
  );
  const missed: string[] = [];
  const differ: string[] = [];
  for (const name of Object.keys(QUESTIONS)) {
    const ms = houseFigures.ms[name]?.ms ?? NaN;
    const target = TARGET_MS(name);
    if (!(ms <= target)) missed.push(name);
    if (duckFigures.answers[name] !== houseFigures.answers[name]) differ.push(name);
    console.log(
      head(
        name,
        timing(duckFigures.ms[name]),
        timing(houseFigures.ms[name]),
        timing(floors[name]),
        `≤ ${target} ms ${ms <= target ? 'met' : 'MISSED'}`,
      ),
    );
  }
  console.log(
    `ingest ratio ClickHouse/DuckDB: ${(houseFigures.ingestRowsPerSecond / duckFigures.ingestRowsPerSecond).toFixed(2)}`,
  );
  console.log(
    `same answers from both stores: ${differ.length === 0 ? `yes (${Object.keys(QUESTIONS).length} questions)` : `NO: ${differ.join(', ')}`}`,
  );
  if (missed.length > 0) console.log(`ClickHouse 26 targets missed: ${missed.join(', ')}`);
  console.log(`load average at end: ${load()}`);
  if (differ.length > 0) process.exitCode = 1;
} finally {
  await client.close();
  await rm(folder, { recursive: true, force: true });
}
