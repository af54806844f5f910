// Which builds are stale: a package is stale when one of its source files, one of a shared workspace
// package's, or one of the workspace root's files (the lockfile, tsconfig.base.json, package.json…) is
// newer than the stamp its last successful build left, or when it was built with other settings (the
// build-time environment a caller names, such as the platform URL baked into the site).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
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

/** The stamp a successful build leaves: when, and with which settings. */
export const stampText = (settings = '', now = new Date()) => `${now.toISOString()}\nsettings: ${settings}\n`;

const settingsOf = (stamp) => /^settings: (.*)$/m.exec(stamp)?.[1] ?? '';

/**
 * The newest modification time (ms) of the workspace root's own files, not its folders: the lockfile
 * (another version of a dependency), tsconfig.base.json, the root package.json and the like change every
 * build. Markdown is prose, and changes none.
 */
export function newestRootFile(rootDir) {
  if (!rootDir || !existsSync(rootDir)) return 0;
  let newest = 0;
  for (const entry of readdirSync(rootDir, { withFileTypes: true })) {
    if (!entry.isFile() || entry.name.endsWith('.md')) continue;
    newest = Math.max(newest, statSync(join(rootDir, entry.name)).mtimeMs);
  }
  return newest;
}

export function isStale(packageDir, stampFile, sharedDir, settings = '', rootDir = undefined) {
  if (!existsSync(stampFile)) return true;
  if (settingsOf(readFileSync(stampFile, 'utf8')) !== settings) return true;
  const built = statSync(stampFile).mtimeMs;
  return Math.max(newestMtime(packageDir), newestMtime(sharedDir), newestRootFile(rootDir)) > built;
}
