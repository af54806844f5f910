// `pnpm --filter @opstap/telemetry bench:smoke`: runs every `bench*` script of this package with tiny
// sizes (seconds each, ClickHouse included), so a documented bench command cannot rot unnoticed
// (docs/requirements/engineering.md#benchmarks). Fails if any exits non-zero; the figures mean nothing.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const cwd = fileURLToPath(new URL('..', import.meta.url));
const { scripts } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const TINY = {
  // bench (run.mjs): one short round, a small summary table
  BENCH_SECONDS: '1',
  BENCH_ROUNDS: '1',
  BENCH_WARMUP_SECONDS: '0',
  BENCH_SUMMARY_ROWS: '20000',
  BENCH_SUMMARY_STEPS: '1',
  BENCH_QUERY_RUNS: '1',
  // bench:stores: a few batches through each adapter, the rest bulk-loaded
  BENCH_ROWS: '6000',
  BENCH_INGEST_ROWS: '3000',
  // bench:writer: each write path once or twice
  BENCH_BATCH: '500',
  BENCH_BATCHES: '2',
};
const names = Object.keys(scripts).filter((name) => /^bench(:|$)/.test(name) && name !== 'bench:smoke');
const failed = [];
for (const name of names) {
  const started = performance.now();
  console.log(`bench:smoke: ${name}`);
  const result = spawnSync('npm', ['run', '--silent', name], {
    cwd,
    env: { ...process.env, ...TINY },
    stdio: 'inherit',
  });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) failed.push(name);
  console.log(
    `bench:smoke: ${name} ${result.status === 0 ? 'ran' : `FAILED (${result.status})`} in ${seconds} s`,
  );
}
if (failed.length > 0) {
  console.error(`bench:smoke: failed: ${failed.join(', ')}`);
  process.exit(1);
}
console.log(`bench:smoke: all ${names.length} bench scripts ran (${names.join(', ')})`);
