import { DuckDBInstance } from '@duckdb/node-api';
import { existsSync } from 'node:fs';
import { seed } from './seed.mjs';
import { start, stop } from './processes.mjs';
const path = '/tmp/q10m.duckdb';
if (!existsSync(path)) {
  await stop(
    (
      await start(new URL('../dist/server.js', import.meta.url).pathname, {
        DUCKDB_PATH: path,
        ANALYTICS_TOKEN: 'x'.repeat(40),
      })
    ).child,
  );
  const t0 = Date.now();
  await seed(path, 0, 10_000_000);
  console.log('seeded in', Date.now() - t0);
}
const inst = await DuckDBInstance.create(path, { memory_limit: '160MB', threads: '2' });
const c = await inst.connect();
const to = new Date();
const from = new Date(Date.now() - 28 * 86400000);
const W = `WHERE name = 'LCP' AND received_at >= '${from.toISOString().slice(0, 19)}' AND received_at < '${to.toISOString().slice(0, 19)}'`;
const q = {
  current: `SELECT path AS key, count(*)::INTEGER AS count, quantile_cont(value, 0.75) AS p75, count(*) FILTER (WHERE value <= 2500) / count(*) AS good, count(*) FILTER (WHERE value > 2500 AND value <= 4000) / count(*) AS ni, count(*) FILTER (WHERE value > 4000) / count(*) AS poor FROM vitals ${W} GROUP BY ALL ORDER BY key`,
  sums: `SELECT path AS key, count(*)::INTEGER AS count, quantile_cont(value, 0.75) AS p75, avg((value <= 2500)::INTEGER) AS good, avg((value > 2500 AND value <= 4000)::INTEGER) AS ni, avg((value > 4000)::INTEGER) AS poor FROM vitals ${W} GROUP BY ALL ORDER BY key`,
  sumsonly: `SELECT path AS key, count(*)::INTEGER AS count, sum((value <= 2500)::INTEGER) AS good, sum((value > 4000)::INTEGER) AS poor FROM vitals ${W} GROUP BY ALL ORDER BY key`,
  quant: `SELECT path AS key, quantile_cont(value, 0.75) AS p75 FROM vitals ${W} GROUP BY ALL ORDER BY key`,
  quantsub: `SELECT path AS key, quantile_cont(value, 0.75) AS p75 FROM (SELECT path, value FROM vitals ${W}) GROUP BY ALL ORDER BY key`,
};
for (const [k, sql] of Object.entries(q)) {
  const times = [];
  for (let i = 0; i < 6; i++) {
    const t0 = performance.now();
    await c.runAndReadAll(sql);
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  console.log(k, times.map((t) => t.toFixed(0)).join(' '));
}
c.closeSync();
inst.closeSync();
