// Imports a TypeScript module of the workspace from a plain .mjs bench (Node strips erasable TypeScript only,
// and the workspace's sources use more): esbuild bundles it into dist/bench/, as build.mjs bundles the
// service; npm dependencies stay external.
import { build } from 'esbuild';
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { fileURLToPath } from 'node:url';

const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));

/** `specifier` is a path relative to this folder or a package export (`@opstap/contracts/fixtures`). */
export async function importTs(specifier) {
  const entry = specifier.startsWith('.')
    ? fileURLToPath(new URL(specifier, import.meta.url))
    : fileURLToPath(import.meta.resolve(specifier));
  const outfile = fileURLToPath(
    new URL(`../dist/bench/${basename(entry).replace(/\.ts$/, '')}.import.js`, import.meta.url),
  );
  await build({
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: 'node',
    target: 'node24',
    format: 'esm',
    external: Object.keys(pkg.dependencies ?? {}),
    logLevel: 'warning',
  });
  return import(outfile);
}
