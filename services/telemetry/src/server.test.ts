import { vitalReport } from '@opstap/contracts/fixtures';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { createServer, type AddressInfo } from 'node:net';
import { join } from 'node:path';
import { DuckDBInstance } from '@duckdb/node-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failToStart, startServer } from '../test/support/process.ts';
import { auth, SITE } from '../test/support/app.ts';

/**
 * The real process (`node dist/server.js`) over real HTTP: start-up refusals, the bounded buffer, and
 * the durability promise (docs/requirements/telemetry-service.md#durability): every event that got a 2xx is in the DuckDB file after a SIGTERM
 * that arrives while clients are still sending.
 */
let folder: string;
beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'opstap-process-'));
});
afterAll(() => rm(folder, { recursive: true, force: true }));

async function storedIds(path: string): Promise<Set<string>> {
  const instance = await DuckDBInstance.create(path, { access_mode: 'READ_ONLY' });
  const connection = await instance.connect();
  const reader = await connection.runAndReadAll('SELECT id FROM vitals');
  const ids = new Set(reader.getRowObjectsJS().map((row) => String(row.id)));
  connection.closeSync();
  instance.closeSync();
  return ids;
}

const post = (url: string, body: unknown) =>
  fetch(`${url}/analytics/vital`, {
    method: 'POST',
    headers: { 'content-type': 'text/plain;charset=UTF-8', origin: SITE },
    body: JSON.stringify(body),
  });

describe('the service process', () => {
  it('refuses to start without ANALYTICS_TOKEN, in one sentence naming it', async () => {
    const { code, stderr } = await failToStart({ DUCKDB_PATH: join(folder, 'none.duckdb') });
    expect(code).toBe(1);
    expect(stderr.trim().split('\n')).toHaveLength(1);
    expect(stderr).toMatch(/ANALYTICS_TOKEN/);
  });

  it('refuses a bad value naming the variable', async () => {
    const { code, stderr } = await failToStart({ QUERY_API: 'off', FLUSH_INTERVAL_MS: 'soon' });
    expect(code).toBe(1);
    expect(stderr).toMatch(/^telemetry: FLUSH_INTERVAL_MS must be/);
  });

  it('stops on a busy PORT in one sentence naming it', async () => {
    const busy = createServer();
    await new Promise<void>((done) => busy.listen(0, '127.0.0.1', done));
    const { port } = busy.address() as AddressInfo;
    try {
      const { code, stderr } = await failToStart({
        QUERY_API: 'off',
        PORT: String(port),
        DUCKDB_PATH: join(folder, 'busy-port.duckdb'),
      });
      expect(code).toBe(1);
      expect(stderr).toMatch(
        new RegExp(`^telemetry: PORT ${port} on 127.0.0.1 is in use .*set PORT to a free port\\.$`, 'm'),
      );
    } finally {
      busy.close();
    }
  });

  it('refuses a DuckDB file whose schema is newer than it knows, in one sentence, and leaves it as it was', async () => {
    const path = join(folder, 'newer', 'vitals.duckdb');
    const server = await startServer({ DUCKDB_PATH: path });
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    // What a later build's migration would have recorded.
    const instance = await DuckDBInstance.create(path);
    const connection = await instance.connect();
    await connection.run(
      "INSERT INTO schema_migrations VALUES (999, 'from a later build', now()::TIMESTAMP)",
    );
    connection.closeSync();
    instance.closeSync();

    const { code, stderr } = await failToStart({
      DUCKDB_PATH: path,
      ANALYTICS_TOKEN: auth.authorization.slice(7),
    });
    expect(code).toBe(1);
    expect(stderr.trim().split('\n')).toHaveLength(1);
    expect(stderr).toMatch(
      /^telemetry: The DuckDB file records schema version\(s\) 999, which this release does not know/,
    );

    const after = await DuckDBInstance.create(path, { access_mode: 'READ_ONLY' });
    const reader = await (await after.connect()).runAndReadAll('SELECT max(version) FROM schema_migrations');
    expect(Number(reader.getRowsJS()[0]?.[0])).toBe(999);
    after.closeSync();
  });

  it('says a locked store file or spool plainly, and flushes on SIGTERM, leaving nothing to replay', async () => {
    const path = join(folder, 'full.duckdb');
    const env = { DUCKDB_PATH: path, FLUSH_ROWS: '100', FLUSH_INTERVAL_MS: '60000' };
    const server = await startServer(env);
    const batch = () => Array.from({ length: 30 }, () => vitalReport());
    for (let i = 0; i < 3; i += 1) expect((await post(server.url, batch())).status).toBe(204);
    const ready = (await (await fetch(`${server.url}/readyz`)).json()) as { spooled: { vitals: number } };
    expect(ready).toMatchObject({ buffered: { vitals: 90 } });
    expect(ready.spooled.vitals).toBeGreaterThan(0);

    const second = await failToStart({ ...env, ANALYTICS_TOKEN: auth.authorization.slice(7) });
    expect(second.code).toBe(1);
    expect(second.stderr).toMatch(/DUCKDB_PATH .* is in use by another process/);
    const spoolTaken = await failToStart({
      ...env,
      DUCKDB_PATH: join(folder, 'other.duckdb'),
      SPOOL_DIR: join(folder, 'spool'),
      ANALYTICS_TOKEN: auth.authorization.slice(7),
    });
    expect(spoolTaken.code).toBe(1);
    expect(spoolTaken.stderr).toMatch(/spool .* is in use .* own SPOOL_DIR/);

    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect((await storedIds(path)).size).toBe(90);
    const segments = (await readdir(join(folder, 'spool', 'vitals'))).filter((f) => f.endsWith('.spool'));
    expect(segments).toEqual([]);
  });

  it('keeps every acknowledged event when SIGTERM arrives mid-stream, and serves them after a restart', async () => {
    const path = join(folder, 'durable.duckdb');
    const env = { DUCKDB_PATH: path, FLUSH_INTERVAL_MS: '250', RATE_LIMIT_PER_MINUTE: '100000000' };
    const server = await startServer(env);
    const acknowledged: string[] = [];
    let sentAfterSignal = 0;
    let signalled = false;

    // Eight clients send batches of 1–5 events as fast as they can, until the server is gone.
    const client = async (n: number) => {
      for (let i = 0; ; i += 1) {
        const events = Array.from({ length: 1 + ((n + i) % 5) }, () => vitalReport({ path: '/durable' }));
        if (signalled) sentAfterSignal += 1;
        try {
          const response = await post(server.url, events.length === 1 ? events[0] : events);
          if (response.status === 204) acknowledged.push(...events.map((e) => e.id));
        } catch {
          return; // connection refused or reset: the server has stopped listening
        }
      }
    };
    const clients = Array.from({ length: 8 }, (_, n) => client(n));
    while (acknowledged.length < 1500) await new Promise((resolve) => setTimeout(resolve, 20));
    signalled = true;
    server.child.kill('SIGTERM');
    const code = await server.exited;
    await Promise.all(clients);

    expect(code).toBe(0);
    expect(sentAfterSignal).toBeGreaterThan(0);
    expect(server.output()).toMatch(/buffers flushed/);
    const stored = await storedIds(path);
    const missing = acknowledged.filter((id) => !stored.has(id));
    expect(missing).toEqual([]);
    expect(stored.size).toBeGreaterThanOrEqual(acknowledged.length);

    const restarted = await startServer(env);
    const query = `${restarted.url}/analytics/vitals/summary?metric=LCP&path=/durable&groupBy=path`;
    const body = (await (await fetch(query, { headers: auth })).json()) as { rows: unknown };
    expect(body.rows).toEqual([expect.objectContaining({ group: { path: '/durable' }, count: stored.size })]);
    restarted.child.kill('SIGTERM');
    expect(await restarted.exited).toBe(0);
  }, 60_000);
});
