import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { METRIC_NAMES, rate } from '@opstap/contracts';
import { ClickHouseStore } from '../src/store/clickhouse/clickhouse-store.ts';
import { startTestClickHouse } from '../src/store/clickhouse/test-server.ts';
import { DuckDbStore } from '../src/store/duckdb/duckdb-store.ts';
import type { VitalRow, VitalsStore } from '../src/store/types.ts';

/**
 * The stores side by side (issue 7), in one run: the same rows through each adapter's `insertVitals`
 * (ingest rate at the service's batch size, then the fill to BENCH_ROWS), then the analysts' summary and
 * passing queries over the full table. A benchmark, not a test: figures depend on the machine's load;
 * compare the two columns of one run. ClickHouse is Debian's 18.16 on loopback (the test server).
 */
const TOTAL = Number(process.env.BENCH_ROWS ?? 10_000_000);
const INGEST_ROWS = Math.min(TOTAL, 1_000_000);
const SERVICE_BATCH = 1_000; // FLUSH_ROWS' default: what the service sends per insert
const FILL_BATCH = 50_000;
const RUNS = 5;
const DAY = 86_400_000;
const NOW = Date.UTC(2026, 10, 20);
const PATHS = ['/', '/werkgevers', '/employers', '/en', '/pers', '/press', '/contact', '/locaties'];
const DEVICES = ['mobile', 'tablet', 'desktop'];

/**
 * Deterministic rows: every metric, 8 pages, 3 devices, 2 countries, spread evenly over 28 days in arrival
 * order, as the service writes them (the DuckDB adapter looks for duplicates a day back from each batch).
 */
function rows(start: number, count: number): VitalRow[] {
  return Array.from({ length: count }, (_, k) => {
    const i = start + k;
    const name = METRIC_NAMES[i % 5] ?? 'LCP';
    const value = name === 'CLS' ? ((i * 7919) % 400) / 1000 : (i * 7919) % 6000;
    return {
      receivedAt: new Date(NOW - 28 * DAY + Math.floor((i * 28 * DAY) / TOTAL)),
      name,
      value,
      id: `v5-bench-${i}`,
      rating: rate(name, value),
      connectionType: '4g',
      device: DEVICES[i % 3] ?? 'mobile',
      os: 'Android',
      osVersion: '14',
      browser: 'Chrome',
      browserVersion: '140',
      country: i % 2 ? 'gb' : 'nl',
      language: i % 2 ? 'en' : 'nl',
      appVersion: '0.1.0',
      appType: 'home-page',
      path: PATHS[Math.floor(i / 5) % PATHS.length] ?? '/',
      userType: 'anonymous',
      windowOrientation: 'portrait',
      height: 800,
      width: 400,
      devicePixelRatio: 2,
    };
  });
}

async function load(store: VitalsStore, from: number, to: number, batch: number): Promise<number> {
  const started = performance.now();
  for (let i = from; i < to; i += batch) await store.insertVitals(rows(i, Math.min(batch, to - i)));
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
  ingestRowsPerSecond: number;
  fillSeconds: number;
  summaryMs: number;
  summaryByDayMs: number;
  passingMs: number;
}

async function measure(store: VitalsStore): Promise<Figures> {
  await store.init();
  const ingestMs = await load(store, 0, INGEST_ROWS, SERVICE_BATCH);
  const fillMs = await load(store, INGEST_ROWS, TOTAL, FILL_BATCH);
  const window = { from: new Date(NOW - 28 * DAY), to: new Date(NOW + 1) };
  return {
    ingestRowsPerSecond: Math.round(INGEST_ROWS / (ingestMs / 1000)),
    fillSeconds: Math.round((ingestMs + fillMs) / 100) / 10,
    summaryMs: await median(() => store.summary({ metric: 'LCP', groupBy: 'path', ...window })),
    summaryByDayMs: await median(() =>
      store.summary({ metric: 'INP', groupBy: 'day', device: 'mobile', ...window }),
    ),
    passingMs: await median(() => store.passing(window)),
  };
}

const folder = await mkdtemp(join(tmpdir(), 'opstap-store-bench-'));
const clickhouse = await startTestClickHouse();
try {
  // The adapter's default memory cap (256MB): at the service's 160MB, 50k-row batches ran out at ~1.5M rows.
  const duck = new DuckDbStore({ path: join(folder, 'bench.duckdb') });
  const duckFigures = await measure(duck);
  await duck.close();
  const house = new ClickHouseStore({ url: clickhouse.url, database: 'bench', requestTimeoutMs: 300_000 });
  const houseFigures = await measure(house);
  await house.close();

  const ratio = houseFigures.ingestRowsPerSecond / duckFigures.ingestRowsPerSecond;
  const line = (label: string, key: keyof Figures, unit: string) =>
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
  console.log(line('load all rows', 'fillSeconds', 's'));
  console.log(line('summary LCP by path, 28 days', 'summaryMs', 'ms'));
  console.log(line('summary INP by day, device=mobile', 'summaryByDayMs', 'ms'));
  console.log(line('passing (LCP, INP, CLS p75 per page)', 'passingMs', 'ms'));
  console.log(`ingest ratio ClickHouse/DuckDB: ${ratio.toFixed(2)}`);
} finally {
  await clickhouse.dispose();
  await rm(folder, { recursive: true, force: true });
}
