#!/usr/bin/env node
// Lighthouse on the overview of several dashboard builds in one run, so that they are read against each other
// on a shared, loaded machine (docs/perf/dashboard.md): `node bench/lighthouse-compare.mjs before=/tmp/a/dist
// after=dist`. One store of BENCH_ROWS rows (1M) is seeded once and copied for each build; each build is served
// by a service of its own (DASHBOARD_DIR); each round audits every build once, the order rotating each round;
// BENCH_LIGHTHOUSE_RUNS rounds (3). Prints each run with the load average, then each build's runs and medians.
// Build the builds with `pnpm --filter @opstap/dashboard build` (copy dist away between them) and the service
// with `pnpm --filter @opstap/telemetry build` first.
import { copyFileSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { freePort } from '@opstap/devtools/free-port';
import { lighthouseRun } from '@opstap/devtools/lighthouse';
import { seedLarge, startService } from './store.mjs';

const TOKEN = 'bench-only-analytics-token-0123456789abcdef';
const ROWS = Number(process.env.BENCH_ROWS ?? 1_000_000);
const ROUNDS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const builds = process.argv.slice(2).map((arg) => {
  const [name, dir] = arg.split('=');
  if (!name || !dir) throw new Error(`lighthouse-compare: name=dist-folder expected, got ${arg}`);
  return { name, dir: resolve(dir) };
});
if (builds.length < 2) throw new Error('lighthouse-compare: two builds or more (name=dist-folder …)');
const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length / 2;
  return sorted.length % 2 ? sorted[Math.floor(middle)] : (sorted[middle - 1] + sorted[middle]) / 2;
};

const folder = mkdtempSync(join(tmpdir(), 'opstap-lighthouse-compare-'));
const services = [];
try {
  const seededFile = join(folder, 'seeded.duckdb');
  const schema = await startService({ port: await freePort(), file: seededFile, token: TOKEN });
  await schema.stop();
  await seedLarge(seededFile, ROWS);
  for (const [index, build] of builds.entries()) {
    const file = join(folder, `build-${index}.duckdb`);
    for (const name of readdirSync(folder).filter((f) => f.startsWith('seeded.duckdb')))
      copyFileSync(join(folder, name), join(folder, name.replace('seeded', `build-${index}`)));
    // One service per build: its own dashboard folder and spool.
    process.env.DASHBOARD_DIR = build.dir;
    process.env.SPOOL_DIR = join(folder, `spool-${index}`);
    const port = await freePort();
    const service = await startService({ port, file, token: TOKEN });
    services.push(service);
    await service.compacted;
    build.url = `http://127.0.0.1:${port}/dashboard/`;
    build.runs = [];
  }
  console.log(
    `Lighthouse 13, mobile, the overview over ${ROWS.toLocaleString('en-GB')} rows, ${ROUNDS} rounds:`,
  );
  for (let round = 0; round < ROUNDS; round += 1) {
    const order = builds.map((_, i) => builds[(i + round) % builds.length]);
    for (const build of order) {
      const at = load();
      const result = await lighthouseRun(build.url, {
        categories: ['performance', 'accessibility'],
        beforeScripts: [
          (token) => {
            sessionStorage.setItem('opstap:analytics-token', token);
            navigator.sendBeacon = () => true;
          },
          TOKEN,
        ],
      });
      build.runs.push(result);
      console.log(
        `  round ${round + 1}, ${build.name}: performance ${result.scores.performance}, accessibility ` +
          `${result.scores.accessibility}; ${result.metrics}; LCP element ${result.lcpElement} (load ${at})`,
      );
    }
  }
  for (const { name, runs } of builds) {
    const of = (pick) => median(runs.map(pick));
    console.log(
      `${name}: performance ${runs.map((r) => r.scores.performance).join(', ')} (median ${of((r) => r.scores.performance)}); ` +
        `LCP median ${of((r) => r.lcp).toFixed(0)} ms, TBT median ${of((r) => r.tbt).toFixed(0)} ms, CLS median ${of((r) => r.cls).toFixed(3)}`,
    );
  }
} finally {
  for (const service of services) await service.stop();
  rmSync(folder, { recursive: true, force: true });
}
