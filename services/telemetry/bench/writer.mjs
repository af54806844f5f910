// Runs bench/writer.ts (the DuckDB writer in isolation), bundled as run-stores.mjs bundles stores.ts:
// TypeScript; npm dependencies stay external and load from node_modules. The DuckDB worker's entry is
// bundled beside it, where the store looks for it (src/store/duckdb/duckdb-store.ts).
import { build } from 'esbuild';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const outdir = new URL('../dist/bench/', import.meta.url).pathname;
await build({
  entryPoints: {
    writer: new URL('./writer.ts', import.meta.url).pathname,
    'duckdb-worker': new URL('../src/store/duckdb/duckdb-worker.ts', import.meta.url).pathname,
  },
  outdir,
  outExtension: { '.js': '.mjs' },
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  external: Object.keys(pkg.dependencies ?? {}),
  logLevel: 'warning',
});
const result = spawnSync(process.execPath, [`${outdir}writer.mjs`], { stdio: 'inherit' });
process.exit(result.status ?? 1);
