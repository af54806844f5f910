#!/usr/bin/env node
// Lints docker-compose.yml with whichever Compose is installed (docs/requirements/deployment.md#compose-stack): `docker compose config` (v2, works
// without an engine) or Debian's `docker-compose config` (v1.29, validates against its schema). Neither
// runs a container. The secrets the file requires get placeholders, since only the file's shape is checked.
// With no Compose installed it says so and passes: the file is then only checked by review and Prettier.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const file = process.argv[2] ?? fileURLToPath(new URL('../../../docker-compose.yml', import.meta.url));
const env = { ...process.env, ANALYTICS_TOKEN: 'lint-placeholder', CLICKHOUSE_PASSWORD: 'lint-placeholder' };
const candidates = [
  ['docker', ['compose']],
  ['docker-compose', []],
];

for (const [command, prefix] of candidates) {
  const probe = spawnSync(command, [...prefix, 'version'], { encoding: 'utf8' });
  if (probe.error || probe.status !== 0) continue;
  const result = spawnSync(command, [...prefix, '--file', file, 'config', '--quiet'], {
    env,
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
