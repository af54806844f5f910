import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

/** The built telemetry service (services/telemetry/dist, built by the `e2e` script) on a free port, DuckDB in a temp folder. */
export const TEST_ANALYTICS_TOKEN = 'e2e-analytics-token-0123456789abcdefghij';

export interface TelemetryProcess {
  port: number;
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
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'opstap-e2e-telemetry-'));
  const child = spawn('node', ['dist/server.js'], {
    cwd: resolve(import.meta.dirname, '../../services/telemetry'),
    stdio: 'ignore',
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      DUCKDB_PATH: join(dir, 'vitals.duckdb'),
      ANALYTICS_TOKEN: TEST_ANALYTICS_TOKEN,
      ALLOWED_ORIGINS: allowedOrigin,
      TRUST_PROXY: '127.0.0.1',
      FLUSH_INTERVAL_MS: '100',
      LOG_LEVEL: 'warn',
      ...env,
    },
  });
  const deadline = Date.now() + 20_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`telemetry exited with ${child.exitCode}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('telemetry did not start');
    await new Promise((done) => setTimeout(done, 100));
  }
  return {
    port,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((done) => child.once('exit', done));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
