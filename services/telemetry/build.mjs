// Bundles the service into dist/server.js, and the DuckDB worker thread's entry into dist/duckdb-worker.js
// beside it (the store finds it there: src/store/duckdb/duckdb-store.ts). Workspace packages (@opstap/*) are TypeScript sources and are
// bundled in; every npm dependency stays external and is loaded from node_modules at run time
// (docs/decisions/0001-workspace.md).
import { build, context } from 'esbuild';
import { readFileSync } from 'node:fs';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies ?? {});

const options = {
  entryPoints: { server: 'src/server.ts', 'duckdb-worker': 'src/store/duckdb/duckdb-worker.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node24',
  format: 'esm',
  sourcemap: true,
  external,
  // The version config.ts reports (the OpenAPI document's).
  define: { __TELEMETRY_VERSION__: JSON.stringify(pkg.version) },
  logLevel: 'info',
};

if (process.argv.includes('--watch')) {
  // `pnpm dev` (dev.mjs): `onRebuilt` restarts the service after each build that succeeded.
  const onRebuilt = process.env.BUILD_WATCH_IPC ? () => process.send?.('rebuilt') : () => {};
  const ctx = await context({
    ...options,
    plugins: [
      {
        name: 'rebuilt',
        setup(b) {
          b.onEnd((result) => {
            if (result.errors.length === 0) onRebuilt();
          });
        },
      },
    ],
  });
  await ctx.watch();
} else {
  await build(options);
}
