// Which builds are stale: a package is stale when one of its source files, or one of a shared workspace
// package's, is newer than the stamp its last successful build left.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
const SKIP = new Set(['node_modules', 'dist', 'data', 'test-results', 'playwright-report', '.cache']);

/** The newest modification time (ms) of any file under `dir`, skipping build output and dependencies. */
export function newestMtime(dir) {
  if (!existsSync(dir)) return 0;
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (SKIP.has(entry.name)) continue;
    const path = join(dir, entry.name);
    const time = entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs;
    if (time > newest) newest = time;
  }
  return newest;
}

export function isStale(packageDir, stampFile, sharedDir) {
  if (!existsSync(stampFile)) return true;
  const built = statSync(stampFile).mtimeMs;
  return Math.max(newestMtime(packageDir), newestMtime(sharedDir)) > built;
}
