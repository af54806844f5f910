#!/usr/bin/env node
// Finds nginx for the end-to-end test of the production web config and prints its path (issue 7): $NGINX_PATH,
// or Debian's /usr/sbin/nginx. Where there is none and we run as root on Debian, it installs Debian's `nginx`
// package. The test runs its own nginx with a generated config on loopback; the package's own service is
// not used (and is not started: no init system runs here).
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const DEBIAN_NGINX = '/usr/sbin/nginx';

export function findNginx() {
  const fromEnv = process.env.NGINX_PATH;
  if (fromEnv && existsSync(fromEnv)) return fromEnv;
  return existsSync(DEBIAN_NGINX) ? DEBIAN_NGINX : undefined;
}

function installFromDebian() {
  const isRoot = process.getuid?.() === 0;
  if (!isRoot || !existsSync('/usr/bin/apt-get')) return false;
  console.error('No nginx found: installing Debian’s nginx package (a few seconds)…');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: ['ignore', 'ignore', 'inherit'], env });
  execFileSync('apt-get', ['install', '-y', '-qq', 'nginx'], { stdio: ['ignore', 'ignore', 'inherit'], env });
  return existsSync(DEBIAN_NGINX);
}

const found = findNginx() ?? (installFromDebian() ? DEBIAN_NGINX : undefined);
if (!found) {
  console.error(
    'No nginx found for the end-to-end tests: install Debian’s package (sudo apt-get install nginx) or set NGINX_PATH to an nginx binary.',
  );
  process.exit(1);
}
console.log(found);
