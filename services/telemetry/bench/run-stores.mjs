// Runs bench/stores.ts: bundled by esbuild as the service is (build.mjs), since Node 20 cannot run
// TypeScript; npm dependencies stay external and load from node_modules.
import { build } from 'esbuild';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const outfile = new URL('../dist/bench/stores.mjs', import.meta.url).pathname;
await build({
  entryPoints: [new URL('./stores.ts', import.meta.url).pathname],
  outfile,
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  external: Object.keys(pkg.dependencies ?? {}),
  logLevel: 'warning',
});
const result = spawnSync(process.execPath, [outfile], { stdio: 'inherit' });
process.exit(result.status ?? 1);
