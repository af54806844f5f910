// `pnpm --filter @opstap/telemetry bench:beside-query` (docs/requirements/telemetry-service.md#query-cost):
// ingest's latency while the heaviest allowed DuckDB query runs, against its latency with nothing else
// running, in the same minutes. BENCH_ROWS (default 2M) vitals seeded over 27 days (seed.mjs); then, per
// setting of BENCH_THREADS (default "2,1": DUCKDB_THREADS), BENCH_ROUNDS rounds (default 2) of an idle phase
// and a heavy phase of BENCH_SECONDS (default 10) each, 4 beacon clients each waiting for its 204. The heavy
// phase asks, one after another, for every day × path with five percentiles (5,400 rows, under
// QUERY_MAX_ROWS). Prints p50/p99 of each phase, their ratio, `/healthz`'s p99 beside them (the HTTP thread
// without the spool's fsync), the query's median time and the load average.
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { importTs } from './import-ts.mjs';
import { start, stop } from './processes.mjs';
import { seed } from './seed.mjs';

const ROWS = Number(process.env.BENCH_ROWS ?? 2_000_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const THREADS = (process.env.BENCH_THREADS ?? '2,1').split(',');
const CLIENTS = 4;
/** The build to run (BENCH_SERVER: another build's server.js, e.g. a copy of dist/ from before a change). */
const SERVER = process.env.BENCH_SERVER ?? fileURLToPath(new URL('../dist/server.js', import.meta.url));
const TOKEN = 'bench-token-0123456789abcdefghijklmnopqrstuvwxyz';
const OPERATOR = 'bench-operator-0123456789abcdefghijklmnopqrstuvwxyz';
const ORIGIN = 'http://127.0.0.1:4173';
const { vitalReport } = await importTs('@opstap/contracts/fixtures');
const template = JSON.stringify(vitalReport({ value: 2345, id: 'ID', path: '/werkgevers' }));
const from = new Date(Date.now() - 28 * 86_400_000).toISOString();
const HEAVY = `/analytics/vitals/summary?metric=LCP&groupBy=day,path&percentiles=50,75,90,95,99&from=${from}`;

let sequence = 0;
const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
const load = () => loadavg()[0].toFixed(1);

/** CLIENTS clients posting one beacon at a time until `until` resolves; each beacon's latency in ms. */
async function beacons(url, until) {
  const latencies = [];
  let failures = 0;
  let done = false;
  until.then(() => (done = true));
  await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      while (!done) {
        const began = performance.now();
        const answer = await fetch(`${url}/analytics/vital`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: ORIGIN },
          body: template.replace('"ID"', `"v5-beside-${(sequence += 1)}"`),
        }).catch(() => undefined);
        if (answer?.status === 204) latencies.push(performance.now() - began);
        else failures += 1;
        await answer?.arrayBuffer().catch(() => undefined);
      }
    }),
  );
  return { sorted: latencies.sort((a, b) => a - b), failures };
}

/**
 * `/healthz` asked one after another until `until` resolves: no disk, no store, so its latency is the HTTP
 * thread's and the CPU's alone, against a beacon's, which includes the spool's fsync.
 */
async function probes(url, until) {
  const latencies = [];
  let done = false;
  until.then(() => (done = true));
  while (!done) {
    const began = performance.now();
    await (await fetch(`${url}/healthz`)).arrayBuffer();
    latencies.push(performance.now() - began);
    await new Promise((next) => setTimeout(next, 20));
  }
  return latencies.sort((a, b) => a - b);
}

/** The service's longest event-loop stall since the last read, in ms (prom-client resets it on each read). */
async function eventLoopLagMaxMs(url) {
  const text = await (
    await fetch(`${url}/metrics`, { headers: { authorization: `Bearer ${OPERATOR}` } })
  ).text();
  return Number(/^nodejs_eventloop_lag_max_seconds (\S+)/m.exec(text)?.[1]) * 1000;
}

const seconds = (s) => new Promise((done) => setTimeout(done, s * 1000));

/** The heavy question, one after another, until `until` resolves; each answer's time in ms. */
async function heavyQueries(url, until) {
  const times = [];
  let done = false;
  until.then(() => (done = true));
  while (!done) {
    const began = performance.now();
    const answer = await fetch(`${url}${HEAVY}`, { headers: { authorization: `Bearer ${TOKEN}` } });
    await answer.arrayBuffer();
    if (answer.status !== 200) throw new Error(`the heavy query answered ${answer.status}`);
    times.push(performance.now() - began);
  }
  return times.sort((a, b) => a - b);
}

const folder = await mkdtemp(join(tmpdir(), 'opstap-bench-beside-'));
try {
  const file = join(folder, 'beside.duckdb');
  const env = (threads) => ({
    DUCKDB_PATH: file,
    DUCKDB_THREADS: threads,
    SPOOL_DIR: join(folder, 'spool'),
    ANALYTICS_TOKEN: TOKEN,
    OPERATOR_TOKEN: OPERATOR,
    RATE_LIMIT_PER_MINUTE: '100000000',
    ALLOWED_ORIGINS: ORIGIN,
    ...(process.env.BENCH_NODE_OPTIONS ? { NODE_OPTIONS: process.env.BENCH_NODE_OPTIONS } : {}),
  });
  await stop((await start(SERVER, env('2'))).child); // the service creates its schema
  await seed(file, 0, ROWS, ROWS);
  console.log(
    `ingest beside the heaviest query: ${ROWS.toLocaleString('en')} rows, ${CLIENTS} beacon clients`,
  );
  for (const threads of THREADS) {
    const server = await start(SERVER, env(threads));
    await server.logged(/"msg":"retention sweep and compaction done"|"msg":"retention sweep failed"/);
    for (let round = 1; round <= ROUNDS; round += 1) {
      const loadBefore = load();
      await eventLoopLagMaxMs(server.url);
      const stopIdle = seconds(SECONDS);
      const [idle, idleProbes] = await Promise.all([
        beacons(server.url, stopIdle),
        probes(server.url, stopIdle),
      ]);
      const idleLag = await eventLoopLagMaxMs(server.url);
      const stopHeavy = seconds(SECONDS);
      const [heavy, heavyProbes, queries] = await Promise.all([
        beacons(server.url, stopHeavy),
        probes(server.url, stopHeavy),
        heavyQueries(server.url, stopHeavy),
      ]);
      const heavyLag = await eventLoopLagMaxMs(server.url);
      const [i50, i99, h50, h99] = [
        quantile(idle.sorted, 0.5),
        quantile(idle.sorted, 0.99),
        quantile(heavy.sorted, 0.5),
        quantile(heavy.sorted, 0.99),
      ];
      console.log(
        `  DUCKDB_THREADS=${threads} round ${round} (load ${loadBefore}→${load()}): idle p50/p99 ` +
          `${i50.toFixed(0)}/${i99.toFixed(0)} ms (${idle.sorted.length}, ${idle.failures} failed), beside the ` +
          `query ${h50.toFixed(0)}/${h99.toFixed(0)} ms (${heavy.sorted.length}, ${heavy.failures} failed): ` +
          `p99 ×${(h99 / i99).toFixed(2)}; /healthz p99 ${quantile(idleProbes, 0.99).toFixed(0)} → ` +
          `${quantile(heavyProbes, 0.99).toFixed(0)} ms; event-loop stall max ${idleLag.toFixed(0)} → ` +
          `${heavyLag.toFixed(0)} ms; query median ${quantile(queries, 0.5).toFixed(0)} ms (${queries.length})`,
      );
    }
    await stop(server.child);
  }
} finally {
  await rm(folder, { recursive: true, force: true });
}
