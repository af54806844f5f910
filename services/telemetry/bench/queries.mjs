// The query API's endpoints as the bench times them (docs/requirements/telemetry-service.md#performance):
// every query route once, with the parameters an analyst's routine question uses, over the seeded rows
// (seed.mjs: two releases, 20 screens, 200 pages, attribution, warnings). Median and p95 of `runs`
// requests after three that warm the caches.
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
  ['releases', '/analytics/releases'],
  ['attribution INP', '/analytics/vitals/attribution?metric=INP'],
  ['passing by screen', '/analytics/vitals/passing'],
  ['passing by path', '/analytics/vitals/passing?groupBy=path'],
  ['warnings by class, rate', '/analytics/warnings?groupBy=messageClass'],
  ['warnings by day, rate', '/analytics/warnings?groupBy=day'],
];

export async function queryLatencies(url, token, runs = 9) {
  const headers = { authorization: `Bearer ${token}` };
  const results = [];
  for (const [name, path] of QUERIES) {
    const times = [];
    let body;
    for (let i = 0; i < runs + 3; i += 1) {
      const started = performance.now();
      const response = await fetch(`${url}${path}`, { headers });
      body = await response.json();
      if (response.status !== 200)
        throw new Error(`${path} answered ${response.status}: ${JSON.stringify(body)}`);
      if (i >= 3) times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    const rows = (body.rows ?? body.buckets ?? [...body.targets, ...body.resources, ...body.scripts]).length;
    results.push({ name, median: times[Math.floor(runs / 2)], p95: times[Math.ceil(runs * 0.95) - 1], rows });
  }
  return results;
}
