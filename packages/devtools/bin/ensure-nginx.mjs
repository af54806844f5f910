#!/usr/bin/env node
// Finds nginx for the end-to-end test of the production web config and prints its path (docs/requirements/deployment.md#web-server): $NGINX_PATH,
// or Debian's /usr/sbin/nginx. Where there is none and we run as root on Debian, it installs Debian's `nginx`
// package. The test runs its own nginx with a generated config on loopback; the package's own service is
// not used (and is not started: no init system runs here).
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const DEBIAN_NGINX = '/usr/sbin/nginx';
// The production config loads Debian's brotli modules (apps/web/deploy/nginx.conf).
const BROTLI_MODULES = ['filter', 'static'].map(
  (kind) => `/usr/lib/nginx/modules/ngx_http_brotli_${kind}_module.so`,
);
const PACKAGES = ['nginx', 'libnginx-mod-http-brotli-filter', 'libnginx-mod-http-brotli-static'];

const complete = (nginx) => nginx && BROTLI_MODULES.every((module) => existsSync(module));

export function findNginx() {
  const fromEnv = process.env.NGINX_PATH;
  if (fromEnv && existsSync(fromEnv)) return fromEnv;
  return existsSync(DEBIAN_NGINX) ? DEBIAN_NGINX : undefined;
}

function installFromDebian() {
  const isRoot = process.getuid?.() === 0;
  if (!isRoot || !existsSync('/usr/bin/apt-get')) return false;
  console.error(
    'No nginx with brotli found: installing Debian’s nginx and brotli module packages (a few seconds)…',
  );
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: ['ignore', 'ignore', 'inherit'], env });
  execFileSync('apt-get', ['install', '-y', '-qq', ...PACKAGES], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env,
  });
  return complete(DEBIAN_NGINX);
}

const existing = findNginx();
const found = complete(existing) ? existing : installFromDebian() ? DEBIAN_NGINX : undefined;
if (!found) {
  console.error(
    `No nginx with the brotli modules found for the end-to-end tests: install Debian’s packages (sudo apt-get install ${PACKAGES.join(' ')}) or set NGINX_PATH to an nginx binary that has them.`,
  );
  process.exit(1);
}
console.log(found);
