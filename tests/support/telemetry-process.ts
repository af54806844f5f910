import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

/** How long a started service may take to answer `/healthz`: within the hooks' 60 s (playwright.config.ts). */
const START_TIMEOUT_MS = 45_000;

/** The built telemetry service (services/telemetry/dist, built by the `e2e` script) on a free port, DuckDB in a temp folder. */
export const TEST_ANALYTICS_TOKEN = 'e2e-analytics-token-0123456789abcdefghij';
/** Its backfill token (`/analytics/import`), a token of its own. */
export const TEST_IMPORT_TOKEN = 'e2e-import-token-0123456789abcdefghijklmn';

export interface TelemetryProcess {
  port: number;
  /** The service's process id (a test may pause it with SIGSTOP, as a stalled server). */
  pid: number;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? done(address.port) : fail(new Error('no port')),
      );
    });
  });
}

/** `env` adds to or overrides the service's settings below (e.g. RATE_LIMIT_PER_MINUTE). */
export async function startTelemetry(
  allowedOrigin: string,
  env: Record<string, string> = {},
): Promise<TelemetryProcess> {
  // The port is free when asked for, but something else on the machine (another test's server, or a
  // connection's ephemeral port) can take it before the service listens: then it exits saying so, and
  // it starts again on another port.
  for (let attempt = 1; ; attempt++) {
    const started = await startOnce(allowedOrigin, env);
    if ('port' in started) return started;
    if (!started.portTaken || attempt === 3) throw new Error(`telemetry did not start: ${started.output}`);
  }
}

async function startOnce(
  allowedOrigin: string,
  env: Record<string, string>,
): Promise<TelemetryProcess | { portTaken: boolean; output: string }> {
  // A port of the caller's (a restart on the same port) is the one to poll.
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'opstap-e2e-telemetry-'));
  const child = spawn(process.execPath, ['dist/server.js'], {
    cwd: resolve(import.meta.dirname, '../../services/telemetry'),
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      DUCKDB_PATH: join(dir, 'vitals.duckdb'),
      ANALYTICS_TOKEN: TEST_ANALYTICS_TOKEN,
      IMPORT_TOKEN: TEST_IMPORT_TOKEN,
      ALLOWED_ORIGINS: allowedOrigin,
      TRUST_PROXY: '127.0.0.1',
      FLUSH_INTERVAL_MS: '100',
      LOG_LEVEL: 'warn',
      ...env,
    },
  });
  // What the service says (warnings and errors only), its last few kilobytes: read as it comes, so a
  // full pipe never blocks the service.
  let output = '';
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4096));
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  // 'close', not 'exit': by then the output is read to its end (an exit can come before the last of it).
  const exited = new Promise<void>((done) => child.once('close', () => done()));

  // Generous: beside the unit tests and two other browsers on two busy cores a start took over 20 s.
  const deadline = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    if (child.exitCode !== null) {
      await exited;
      rmSync(dir, { recursive: true, force: true });
      return { portTaken: output.includes('EADDRINUSE'), output: `exit ${child.exitCode}: ${output}` };
    }
    try {
      // Bounded: whatever holds the port may never answer.
      const health = await fetch(`http://127.0.0.1:${port}/healthz`, { signal: AbortSignal.timeout(2_000) });
      if (health.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      await exited;
      rmSync(dir, { recursive: true, force: true });
      return { portTaken: false, output: `no answer within ${START_TIMEOUT_MS / 1000} s: ${output}` };
    }
    await new Promise((done) => setTimeout(done, 100));
  }
  return {
    port,
    pid: child.pid ?? 0,
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
