// `pnpm --filter @opstap/telemetry bench` (docs/requirements/engineering.md#benchmarks): (a) a bare
// Fastify route vs (b) the real /analytics/vital (validation, normalisation, buffered DuckDB writes), in
// one run, 50 connections; then every query endpoint (queries.mjs) over a tenth of BENCH_SUMMARY_ROWS
// (default 10M) and all of them, median and p95; and the service's peak RSS throughout. Client and servers share the machine's cores:
// compare the ratio, not the absolute numbers. Sizes shrink for `bench:smoke` (smoke.mjs).
// Exits 1 if (b)'s file lacks a row it acknowledged: a bench that lies is worse than none.
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DuckDBInstance } from '@duckdb/node-api';
import autocannon from 'autocannon';
import { importTs } from './import-ts.mjs';
import { cpuMicros, peakRssMb, start, stop } from './processes.mjs';
import { queryLatencies } from './queries.mjs';
import { seed } from './seed.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
/** Load before the rounds, not measured (JIT, first allocations); 0 skips it (the smoke run: figures unused). */
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? Math.min(2, SECONDS));
const SUMMARY_ROWS = Number(process.env.BENCH_SUMMARY_ROWS ?? 10_000_000);
const { vitalReport } = await importTs('@opstap/contracts/fixtures');
const CONNECTIONS = 50;
const SERVER = fileURLToPath(new URL('../dist/server.js', import.meta.url));
const BARE = fileURLToPath(new URL('./bare-server.mjs', import.meta.url));
const TOKEN = 'bench-token-0123456789abcdefghijklmnopqrstuvwxyz';
const folder = await mkdtemp(join(tmpdir(), 'opstap-bench-'));
const serviceEnv = (path) => ({
  DUCKDB_PATH: path,
  ANALYTICS_TOKEN: TOKEN,
  RATE_LIMIT_PER_MINUTE: '100000000',
  // The origin the load sends, whatever WEB_PORT the shell has.
  ALLOWED_ORIGINS: 'http://127.0.0.1:4173',
});

// The contract's fixture, its id replaced per request (a new metric id, as real beacons).
const template = JSON.stringify(vitalReport({ value: 2345, id: 'ID', path: '/werkgevers' }));
let sequence = 0;

/** 50 connections for SECONDS, each request a new report (a new metric id, as real beacons). */
function load(url, duration = SECONDS) {
  return autocannon({
    url: `${url}/analytics/vital`,
    connections: CONNECTIONS,
    duration,
    requests: [
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: 'http://127.0.0.1:4173' },
        setupRequest: (request) => ({
          ...request,
          body: template.replace('"ID"', `"v5-bench-${(sequence += 1)}"`),
        }),
      },
    ],
  });
}

const ms = (n) => `${n.toFixed(1)} ms`;
const load1 = () => loadavg()[0].toFixed(1);

/** One line per query endpoint: median and p95 over its runs, the load average beside them. */
function printLatencies(store, size, latencies, targetMs) {
  console.log(`  queries, ${store}, ${size} rows (load ${load1()}; target at 10M <= ${targetMs} ms each)`);
  for (const { name, median, p95, cpu, rows } of latencies) {
    const over = median > targetMs ? '  over' : '';
    const cpuText = cpu === undefined ? '' : `   service CPU ${ms(cpu).padStart(10)}`;
    console.log(
      `    ${name.padEnd(28)} median ${ms(median).padStart(10)}   p95 ${ms(p95).padStart(10)}${cpuText}   rows ${rows}${over}`,
    );
  }
}

/** The vitals spool's fsync count and size, from the service's readiness answer. */
async function spoolState(url) {
  const ready = await (await fetch(`${url}/readyz`)).json();
  return { fsyncs: ready.fsyncs.vitals, bytes: ready.spooled.vitals };
}

/** Rows in the file once the service has stopped: every 2xx must be there (a bench that lies is worse). */
async function storedRows(path) {
  const instance = await DuckDBInstance.create(path, { access_mode: 'READ_ONLY' });
  const connection = await instance.connect();
  const count = Number((await connection.runAndReadAll('SELECT count(*) FROM vitals')).getRowsJS()[0][0]);
  connection.closeSync();
  instance.closeSync();
  return count;
}

try {
  console.log(
    `telemetry bench: ${CONNECTIONS} connections, ${ROUNDS} rounds of ${SECONDS} s per server, taking turns; client and servers share the cores`,
  );
  console.log(
    `  load average at start            ${load1()} (other work on the machine inflates every latency)`,
  );
  // (a) and (b) run side by side and take turns, ROUNDS times: the machine's other load then
  // weighs on both alike, and the ratio compares like with like.
  const bare = await start(BARE);
  const ingestFile = join(folder, 'ingest.duckdb');
  const service = await start(SERVER, serviceEnv(ingestFile));
  // Warm-up, not measured: JIT compilation and first allocations would otherwise land in round one.
  if (WARMUP_SECONDS > 0) for (const server of [bare, service]) await load(server.url, WARMUP_SECONDS);
  const runs = { a: [], b: [] };
  const spool = { fsyncs: 0, maxBytes: 0 };
  const cpu = { a: 0, b: 0 };
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const [name, server] of [
      ['a', bare],
      ['b', service],
    ]) {
      const before = cpuMicros(server.child);
      const spoolBefore = name === 'b' ? await spoolState(server.url) : undefined;
      runs[name].push(await load(server.url));
      cpu[name] += cpuMicros(server.child) - before;
      if (spoolBefore) {
        const after = await spoolState(server.url);
        spool.fsyncs += after.fsyncs - spoolBefore.fsyncs;
        spool.maxBytes = Math.max(spool.maxBytes, after.bytes);
      }
    }
  }
  const ingestRss = peakRssMb(service.child);
  await stop(bare.child);
  await stop(service.child);
  const stored = await storedRows(ingestFile);

  const total = (name) => runs[name].reduce((sum, r) => sum + r['2xx'], 0);
  const rate = (name) => total(name) / (ROUNDS * SECONDS);
  const p99s = (name) => runs[name].map((r) => r.latency.p99).sort((x, y) => x - y);
  const other = (name) => runs[name].reduce((sum, r) => sum + r.non2xx + r.errors + r.timeouts, 0);
  const line = (name) =>
    `${Math.round(rate(name))} req/s   p99 per round ${p99s(name).join(' / ')} ms   ` +
    `server CPU ${(cpu[name] / total(name)).toFixed(0)} µs/req   2xx ${total(name)}   other ${other(name)}`;
  console.log(`  (a) bare Fastify POST route      ${line('a')}`);
  console.log(`  (b) POST /analytics/vital        ${line('b')}`);
  console.log(
    `      rows in (b)'s file after SIGTERM: ${stored} (every 2xx must be there; warm-up and in-flight requests add)`,
  );
  // Each round's b against the a run just before it: the spread shows how much the machine moved.
  const perRound = runs.b.map((r, i) => (r['2xx'] / runs.a[i]['2xx']).toFixed(2)).join(' / ');
  console.log(
    `  ratio b/a (throughput)           ${(rate('b') / rate('a')).toFixed(2)}   per round ${perRound}   (target >= 0.6)`,
  );
  console.log(`  ratio a/b (server CPU per req)   ${(cpu.a / total('a') / (cpu.b / total('b'))).toFixed(2)}`);
  console.log(
    `  b p99 at ${CONNECTIONS} connections          median of rounds ${p99s('b')[Math.floor(ROUNDS / 2)]} ms   (target <= 20 ms)`,
  );
  console.log(`  peak RSS of the service, ingest  ${ingestRss.toFixed(0)} MB   (target < 300 MB)`);
  console.log(
    `  spool (b)                        ${Math.round(spool.fsyncs / (ROUNDS * SECONDS))} fsyncs/s ` +
      `(${(total('b') / Math.max(1, spool.fsyncs)).toFixed(1)} beacons an fsync)   ` +
      `size after a round up to ${(spool.maxBytes / 1024).toFixed(0)} KiB`,
  );
  if (stored < total('b')) {
    console.error(`  FAILED: ${total('b') - stored} acknowledged rows are missing from (b)'s file`);
    process.exitCode = 1;
  }
  if (process.env.BENCH_SUMMARY === 'off') {
    await rm(folder, { recursive: true, force: true }); // process.exit skips the finally below
    process.exit(process.exitCode ?? 0);
  }

  const queryFile = join(folder, 'query.duckdb');
  await stop((await start(SERVER, serviceEnv(queryFile))).child); // the service creates its schema
  const tenth = Math.round(SUMMARY_ROWS / 10);
  const label = (rows) => (rows >= 1e6 ? `${rows / 1e6}M` : `${rows / 1e3}k`);
  // The first tenth, then the rest: [first row, rows, label of the total so far]. BENCH_SUMMARY_STEPS=1
  // loads all rows at once and measures only there (the smoke run: half the service starts and loads).
  const summarySizes =
    process.env.BENCH_SUMMARY_STEPS === '1'
      ? [[0, SUMMARY_ROWS, label(SUMMARY_ROWS)]]
      : [
          [0, tenth, label(tenth)],
          [tenth, SUMMARY_ROWS - tenth, label(SUMMARY_ROWS)],
        ];
  for (const [first, rows, size] of summarySizes) {
    await seed(queryFile, first, rows, SUMMARY_ROWS);
    const server = await start(SERVER, serviceEnv(queryFile));
    // The seed wrote every day at once; the service clusters the days before today in the background at
    // start (decision 0604), as it would have day by day. Measured once it is done, as a service that has
    // run for a while is.
    const [line, compactMs] = await server.logged(
      /"ms":(\d+),"msg":"retention sweep and compaction done"|"msg":"retention sweep failed".*/,
    );
    if (compactMs === undefined) throw new Error(`the service's start-up sweep failed: ${line}`);
    console.log(
      `  start-up compaction of the seeded days before today: ${(Number(compactMs) / 1000).toFixed(1)} s`,
    );
    printLatencies('DuckDB', size, await queryLatencies(server.url, TOKEN, server.child), 200);
    const rss = peakRssMb(server.child);
    await stop(server.child);
    console.log(
      `  peak RSS of the service, queries over ${size} rows: ${rss.toFixed(0)} MB   (target < 300 MB)`,
    );
  }
  // The same ingest figures on STORE=clickhouse, printed beside these.
  if (process.env.BENCH_CLICKHOUSE !== 'off') {
    const { benchClickHouse } = await import('./clickhouse.mjs');
    await benchClickHouse({
      bareRate: rate('a'),
      load,
      ms,
      peakRssMb,
      server: SERVER,
      serviceEnv,
      start,
      stop,
    });
  }
  console.log(`  load average at end              ${load1()}`);
} finally {
  await rm(folder, { recursive: true, force: true });
}
