// `pnpm dev` for the service: builds dist/ and rebuilds it on every change of the sources, running the
// service (start.mjs, with its local defaults) and restarting it after each rebuild. A service that stops
// before a rebuild asked it to waits for the next change, as a watcher does; but one that cannot start at
// all on the first try (a busy PORT, a bad setting) stops dev with its exit code, so `pnpm dev` never
// carries on without it (docs/requirements/deployment.md#ports).
import { spawn } from 'node:child_process';

const here = new URL('.', import.meta.url);
// `pnpm dev --port N` passes `--port N` to both packages' dev scripts: Vite listens there, and the service
// allows that origin (WEB_DEV_PORT).
const portFlag = process.argv.indexOf('--port');
if (portFlag > 1 && process.argv[portFlag + 1]) process.env.WEB_DEV_PORT = process.argv[portFlag + 1];
let service;
let restarting = false;
let first = true;
let stopping = false;

function startService() {
  service = spawn(process.execPath, ['start.mjs'], { cwd: here, stdio: 'inherit' });
  const child = service;
  child.on('exit', (code) => {
    if (restarting && child === service) {
      restarting = false;
      startService();
      return;
    }
    if (stopping) return;
    if (first && code !== 0) {
      console.error(`telemetry dev: the service could not start (exit ${code}); stopping`);
      builder.kill('SIGTERM');
      process.exit(code ?? 1);
    }
    if (child === service) console.error(`telemetry dev: the service exited (${code}); waiting for a change`);
  });
}

const builder = spawn(process.execPath, ['build.mjs', '--watch'], {
  cwd: here,
  env: { ...process.env, BUILD_WATCH_IPC: '1' },
  stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
});
builder.on('message', (message) => {
  if (message !== 'rebuilt') return;
  if (!service) return startService();
  first = false;
  if (service.exitCode !== null || service.signalCode !== null) return startService();
  restarting = true;
  service.kill('SIGTERM');
});
builder.on('exit', (code) => {
  service?.kill('SIGTERM');
  process.exit(code ?? 1);
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopping = true;
    builder.kill(signal);
    service?.kill(signal);
  });
}
