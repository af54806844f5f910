// `pnpm start` (root or package): runs the built service with local defaults so a fresh clone works
// with no environment set (docs/decisions/0100-telemetry-local-start.md). The service itself still
// refuses to start without ANALYTICS_TOKEN; this launcher is what supplies one locally:
// - DUCKDB_PATH defaults to the repository's ./data/vitals.duckdb (the package runs with cwd here);
// - ANALYTICS_TOKEN, when unset and the query API is on, is read from data/analytics-token, or a
//   random one is written there first (mode 0600), and the file's path is logged, never the token;
// - glibc's malloc settings (allocator-env.mjs) are read only at a process's start: without them, the
//   service runs as a child process that has them, and this one passes signals on and its exit code back.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { constants } from 'node:os';
import { fileURLToPath } from 'node:url';
import { hasAllocatorEnv, withAllocatorEnv } from './allocator-env.mjs';

const data = fileURLToPath(new URL('../../data/', import.meta.url));
process.env.DUCKDB_PATH ||= `${data}vitals.duckdb`;

if (!process.env.ANALYTICS_TOKEN && process.env.QUERY_API !== 'off') {
  const tokenFile = `${data}analytics-token`;
  if (!existsSync(tokenFile)) {
    mkdirSync(data, { recursive: true });
    writeFileSync(tokenFile, randomBytes(32).toString('base64url') + '\n', { mode: 0o600 });
  }
  process.env.ANALYTICS_TOKEN = readFileSync(tokenFile, 'utf8').trim();
  console.log(`telemetry: ANALYTICS_TOKEN not set; using the token in ${tokenFile}`);
}

if (hasAllocatorEnv()) {
  await import('./dist/server.js');
} else {
  const script = fileURLToPath(new URL('./dist/server.js', import.meta.url));
  const child = spawn(process.execPath, [...process.execArgv, script], {
    env: withAllocatorEnv(process.env),
    stdio: 'inherit',
  });
  // A second signal is ignored by the service while it flushes, so a terminal's Ctrl-C (which reaches
  // both processes) and this forwarding do not cut its shutdown short.
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => process.exit(code ?? 128 + (constants.signals[signal] ?? 0)));
}
