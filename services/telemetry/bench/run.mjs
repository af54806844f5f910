// `pnpm --filter @opstap/telemetry bench` (issue 6): (a) a bare Fastify route vs (b) the real
// /analytics/vital (validation, normalisation, buffered DuckDB writes), in one run, 50 connections;
// then the summary endpoint over 1M and 10M stored rows; and the service's peak RSS throughout.
// Client and servers share the machine's cores: compare the ratio, not the absolute numbers.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { peakRssMb, start, stop } from './processes.mjs';
import { seed } from './seed.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 50;
const SERVER = fileURLToPath(new URL('../dist/server.js', import.meta.url));
const BARE = fileURLToPath(new URL('./bare-server.mjs', import.meta.url));
const TOKEN = 'bench-token-0123456789abcdefghijklmnopqrstuvwxyz';
const folder = await mkdtemp(join(tmpdir(), 'opstap-bench-'));
const serviceEnv = (path) => ({
  DUCKDB_PATH: path,
  ANALYTICS_TOKEN: TOKEN,
  RATE_LIMIT_PER_MINUTE: '100000000',
});

const template = JSON.stringify({
  name: 'LCP',
  value: 2345,
  id: 'ID',
  connectionType: '4g',
  device: 'mobile',
  os: 'Android',
  osVersion: '14',
  browser: 'Chrome',
  browserVersion: '140',
  country: 'nl',
  language: 'nl',
  appVersion: '0.1.0',
  appType: 'home-page',
  path: '/werkgevers',
  userType: 'anonymous',
  windowOrientation: 'portrait',
  height: 800,
  width: 400,
  devicePixelRatio: 2,
});
let sequence = 0;

/** 50 connections for SECONDS, each request a new report (a new metric id, as real beacons). */
function load(url) {
  return autocannon({
    url: `${url}/analytics/vital`,
    connections: CONNECTIONS,
    duration: SECONDS,
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

async function summaryLatency(url, runs = 20) {
  const target = `${url}/analytics/vitals/summary?metric=LCP&groupBy=path`;
  const headers = { authorization: `Bearer ${TOKEN}` };
  const times = [];
  let rows = 0;
  for (let i = 0; i < runs + 3; i += 1) {
    const started = performance.now();
    const response = await fetch(target, { headers });
    const body = await response.json();
    if (response.status !== 200) throw new Error(`summary answered ${response.status}`);
    if (i >= 3) times.push(performance.now() - started); // the first three warm the caches
    rows = body.rows.reduce((sum, row) => sum + row.count, 0);
  }
  times.sort((a, b) => a - b);
  return { median: times[Math.floor(runs / 2)], p95: times[Math.ceil(runs * 0.95) - 1], lcpRows: rows };
}

try {
  const bare = await start(BARE);
  const a = await load(bare.url);
  await stop(bare.child);

  const ingestFile = join(folder, 'ingest.duckdb');
  const service = await start(SERVER, serviceEnv(ingestFile));
  const b = await load(service.url);
  const ingestRss = peakRssMb(service.child);
  await stop(service.child);

  const queryFile = join(folder, 'query.duckdb');
  await stop((await start(SERVER, serviceEnv(queryFile))).child); // the service creates its schema
  await seed(queryFile, 0, 1_000_000);
  let server = await start(SERVER, serviceEnv(queryFile));
  const at1M = await summaryLatency(server.url);
  const rss1M = peakRssMb(server.child);
  await stop(server.child);
  await seed(queryFile, 1_000_000, 9_000_000);
  server = await start(SERVER, serviceEnv(queryFile));
  const at10M = await summaryLatency(server.url);
  const rss10M = peakRssMb(server.child);
  await stop(server.child);

  const ms = (n) => `${n.toFixed(1)} ms`;
  const non2xx = (r) => r.non2xx + r.errors + r.timeouts;
  console.log(`
telemetry bench (${CONNECTIONS} connections, ${SECONDS} s each; client and servers share the cores)
  (a) bare Fastify POST route      ${Math.round(a.requests.average)} req/s   p99 ${ms(a.latency.p99)}   non-2xx/errors ${non2xx(a)}
  (b) POST /analytics/vital        ${Math.round(b.requests.average)} req/s   p99 ${ms(b.latency.p99)}   non-2xx/errors ${non2xx(b)}
  ratio b/a                        ${(b.requests.average / a.requests.average).toFixed(2)}   (target >= 0.6)
  b p99 at ${CONNECTIONS} connections       ${ms(b.latency.p99)}   (target <= 20 ms)
  summary LCP by path, 1M rows     median ${ms(at1M.median)}   p95 ${ms(at1M.p95)}   (LCP rows aggregated: ${at1M.lcpRows})
  summary LCP by path, 10M rows    median ${ms(at10M.median)}   p95 ${ms(at10M.p95)}   (LCP rows aggregated: ${at10M.lcpRows}; target <= 500 ms)
  peak RSS of the service          ingest ${ingestRss.toFixed(0)} MB, 1M queries ${rss1M.toFixed(0)} MB, 10M queries ${rss10M.toFixed(0)} MB   (target < 300 MB)
`);
} finally {
  await rm(folder, { recursive: true, force: true });
}
