#!/usr/bin/env node
// Lints docker-compose.yml with whichever Compose is installed (docs/requirements/deployment.md#compose-stack): `docker compose config` (v2, works
// without an engine) or Debian's `docker-compose config` (v1.29, validates against its schema). Neither
// runs a container. The file asks for no secret in the environment (each comes from a file, a Compose secret).
// With no Compose installed it says so and passes: the file is then only checked by review and Prettier.
//
// First, with no tool: every image the stack pulls or builds from is pinned to an exact version tag (never
// `latest` or a bare name), in the compose file and the Dockerfiles it builds. A digest beside the tag
// (`name:tag@sha256:<64 hex>`) is the target and is checked for its form; tag-only passes until the digests
// can be read from a registry (docs/guides/production.md#pinning-images-by-digest).
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const file = process.argv[2] ?? fileURLToPath(new URL('../../../docker-compose.yml', import.meta.url));

/** What is wrong with an image reference's pin, or '' (a `${VARIABLE}` is checked where it is set). */
function pinProblem(reference) {
  if (reference.includes('$')) return '';
  const match = /^([a-z0-9][a-z0-9._/-]*)(?::([\w][\w.-]*))?(?:@(.+))?$/.exec(reference);
  if (!match) return 'is not an image reference';
  const [, , tag, digest] = match;
  if (!tag || tag === 'latest' || !/\d/.test(tag)) return 'is not pinned to a version tag';
  if (digest !== undefined && !/^sha256:[0-9a-f]{64}$/.test(digest))
    return 'has a digest that is not sha256:<64 hex>';
  return '';
}

/** The image references of a compose file (`image:`) and of the Dockerfiles it builds (`FROM`, `ARG …_IMAGE=`). */
function imageReferences(composeFile) {
  const text = readFileSync(composeFile, 'utf8');
  const found = [...text.matchAll(/^\s*image:\s*['"]?([^'"\s#]+)/gm)].map((m) => [composeFile, m[1]]);
  for (const [, dockerfile] of text.matchAll(/^\s*dockerfile:\s*['"]?([^'"\s#]+)/gm)) {
    const path = resolve(dirname(composeFile), dockerfile);
    if (!existsSync(path)) continue;
    const lines = readFileSync(path, 'utf8');
    for (const [, reference] of lines.matchAll(/^FROM\s+(?:--\S+\s+)*(\S+)/gm)) found.push([path, reference]);
    for (const [, reference] of lines.matchAll(/^ARG\s+\w*IMAGE=(\S+)/gm)) found.push([path, reference]);
  }
  return found;
}

const unpinned = imageReferences(file)
  .map(([where, reference]) => [where, reference, pinProblem(reference)])
  .filter(([, , problem]) => problem);
if (unpinned.length) {
  for (const [where, reference, problem] of unpinned)
    console.error(`${where}: image ${reference} ${problem}`);
  process.exit(1);
}
const candidates = [
  ['docker', ['compose']],
  ['docker-compose', []],
];

for (const [command, prefix] of candidates) {
  const probe = spawnSync(command, [...prefix, 'version'], { encoding: 'utf8' });
  if (probe.error || probe.status !== 0) continue;
  const result = spawnSync(command, [...prefix, '--file', file, 'config', '--quiet'], {
    encoding: 'utf8',
  });
  if (result.status === 0) {
    console.log(`${file}: valid (${[command, ...prefix, 'config'].join(' ')})`);
    process.exit(0);
  }
  console.error(result.stderr || result.stdout);
  process.exit(1);
}
console.log(`${file}: not linted, no docker compose or docker-compose installed`);
