import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadavg } from 'node:os';
import { ClickHouseLogLevel, createClient } from '@clickhouse/client';
import { createChdbConnection } from 'chdb/connection';
import { ClickHouseStore, type ClickHouseConnection } from '../src/store/clickhouse/clickhouse-store.ts';
import { DuckDbStore } from '../src/store/duckdb/duckdb-store.ts';
import type { VitalsStore } from '../src/store/types.ts';
import { batchOf } from '../src/store/vital-batch.ts';
import { fillClickHouse, fillDuckDb, INGEST_ROWS, rows, TOTAL } from './stores-rows.ts';
import { FLOORS, QUESTIONS, TARGET_MS } from './stores-questions.ts';

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
const SERVICE_BATCH = 1_000; // FLUSH_ROWS' default: what the service sends per insert
const RUNS = 5;

async function ingest(store: VitalsStore): Promise<number> {
  const started = performance.now();
  for (let i = 0; i < INGEST_ROWS; i += SERVICE_BATCH) {
    await store.insertVitals(batchOf(store, rows(i, Math.min(SERVICE_BATCH, INGEST_ROWS - i))));
  }
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
  // The service's defaults: DuckDB's memory cap and threads (duckdb-options.ts).
  const duckFigures = await measure(
    () => new DuckDbStore({ path: duckPath }),
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
