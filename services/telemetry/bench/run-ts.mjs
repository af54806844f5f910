// Runs a TypeScript bench (`node bench/run-ts.mjs stores` → bench/stores.ts), bundled by esbuild as the
// service is (build.mjs), since Node strips erasable TypeScript only and these sources use more; npm
// dependencies stay external and load from node_modules. The DuckDB worker's entry is bundled beside it, where the store looks for it
// (src/store/duckdb/duckdb-store.ts).
import { build } from 'esbuild';
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';

const name = process.argv[2];
const entry = new URL(`./${name}.ts`, import.meta.url).pathname;
if (!name || !existsSync(entry)) {
  console.error('usage: node bench/run-ts.mjs <stores|writer>');
  process.exit(2);
}
const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const outdir = new URL('../dist/bench/', import.meta.url).pathname;
await build({
  entryPoints: {
    [name]: entry,
    'duckdb-worker': new URL('../src/store/duckdb/duckdb-worker.ts', import.meta.url).pathname,
  },
  outdir,
  bundle: true,
  platform: 'node',
  target: 'node24',
  format: 'esm',
  // chdb too: a native engine loaded from node_modules, never bundled.
  external: [...Object.keys(pkg.dependencies ?? {}), 'chdb'],
  logLevel: 'warning',
});
const result = spawnSync(process.execPath, [`${outdir}${name}.js`], { stdio: 'inherit' });
process.exit(result.status ?? 1);
