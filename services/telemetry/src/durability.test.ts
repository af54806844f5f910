import { vitalReport } from '@opstap/contracts/fixtures';
import { mkdtemp, rm } from 'node:fs/promises';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, storedIds, until, type Running } from '../test/support/process.ts';
import { SITE } from '../test/support/app.ts';

/**
 * The process-level promises of the spool (docs/decisions/0110-ingest-spool.md), on the real process
 * (`node dist/server.js`): a SIGKILL under load loses no acknowledged event and doubles none, and slow
 * clients cannot hold a SIGTERM past the shutdown deadline. Each runs twice: a durability test that
 * passes once by luck should not pass twice. Every wait is for an event, bounded generously.
 */
let folder: string;
beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'opstap-durability-'));
});
afterAll(() => rm(folder, { recursive: true, force: true }));

async function ready(
  server: Running,
): Promise<{ buffered: { vitals: number }; spooled: { vitals: number } }> {
  return (await (await fetch(`${server.url}/readyz`)).json()) as never;
}

describe.each([1, 2])('the spool, run %i', (run) => {
  it('loses no acknowledged event to a SIGKILL under load, and stores none twice after the replay', async () => {
    const path = join(folder, `kill-${run}.duckdb`);
    const env = { DUCKDB_PATH: path, FLUSH_INTERVAL_MS: '250', RATE_LIMIT_PER_MINUTE: '100000000' };
    const server = await startServer(env);
    const acknowledged: string[] = [];
    let killed = false;
    const client = async (n: number) => {
      for (let i = 0; !killed; i += 1) {
        const events = Array.from({ length: 1 + ((n + i) % 5) }, () => vitalReport({ path: '/killed' }));
        try {
          const response = await fetch(`${server.url}/analytics/vital`, {
            method: 'POST',
            headers: { 'content-type': 'text/plain;charset=UTF-8', origin: SITE },
            body: JSON.stringify(events),
          });
          if (response.status === 204) acknowledged.push(...events.map((e) => e.id));
        } catch {
          return; // the process is gone
        }
      }
    };
    const clients = Array.from({ length: 16 }, (_, n) => client(n));
    await until('acknowledged events under load', () => acknowledged.length >= 3000);
    server.child.kill('SIGKILL');
    killed = true;
    await server.exited;
    await Promise.all(clients);

    // The next process replays what the killed one left, then drains it into the store.
    const restarted = await startServer(env);
    await until('the replay drained', async () => {
      const state = await ready(restarted);
      return state.spooled.vitals === 0 && state.buffered.vitals === 0;
    });
    restarted.child.kill('SIGTERM');
    expect(await restarted.exited).toBe(0);
    expect(restarted.output()).toMatch(/replaying the spool/);

    const stored = await storedIds(path);
    expect(acknowledged.filter((id) => !stored.has(id))).toEqual([]);
    expect([...stored.values()].filter((n) => n > 1)).toEqual([]);
  }, 180_000);

  it('closes 30 slow clients at the shutdown deadline instead of waiting for them, keeping what it acknowledged', async () => {
    const path = join(folder, `slow-${run}.duckdb`);
    const deadlineMs = 2000;
    // Request and header time-outs far beyond the deadline: only the deadline can end these uploads.
    const env = {
      DUCKDB_PATH: path,
      SHUTDOWN_TIMEOUT_MS: String(deadlineMs),
      REQUEST_TIMEOUT_MS: '600000',
      HEADERS_TIMEOUT_MS: '600000',
    };
    const server = await startServer(env);
    const acknowledged = Array.from({ length: 20 }, () => vitalReport({ path: '/slow' }));
    const response = await fetch(`${server.url}/analytics/vital`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: SITE },
      body: JSON.stringify(acknowledged),
    });
    expect(response.status).toBe(204);

    const { port } = new URL(server.url);
    const sockets: Socket[] = [];
    let connected = 0;
    for (let i = 0; i < 30; i += 1) {
      const socket = connect(Number(port), '127.0.0.1', () => {
        connected += 1;
        // Headers promise 60 KB; one byte of body arrives, then nothing.
        socket.write(
          `POST /analytics/vital HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nOrigin: ${SITE}\r\nContent-Length: 60000\r\n\r\n[`,
        );
      });
      socket.on('error', () => undefined);
      sockets.push(socket);
    }
    await until('30 slow uploads open', () => connected === 30);
    const signalled = Date.now();
    server.child.kill('SIGTERM');
    const code = await server.exited;
    const took = Date.now() - signalled;
    for (const socket of sockets) socket.destroy();

    expect(code).toBe(0);
    expect(took).toBeGreaterThanOrEqual(deadlineMs - 100); // it did wait for them, up to the deadline
    expect(took).toBeLessThan(deadlineMs + 20_000); // and not for the uploads (generous on busy cores)
    expect(server.output()).toMatch(/shutdown deadline/);
    const stored = await storedIds(path);
    expect(acknowledged.filter((report) => !stored.has(report.id))).toEqual([]);
  }, 120_000);
});
