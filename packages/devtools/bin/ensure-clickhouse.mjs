#!/usr/bin/env node
// Finds clickhouse-server for the ClickHouse integration tests and prints its path (docs/requirements/telemetry-service.md#stores): $CLICKHOUSE_SERVER,
// or Debian's /usr/sbin/clickhouse-server. Where there is none and we run as root on Debian, it installs
// Debian's `clickhouse-server` and `clickhouse-client` (18.16, a few seconds; docs/requirements/engineering.md#tests). The package
// does not start a server: the tests run their own on a temp folder.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const DEBIAN_SERVER = '/usr/sbin/clickhouse-server';

export function findClickHouse() {
  const fromEnv = process.env.CLICKHOUSE_SERVER;
  if (fromEnv && existsSync(fromEnv)) return fromEnv;
  return existsSync(DEBIAN_SERVER) ? DEBIAN_SERVER : undefined;
}

function installFromDebian() {
  const isRoot = process.getuid?.() === 0;
  if (!isRoot || !existsSync('/usr/bin/apt-get')) return false;
  console.error('No clickhouse-server found: installing Debian’s clickhouse-server package (a few seconds)…');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: ['ignore', 'ignore', 'inherit'], env });
  execFileSync('apt-get', ['install', '-y', '-qq', 'clickhouse-server', 'clickhouse-client'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env,
  });
  return existsSync(DEBIAN_SERVER);
}

const found = findClickHouse() ?? (installFromDebian() ? DEBIAN_SERVER : undefined);
if (!found) {
  console.error(
    'No clickhouse-server found for the ClickHouse tests: install Debian’s package (sudo apt-get install clickhouse-server clickhouse-client) or set CLICKHOUSE_SERVER to a clickhouse-server binary.',
  );
  process.exit(1);
}
console.log(found);
