// The query API's endpoints as the bench times them (docs/requirements/telemetry-service.md#performance):
// every query route once, with the parameters an analyst's routine question uses, over the seeded rows
// (seed.mjs: two releases, 20 screens, 200 pages, attribution with LCP sub-parts and INP phases, warnings). Median and p95 of
// BENCH_QUERY_RUNS (default 9) requests after up to three that warm the caches; with the service's `child`,
// also the CPU time the service spent per request (its own and its DuckDB threads'), which the machine's
// other load barely moves.
import { cpuMicros } from './processes.mjs';

export const QUERIES = [
  ['summary by path', '/analytics/vitals/summary?metric=LCP&groupBy=path'],
  [
    'summary day,device p50-p99',
    '/analytics/vitals/summary?metric=LCP&groupBy=day,device&percentiles=50,75,90,95,99',
  ],
  ['histogram', '/analytics/vitals/histogram?metric=LCP'],
  [
    'compare releases by screen',
    '/analytics/vitals/compare?metric=LCP&baseline=1.6.0&candidate=1.7.0&groupBy=screen',
  ],
  ['phases LCP screen,device', '/analytics/vitals/phases?metric=LCP'],
  [
    'phases LCP releases',
    '/analytics/vitals/phases?metric=LCP&baseline=1.6.0&candidate=1.7.0&groupBy=screen',
  ],
  ['releases', '/analytics/releases'],
  ['attribution INP', '/analytics/vitals/attribution?metric=INP'],
  ['passing by screen', '/analytics/vitals/passing'],
  ['passing by path', '/analytics/vitals/passing?groupBy=path'],
  ['navigations by screen', '/analytics/vitals/navigations'],
  ['warnings by class, rate', '/analytics/warnings?groupBy=messageClass'],
  ['warnings by day, rate', '/analytics/warnings?groupBy=day'],
];

const RUNS = Number(process.env.BENCH_QUERY_RUNS ?? 9);

export async function queryLatencies(url, token, child = undefined, runs = RUNS) {
  const warmUps = Math.min(3, runs);
  const headers = { authorization: `Bearer ${token}` };
  const results = [];
  for (const [name, path] of QUERIES) {
    const times = [];
    let body;
    let cpuBefore = 0;
    for (let i = 0; i < runs + warmUps; i += 1) {
      if (i === warmUps && child) cpuBefore = cpuMicros(child);
      const started = performance.now();
      const response = await fetch(`${url}${path}`, { headers });
      body = await response.json();
      if (response.status !== 200)
        throw new Error(`${path} answered ${response.status}: ${JSON.stringify(body)}`);
      if (i >= warmUps) times.push(performance.now() - started);
    }
    const cpu = child ? (cpuMicros(child) - cpuBefore) / runs / 1000 : undefined;
    times.sort((a, b) => a - b);
    const rows = (body.rows ?? body.buckets ?? [...body.targets, ...body.resources, ...body.scripts]).length;
    results.push({
      name,
      median: times[Math.floor(runs / 2)],
      p95: times[Math.ceil(runs * 0.95) - 1],
      cpu,
      rows,
    });
  }
  return results;
}
