#!/usr/bin/env node
// Usage: opstap-build-if-stale <output-dir> [--settings <text>] -- <build command...>
// Runs the build only when a source file of this package, of a workspace package it uses (packages/*),
// or of the workspace root (pnpm-lock.yaml, tsconfig.base.json, package.json…) is newer than the stamp the last successful build left in <output-dir>, or when the
// last build had other `--settings` (what the caller's build bakes in from its environment). This is what
// lets `pnpm start` build what is stale and nothing else (docs/requirements/engineering.md#workspace).
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isStale, stampText } from '../lib/stale.mjs';

function main() {
  const separator = process.argv.indexOf('--');
  const outputDir = process.argv[2];
  const options = process.argv.slice(3, separator);
  const settings = options[0] === '--settings' && options.length === 2 ? options[1] : '';
  const command = process.argv.slice(separator + 1);
  if (separator < 3 || !outputDir || command.length === 0 || (options.length > 0 && !settings)) {
    console.error('Usage: opstap-build-if-stale <output-dir> [--settings <text>] -- <build command...>');
    process.exit(2);
  }
  const packageDir = process.cwd();
  const sharedDir = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
  const stampFile = join(packageDir, outputDir, '.build-stamp');
  if (!isStale(packageDir, stampFile, sharedDir, settings, resolve(sharedDir, '..'))) {
    console.log(`${packageDir}: build is fresh, not rebuilding`);
    return;
  }
  const result = spawnSync(command[0], command.slice(1), { stdio: 'inherit', shell: false });
  if (result.status !== 0) process.exit(result.status ?? 1);
  writeFileSync(stampFile, stampText(settings));
}

main();
