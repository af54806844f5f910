#!/usr/bin/env node
// `pnpm start` for the site (decision 0322): the platform stand-in (the MSW handlers as a real HTTP
// server) on PLATFORM_PORT (4180), then the site built when stale against it (VITE_PLATFORM_API, the
// test captcha: a fresh machine reaches neither the platform nor the captcha provider) so its list
// screens are prerendered from the stand-in's data, then the built site served on WEB_PORT (4173).
// `WEB_DIST_DIR` builds and serves another folder (the e2e test of this script).
import { spawn, spawnSync } from 'node:child_process';
import { delimiter, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const appDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const platformPort = Number(process.env.PLATFORM_PORT ?? 4180);
const platform = `http://127.0.0.1:${platformPort}`;
const distDir = process.env.WEB_DIST_DIR ?? 'dist';
const STAND_IN_DIR = 'node_modules/.opstap-stand-in';

const env = {
  ...process.env,
  // The workspace's tools (vite, opstap-build-if-stale), also when this runs outside a package script.
  PATH: [join(appDir, 'node_modules/.bin'), process.env.PATH].join(delimiter),
  PLATFORM_PORT: String(platformPort),
  VITE_PLATFORM_API: process.env.VITE_PLATFORM_API ?? platform,
  VITE_CAPTCHA_PROVIDER: process.env.VITE_CAPTCHA_PROVIDER ?? 'test',
};
// The package manager that runs this script runs the build too (npm when none did).
const pnpm = process.env.npm_execpath ? [process.execPath, process.env.npm_execpath] : ['npm'];

function run(command, args) {
  const result = spawnSync(command, args, { cwd: appDir, env, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const children = [];
function stopAll(code) {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  process.exitCode = code;
}
function keep(child, name) {
  children.push(child);
  child.on('exit', (code) => {
    if (code !== 0 && code !== null) console.error(`start: ${name} exited with ${code}`);
    stopAll(code ?? 0);
  });
  return child;
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stopAll(0));

/**
 * Resolves once the child says it listens, over IPC: a request to the port could be answered by another
 * process that holds it, while the child exits on the busy port (docs/requirements/deployment.md#ports).
 */
function untilListening(child, name) {
  return new Promise((resolve, reject) => {
    child.on('message', (message) => message === 'listening' && resolve());
    child.once('exit', (code) => reject(new Error(`start: the ${name} exited (${code}) before it listened`)));
  });
}

run('opstap-build-if-stale', [
  STAND_IN_DIR,
  '--',
  ...['vite', 'build', '--ssr', 'src/mocks/stand-in/main.ts', '--outDir', STAND_IN_DIR, '--logLevel', 'warn'],
]);
const standIn = keep(
  spawn(process.execPath, [join(STAND_IN_DIR, 'main.js')], {
    cwd: appDir,
    env,
    stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
  }),
  'platform stand-in',
);
try {
  await untilListening(standIn, 'platform stand-in');
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
if (env.VITE_PLATFORM_API !== platform) console.warn(`start: the site calls ${env.VITE_PLATFORM_API}`);
// The platform URL and the captcha provider are baked into the build: other values mean another build.
const settings = ['VITE_PLATFORM_API', 'VITE_CAPTCHA_PROVIDER']
  .map((name) => `${name}=${env[name]}`)
  .join(' ');
run('opstap-build-if-stale', [distDir, '--settings', settings, '--', ...pnpm, 'run', 'build']);
keep(spawn(process.execPath, ['scripts/serve.mjs'], { cwd: appDir, env, stdio: 'inherit' }), 'web server');
