#!/usr/bin/env node
// Usage: node packages/devtools/bin/lint-cycles.mjs <folder>... Fails when the tracked code under the folders
// has an import cycle (docs/requirements/engineering.md#workspace), printing one circle per tangle, file by
// file. What counts as an import: packages/devtools/lib/import-cycles.mjs.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname } from 'node:path/posix';
import { findCycles, importSpecifiers, resolveImport } from '../lib/import-cycles.mjs';

const folders = process.argv.slice(2);
if (folders.length === 0) {
  console.error('Usage: lint-cycles.mjs <folder>...');
  process.exit(2);
}
const root = execFileSync('git', ['rev-parse', '--show-toplevel'], { encoding: 'utf8' }).trim();
const tracked = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
  cwd: root,
  encoding: 'utf8',
})
  .split('\n')
  .filter(Boolean);
const files = new Set(tracked);

// The workspace's packages by name, so `@opstap/contracts/fixtures` leads to its file.
const packages = new Map();
for (const file of tracked.filter((path) => /(^|\/)package\.json$/.test(path) && path !== 'package.json')) {
  const { name, exports } = JSON.parse(readFileSync(`${root}/${file}`, 'utf8'));
  if (!name) continue;
  const map = typeof exports === 'string' ? { '.': exports } : (exports ?? {});
  packages.set(name, {
    dir: dirname(file),
    exports: Object.fromEntries(Object.entries(map).filter(([, target]) => typeof target === 'string')),
  });
}

const code = tracked.filter(
  (file) =>
    folders.some((folder) => file.startsWith(`${folder.replace(/\/$/, '')}/`)) &&
    /\.(m?[jt]sx?)$/.test(file) &&
    !file.endsWith('.d.ts'),
);
const graph = new Map();
for (const file of code) {
  const imports = importSpecifiers(readFileSync(`${root}/${file}`, 'utf8'))
    .map((specifier) => resolveImport(file, specifier, files, packages))
    .filter((target) => target !== null);
  graph.set(file, [...new Set(imports)]);
}

const cycles = findCycles(graph);
for (const cycle of cycles) console.error(`import cycle:\n  ${cycle.join('\n  → ')}`);
if (cycles.length > 0) {
  console.error(`${cycles.length} import cycle(s) in ${code.length} files`);
  process.exit(1);
}
const edges = [...graph.values()].reduce((sum, targets) => sum + targets.length, 0);
console.log(`${code.length} files, ${edges} imports between them: no import cycle`);
