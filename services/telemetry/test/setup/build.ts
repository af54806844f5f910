import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

/**
 * The process tests run the bundle the product runs, so it must be built from the sources at hand before any
 * test: built when a source is newer than the last build, else left alone. Left alone matters in `pnpm test`,
 * where the end-to-end run serves this same dist/ beside the unit tests (docs/decisions/0010-test-run-stages.md).
 */
export default function setup(): void {
  const cwd = fileURLToPath(new URL('../..', import.meta.url));
  const buildIfStale = createRequire(import.meta.url).resolve('@opstap/devtools/bin/build-if-stale.mjs');
  execFileSync(process.execPath, [buildIfStale, 'dist', '--', process.execPath, 'build.mjs'], {
    cwd,
    stdio: 'ignore',
  });
}
